import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // The catalogues are compiled at build time, so the browser gets no ICU message parser (about 10 kB gzip on
  // every page). Server code that reads messages itself handles the compiled form (src/i18n/messages.ts).
  experimental: {
    messages: { path: './src/i18n/messages', format: 'json', locales: ['cn', 'en'], precompile: true },
  },
})

/**
 * One build for many nodes (docs/adr/0020-one-build-many-nodes.md): the build id names the commit, so every node
 * built or deployed from it agrees: BUILD_ID, else GIT_COMMIT or SOURCE_COMMIT (CI, Coolify/Dokku), else
 * `git rev-parse HEAD` (plus a hash of the uncommitted changes, so a changed tree never reuses a commit's id and
 * its immutable /_next/static/<id>/ files), else Next's random id. The server-actions key comes from
 * NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, which Next reads itself at build and run time (scripts/start.mjs sets it).
 */
function buildIdFromCommit(): string | null {
  const given = process.env.BUILD_ID || process.env.GIT_COMMIT || process.env.SOURCE_COMMIT
  if (given) return given
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    const head = git('rev-parse', 'HEAD').trim()
    const changes = git('status', '--porcelain') ? git('diff', 'HEAD') + git('status', '--porcelain') : ''
    return changes ? `${head}-${createHash('sha256').update(changes).digest('hex').slice(0, 12)}` : head
  } catch {
    return null // no git here: Next's own id
  }
}

const nextConfig: NextConfig = {
  generateBuildId: buildIdFromCommit,
  poweredByHeader: false,
  // Responses are compressed by scripts/server.mjs (the same middleware Next uses), after it has added the
  // page's Content-Security-Policy, which needs the HTML uncompressed (docs/adr/0009-security-headers.md).
  compress: false,
  // No ETag on rendered pages: Next hashes every response body in JavaScript (FNV-1a over the whole string),
  // which was a third of the CPU of a cached product-detail hit. docs/adr/0005-serving-performance.md.
  generateEtags: false,
  reactStrictMode: true,
  serverExternalPackages: ['svg-captcha', 'sharp', '@libsql/client', 'libsql', 'argon2', 'nodemailer'],
  images: { formats: ['image/avif', 'image/webp'] },
  experimental: {
    cpus: 2,
    // Turbopack keeps its build cache under .next/cache, so a rebuild in the same folder compiles about twice as
    // fast; a one-off build (CI's clean clone) skips writing it (BUILD_CACHE=off: 17–39 s less, README).
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'off',
    // One client chunk per chunk group (the framework's, the layout's, each page's): Turbopack's defaults split
    // the first load into ten files, each gzipped on its own, and merging them sends 3 kB less on every page
    // and across a visit (measured in docs/adr/0007-compressed-static-files.md).
    turbopackChunking: {
      requestCost: 5_000_000,
      minChunkSize: 1_000_000,
      maxChunkCountPerGroup: 1,
      maxMergeChunkSize: 5_000_000,
    },
  },
  // Next's page and data cache belong to the deployment, not to the build folder: in Redis with REDIS_URL, else under
  // DATA_DIR, shared by every server process. Next's own per-process memory copy is off: it would not hear other
  // processes' revalidations (docs/adr/0021-shared-caches.md).
  cacheHandler: `${process.cwd()}/src/cache-handler.mjs`,
  cacheMaxMemorySize: 0,
  // Type checking runs once, in `npm run typecheck` (verify and CI), not again inside every build.
  typescript: { ignoreBuildErrors: true },
}

type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

/**
 * withPayload asks every path for the color-scheme client hint (Accept-CH, Vary and Critical-CH on `/:path*`),
 * which only the back office's theme uses. On the public site Critical-CH makes Chrome send each first page
 * request twice (it retries the navigation to add the hint) and the Vary splits shared caches, so the hint is
 * asked for under /admin only.
 */
function payloadHintsOnlyForAdmin(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  const isColorSchemeHint = (rule: HeaderRule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
  return {
    ...config,
    headers: async () =>
      (await headers()).map((rule) => (isColorSchemeHint(rule) ? { ...rule, source: '/admin/:path*' } : rule)),
  }
}

export default payloadHintsOnlyForAdmin(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }))
