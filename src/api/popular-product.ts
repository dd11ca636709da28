import { z } from 'zod'
import { productListing } from '../lib/data/catalog'
import type { Route } from './handler-types'
import { countParam, parseQuery } from './query'
import { productSummary } from './views'

export const popularProductRoutes: Route[] = [
  {
    method: 'GET',
    path: '/popular_product',
    handler: async ({ url, payload, locale, showPrices, t }) => {
      const q = parseQuery(url, z.object({ size: countParam(50) }).strict())
      const size = q.size ?? 12
      const found = await productListing.read(payload, locale, { categoryIds: null, isPopular: true }, 1, size)
      return found.list.map((p) => productSummary(p, showPrices, t('inquiry')))
    },
  },
]
