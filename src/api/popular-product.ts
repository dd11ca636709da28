import { z } from 'zod'
import { cached } from '../lib/cache'
import { CACHE_TAGS } from '../lib/cache-tags'
import { parseQuery } from './query'
import type { Route } from './router'
import { productSummary } from './views'

export const popularProductRoutes: Route[] = [
  {
    method: 'GET',
    path: '/popular_product',
    handler: async ({ url, payload, locale, showPrices, t }) => {
      const q = parseQuery(
        url,
        z
          .object({
            size: z
              .string()
              .regex(/^[1-9]\d?$/)
              .transform(Number)
              .refine((n) => n <= 50)
              .optional(),
          })
          .strict(),
      )
      const size = q.size ?? 12
      const docs = await cached(`popular:${locale}:${size}`, [CACHE_TAGS.products], async () => {
        const found = await payload.find({
          collection: 'products',
          where: { and: [{ status: { equals: 'published' } }, { isPopular: { equals: true } }] },
          sort: 'catalogNumber',
          limit: size,
          depth: 0,
          locale,
          overrideAccess: false,
        })
        return found.docs
      })
      return docs.map((p) => productSummary(p, showPrices, t('inquiry')))
    },
  },
]
