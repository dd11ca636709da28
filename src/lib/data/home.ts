import { mediaView } from '../../api/views'
import type { Locale } from '../../i18n/routing'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { type ProductRow, productRow } from './catalog'
import { pageData } from './loader'

export interface HomeBanner {
  id: number
  title: string
  subtitle: string
  link: string
  image: { url: string; width: number | null; height: number | null; alt: string } | null
}

export interface HomeData {
  banners: HomeBanner[]
  popular: ProductRow[]
  hot: ProductRow[]
}

/** Home page data: published banners, popular and hot products (no prices; cached and tagged). */
export const homeData = pageData(
  'home',
  [CACHE_TAGS.banners, CACHE_TAGS.media, CACHE_TAGS.products],
  async (locale: Locale): Promise<HomeData> => {
    const payload = await getPayloadClient()
    const common = { locale, overrideAccess: false } as const
    const published = { status: { equals: 'published' } } as const
    const [banners, popular, hot] = await Promise.all([
      payload.find({ collection: 'banners', where: published, sort: 'sort', limit: 10, depth: 1, ...common }),
      payload.find({
        collection: 'products',
        where: { and: [published, { isPopular: { equals: true } }] },
        sort: 'catalogNumber',
        limit: 8,
        depth: 0,
        ...common,
      }),
      payload.find({
        collection: 'products',
        where: { and: [published, { isHot: { equals: true } }] },
        sort: 'catalogNumber',
        limit: 8,
        depth: 0,
        ...common,
      }),
    ])
    return {
      banners: banners.docs.map((b) => ({
        id: b.id,
        title: b.title,
        subtitle: b.subtitle ?? '',
        link: b.link ?? '',
        image: mediaView(b.image),
      })),
      popular: popular.docs.map(productRow),
      hot: hot.docs.map(productRow),
    }
  },
)
