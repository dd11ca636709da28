import type { Payload } from 'payload'
import type { Locale } from '../../i18n/routing'
import { CACHE_TAGS } from '../cache-tags'
import { type MediaView, mediaView } from './doc-views'
import { readModel } from './read-model'

/** The banners read model: the home page's carousel and GET /api/v1/banner/show. */
export interface BannerItem {
  id: number
  title: string
  subtitle: string
  link: string
  image: MediaView | null
}

/** Published banners in staff order, at most `limit`. */
export const banners = readModel(
  'banners:list',
  [CACHE_TAGS.banners, CACHE_TAGS.media],
  async (payload: Payload, locale: Locale, limit: number): Promise<BannerItem[]> => {
    const { docs } = await payload.find({
      collection: 'banners',
      where: { status: { equals: 'published' } },
      sort: 'sort',
      limit,
      depth: 1,
      locale,
      overrideAccess: false,
    })
    return docs.map((b) => ({
      id: b.id,
      title: b.title,
      subtitle: b.subtitle ?? '',
      link: b.link ?? '',
      image: mediaView(b.image),
    }))
  },
)
