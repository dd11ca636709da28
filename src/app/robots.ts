import type { MetadataRoute } from 'next'
import { absolApiBase } from '@/lib/absol-base'
import { siteOrigin } from '@/lib/data/content'

export const dynamic = 'force-dynamic'

/**
 * /robots.txt: the public site is open; the back office and the APIs are not for crawlers (except the
 * resource-download PDFs Payload serves under /api/cms).
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin()
  return {
    rules: [
      {
        userAgent: '*',
        allow: ['/', '/api/cms/downloads/file/'],
        disallow: ['/admin', '/api', '/en/api', absolApiBase(), `/en${absolApiBase()}`],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
  }
}
