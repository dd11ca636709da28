import { z } from 'zod'
import { APPLICATIONS, EXPRESSION_SYSTEMS, SPECIES, TAGS } from '../domain/catalog/catalog'
import { LIST_SORTS, type ListQuery } from '../domain/catalog/list-query'
import { type ProductFilter, productDetailModel, productListing, productSet } from '../lib/data/catalog'
import { categorySubtree } from '../lib/data/categories'
import { currentLot, todayInChina } from '../lib/data/lots'
import { ApiError } from './envelope'
import type { Route } from './handler-types'
import { idParam, pageParams, paging, parseQuery } from './query'
import { productDetailView, productSummary } from './views'

const catalogNumberParam = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,39}$/)

/** Most products one `ids` request may ask for (a list page's visible rows). */
const MAX_IDS = 100

/** `ids=1,2,3`: distinct product ids, 1 to MAX_IDS of them. */
const idsParam = z
  .string()
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/)
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((ids) => ids.length <= MAX_IDS && ids.every((n) => n <= 2_147_483_647))

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
            // Issue 19: the list pages' filters and sort, and the visible rows' prices in one call (`ids`).
            species: z.enum(SPECIES).optional(),
            tag: z.enum(TAGS).optional(),
            expression: z.enum(EXPRESSION_SYSTEMS).optional(),
            application: z.enum(APPLICATIONS).optional(),
            sort: z.enum(LIST_SORTS).optional(),
            ids: idsParam.optional(),
            ...pageParams,
          })
          .strict(),
      )
      if (q.ids !== undefined) {
        // Those published products (unknown or unpublished ids left out), in the order asked, one page.
        const byId = new Map((await productSet.read(payload, locale, { categoryIds: null })).map((p) => [p.id, p]))
        const list = q.ids.map((id) => byId.get(id)).filter((p) => p !== undefined)
        return {
          list: list.map((p) => productSummary(p, showPrices, t('inquiry'))),
          total: list.length,
          page: 1,
          size: MAX_IDS,
        }
      }
      const query: ListQuery = {}
      for (const key of ['species', 'tag', 'expression', 'application', 'sort'] as const)
        if (q[key] !== undefined) Object.assign(query, { [key]: q[key] })
      const filter: ProductFilter = { categoryIds: null }
      if (q.pid !== undefined) {
        filter.categoryIds = await categorySubtree(payload, locale, q.pid)
        if (!filter.categoryIds) throw new ApiError('E0404')
      }
      if (q.isNew) filter.isNew = q.isNew === 'true'
      if (q.isHot) filter.isHot = q.isHot === 'true'
      const { page, limit } = paging(q)
      const filtered = Object.keys(query).length > 0
      const found = await productListing.read(payload, locale, filter, page, limit, filtered ? query : undefined)
      return {
        list: found.list.map((p) => productSummary(p, showPrices, t('inquiry'))),
        total: found.total,
        page,
        size: limit,
        ...(found.facets ? { facets: found.facets } : {}),
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
      const lot = await currentLot.read(payload, locale, detail.id, todayInChina())
      return productDetailView(detail, showPrices, t('inquiry'), lot)
    },
  },
]
