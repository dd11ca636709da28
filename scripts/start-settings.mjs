/**
 * The decisions of `npm start` / `npm run serve` / `npm run build` (scripts/start.mjs) that do not need a running
 * server, as functions so they can be tested (scripts/start-settings.test.ts). docs/adr/0020-one-build-many-nodes.md.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * How many server processes to run: WEB_CONCURRENCY when it is a whole number ≥ 1, else one per core. Redis is
 * not needed for several: without REDIS_URL the cluster's primary holds the shared key-value store and relays
 * broadcasts between the processes (src/services/ipc/primary.mjs).
 * @param {Record<string, string | undefined>} env
 * @param {number} cores os.availableParallelism()
 * @returns {{ count: number, warning?: string }}
 */
export function serverProcessCount(env, cores) {
  const fallback = Math.max(1, Math.trunc(cores) || 1)
  const asked = env.WEB_CONCURRENCY?.trim()
  if (!asked) return { count: fallback }
  const n = Number(asked)
  if (Number.isInteger(n) && n >= 1) return { count: n }
  return {
    count: fallback,
    warning: `⚠ WEB_CONCURRENCY=${JSON.stringify(env.WEB_CONCURRENCY)} is not a whole number ≥ 1: serving with one process per core (${fallback}).`,
  }
}

/**
 * The key Next.js encrypts server actions' bound values with and salts their ids with, at build and at run time
 * (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: base64 of 32 random bytes). From the environment when set (every node and
 * build of a deployment sets the same); otherwise generated once and kept in DATA_DIR/.server-actions-key, so a
 * machine's restarts and rebuilds keep it (as the generated PAYLOAD_SECRET, src/lib/secret.ts).
 * @param {Record<string, string | undefined>} env
 * @param {string} root the project folder (DATA_DIR is relative to it)
 * @returns {string}
 */
export function serverActionsKey(env, root) {
  if (env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) return env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
  const file = path.join(path.resolve(root, env.DATA_DIR || 'data'), '.server-actions-key')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
    const key = randomBytes(32).toString('base64')
    try {
      fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' })
      return key
    } catch {
      return fs.readFileSync(file, 'utf8').trim() // another process wrote it first
    }
  }
}

/** V8's young generation for the server processes, in MiB per semi-space (SERVER_SEMI_SPACE_MB; 0: V8's own). */
export const DEFAULT_SEMI_SPACE_MB = 64

/**
 * NODE_OPTIONS for the server processes: the given ones plus a larger young generation. Rendering a page allocates
 * megabytes of short-lived objects; with V8's default semi-space (16 MiB) they are collected and copied several
 * times per page. At 64 MiB a search results page took 12 % less CPU in one process (16–19 % more req/s; about 5 %
 * with two processes sharing two cores; docs/adr/0005-serving-performance.md), for at most 2 × 48 MiB more memory
 * per process. SERVER_SEMI_SPACE_MB sets another size (0 keeps V8's); a --max-semi-space-size already in
 * NODE_OPTIONS wins.
 * @param {string} nodeOptions
 * @param {Record<string, string | undefined>} env
 * @returns {{ nodeOptions: string, warning?: string }}
 */
export function serverNodeOptions(nodeOptions, env) {
  if (/--max-semi-space-size\b/.test(nodeOptions)) return { nodeOptions }
  const asked = env.SERVER_SEMI_SPACE_MB?.trim()
  const n = asked ? Number(asked) : DEFAULT_SEMI_SPACE_MB
  const valid = Number.isInteger(n) && n >= 0 && n <= 1024
  const mb = valid ? n : DEFAULT_SEMI_SPACE_MB
  return {
    nodeOptions: mb === 0 ? nodeOptions : `${nodeOptions} --max-semi-space-size=${mb}`.trim(),
    ...(valid
      ? {}
      : {
          warning: `⚠ SERVER_SEMI_SPACE_MB=${JSON.stringify(env.SERVER_SEMI_SPACE_MB)} is not a whole number from 0 to 1024: using ${DEFAULT_SEMI_SPACE_MB}.`,
        }),
  }
}
