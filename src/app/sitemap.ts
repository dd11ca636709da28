import type { MetadataRoute } from 'next'
import { sitemapEntries, sitemapPaths } from '@/domain/content/content-sitemap'
import { sitemapData, siteOrigin } from '@/lib/data/content'

/** Rendered per request (never at build time: the build has no database); the data comes from a cached loader. */
export const dynamic = 'force-dynamic'

/**
 * /sitemap.xml: every content and catalogue URL in both languages (Chinese without prefix, English under
 * /en), each with its zh-CN, en and x-default alternates.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [origin, data] = await Promise.all([siteOrigin(), sitemapData()])
  return sitemapEntries(origin, sitemapPaths(data.tree, data.products, data.articles))
}
