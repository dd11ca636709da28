import type { Where } from 'payload'
import { z } from 'zod'
import { cached } from '../lib/cache'
import { CACHE_TAGS } from '../lib/cache-tags'
import type { Category, Product } from '../payload-types'
import { ApiError } from './envelope'
import { idParam, pageParams, paging, parseQuery } from './query'
import type { Route } from './router'
import { categoryTree, descendantIds, findNode } from './tree-structure'
import { mediaView, productSummary, relationId, sizesView } from './views'

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
      const where: Where[] = [{ status: { equals: 'published' } }]
      if (q.pid !== undefined) {
        const node = findNode(await categoryTree(payload, locale), q.pid)
        if (!node) throw new ApiError('E0404')
        where.push({ category: { in: descendantIds(node) } })
      }
      if (q.isNew) where.push({ isNew: { equals: q.isNew === 'true' } })
      if (q.isHot) where.push({ isHot: { equals: q.isHot === 'true' } })
      const { page, limit } = paging(q)
      const found = await cached(
        `products:${locale}:${JSON.stringify(where)}:${page}:${limit}`,
        [CACHE_TAGS.products, CACHE_TAGS.categories],
        () =>
          payload.find({
            collection: 'products',
            where: { and: where },
            sort: 'catalogNumber',
            page,
            limit,
            depth: 0,
            locale,
            overrideAccess: false,
          }),
      )
      return {
        list: found.docs.map((p) => productSummary(p, showPrices, t('inquiry'))),
        total: found.totalDocs,
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
      const where: Where =
        q.id !== undefined ? { id: { equals: q.id } } : { catalogNumber: { equals: q.catalogNumber } }
      const { docs } = await cached(
        `product:${locale}:${JSON.stringify(where)}`,
        [CACHE_TAGS.products, CACHE_TAGS.categories, CACHE_TAGS.media],
        () =>
          payload.find({
            collection: 'products',
            where,
            limit: 1,
            depth: 1,
            locale,
            overrideAccess: false,
          }),
      )
      const p = docs[0] as Product | undefined
      if (!p) throw new ApiError('E0404')
      const category = p.category as Category
      return {
        ...productSummary(p, showPrices, t('inquiry')),
        categoryId: relationId(category),
        categoryName: typeof category === 'object' ? category.name : null,
        synonyms: (p.synonyms ?? '')
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean),
        expressionSystem: p.expressionSystem ?? null,
        accession: p.accession ?? '',
        molecularWeight: p.molecularWeight ?? '',
        purity: p.purity ?? '',
        endotoxin: p.endotoxin ?? '',
        formulation: p.formulation ?? '',
        storage: p.storage ?? '',
        description: p.description ?? '',
        troubleshooting: p.troubleshooting ?? '',
        image: mediaView(p.image),
        sizes: sizesView(p.sizes, showPrices, t('inquiry')),
        related: (p.related ?? [])
          .filter((r): r is Product => typeof r === 'object' && r !== null && r.status === 'published')
          .map((r) => ({ id: r.id, catalogNumber: r.catalogNumber, name: r.name })),
      }
    },
  },
]
