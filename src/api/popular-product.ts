import { z } from 'zod'
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
      const { docs } = await payload.find({
        collection: 'products',
        where: { and: [{ status: { equals: 'published' } }, { isPopular: { equals: true } }] },
        sort: 'catalogNumber',
        limit: q.size ?? 12,
        depth: 0,
        locale,
        overrideAccess: false,
      })
      return docs.map((p) => productSummary(p, showPrices, t('inquiry')))
    },
  },
]
