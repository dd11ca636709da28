import { z } from 'zod'
import { cached } from '../lib/cache'
import { CACHE_TAGS } from '../lib/cache-tags'
import { parseQuery } from './query'
import type { Route } from './router'
import { mediaView } from './views'

export const bannerRoutes: Route[] = [
  {
    method: 'GET',
    path: '/banner/show',
    handler: async ({ url, payload, locale }) => {
      parseQuery(url, z.object({}).strict())
      return cached(`banners:${locale}`, [CACHE_TAGS.banners, CACHE_TAGS.media], async () => {
        const { docs } = await payload.find({
          collection: 'banners',
          where: { status: { equals: 'published' } },
          sort: 'sort',
          limit: 20,
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
      })
    },
  },
]
