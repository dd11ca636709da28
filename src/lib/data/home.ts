import type { Locale } from '../../i18n/routing'
import type { Banner, Media, Product } from '../../payload-types'
import { getPayloadClient } from '../payload'

/** Server-side data for the home page: banners, popular and hot products (published only). */
export async function homeData(locale: Locale): Promise<{ banners: Banner[]; popular: Product[]; hot: Product[] }> {
  const payload = await getPayloadClient()
  const common = { locale, overrideAccess: false, depth: 1 } as const
  const [banners, popular, hot] = await Promise.all([
    payload.find({
      collection: 'banners',
      where: { status: { equals: 'published' } },
      sort: 'sort',
      limit: 10,
      ...common,
    }),
    payload.find({
      collection: 'products',
      where: { and: [{ status: { equals: 'published' } }, { isPopular: { equals: true } }] },
      sort: 'catalogNumber',
      limit: 8,
      ...common,
      depth: 0,
    }),
    payload.find({
      collection: 'products',
      where: { and: [{ status: { equals: 'published' } }, { isHot: { equals: true } }] },
      sort: 'catalogNumber',
      limit: 8,
      ...common,
      depth: 0,
    }),
  ])
  return { banners: banners.docs, popular: popular.docs, hot: hot.docs }
}

export function imageOf(media: number | Media | null | undefined): Media | null {
  return media && typeof media === 'object' ? media : null
}
