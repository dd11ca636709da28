import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['svg-captcha', 'sharp', '@libsql/client', 'libsql', 'argon2', 'nodemailer'],
  images: { formats: ['image/avif', 'image/webp'] },
  experimental: { cpus: 2 },
  // Type checking runs once, in `npm run typecheck` (verify and CI), not again inside every build.
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
