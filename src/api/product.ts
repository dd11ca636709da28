import { z } from 'zod'
import { type ProductFilter, productDetailModel, productListing } from '../lib/data/catalog'
import { categorySubtree } from '../lib/data/categories'
import { ApiError } from './envelope'
import type { Route } from './handler-types'
import { idParam, pageParams, paging, parseQuery } from './query'
import { productDetailView, productSummary } from './views'

const catalogNumberParam = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,39}$/)

export const productRoutes: Route[] = [
  {
    // Products of a category and its sub-categories (spec: GET /product?pid=), newest-first flags optional.
    method: 'GET',
    path: '/product',
    handler: async ({ url, payload, locale, showPrices, t }) => {
      const q = parseQuery(
        url,
        z
          .object({
            pid: idParam.optional(),
            isNew: z.enum(['true', 'false']).optional(),
            isHot: z.enum(['true', 'false']).optional(),
            ...pageParams,
          })
          .strict(),
      )
      const filter: ProductFilter = { categoryIds: null }
      if (q.pid !== undefined) {
        filter.categoryIds = await categorySubtree(payload, locale, q.pid)
        if (!filter.categoryIds) throw new ApiError('E0404')
      }
      if (q.isNew) filter.isNew = q.isNew === 'true'
      if (q.isHot) filter.isHot = q.isHot === 'true'
      const { page, limit } = paging(q)
      const found = await productListing.read(payload, locale, filter, page, limit)
      return {
        list: found.list.map((p) => productSummary(p, showPrices, t('inquiry'))),
        total: found.total,
        page,
        size: limit,
      }
    },
  },
  {
    // One product with its datasheet, by id or catalog number (the product-detail page).
    method: 'GET',
    path: '/product/detail',
    handler: async ({ url, payload, locale, showPrices, t }) => {
      const q = parseQuery(
        url,
        z.object({ id: idParam.optional(), catalogNumber: catalogNumberParam.optional() }).strict(),
      )
      if (q.id === undefined && q.catalogNumber === undefined)
        throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'id' } })
      const key = q.id !== undefined ? { id: q.id } : { catalogNumber: q.catalogNumber as string }
      const detail = await productDetailModel.read(payload, locale, key)
      if (!detail) throw new ApiError('E0404')
      return productDetailView(detail, showPrices, t('inquiry'))
    },
  },
]
