import type { Locale } from '../../i18n/routing'
import { CACHE_TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { type BannerItem, banners } from './banners'
import { type ProductRow, productListing, productRow } from './catalog'
import { pageData } from './loader'

export type HomeBanner = BannerItem

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
    const all = { categoryIds: null }
    const [shown, popular, hot] = await Promise.all([
      banners.read(payload, locale, 10),
      productListing.read(payload, locale, { ...all, isPopular: true }, 1, 8),
      productListing.read(payload, locale, { ...all, isHot: true }, 1, 8),
    ])
    return { banners: shown, popular: popular.list.map(productRow), hot: hot.list.map(productRow) }
  },
)
