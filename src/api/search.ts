import type { Payload } from 'payload'
import { z } from 'zod'
import { SPECIES, TAGS } from '../domain/catalog'
import { hotKeywords, normalizeKeyword } from '../domain/hot-keywords'
import type { Ranked, SearchIndex } from '../domain/search/search-index'
import type { Locale } from '../i18n/routing'
import { cached } from '../lib/cache'
import { CACHE_TAGS } from '../lib/cache-tags'
import type { Article, Product } from '../payload-types'
import { searchIndex } from '../services/search/search-service'
import { idParam, pageParams, paging, parseQuery } from './query'
import type { ApiContext, Route } from './router'
import { categoryTree, findNode } from './tree-structure'
import { productSummary, relationId } from './views'

/** Keywords: trimmed; empty or whitespace gives empty results; more than 100 characters is refused. */
const keywordsParam = z
  .string()
  .max(100)
  .transform((s) => s.trim())

const productQuery = z
  .object({
    keywords: keywordsParam,
    categoryId: idParam.optional(),
    tag: z.enum(TAGS).optional(),
    species: z.enum(SPECIES).optional(),
    ...pageParams,
  })
  .strict()

const articleQuery = z.object({ keywords: keywordsParam, ...pageParams }).strict()

function page<T>(ranked: T[], q: { page?: number; size?: number }) {
  const { page: p, limit } = paging(q)
  return { slice: ranked.slice((p - 1) * limit, p * limit), page: p, size: limit, total: ranked.length }
}

async function productRows(ctx: ApiContext, ids: number[]) {
  if (!ids.length) return []
  const docs = await cached(`search-products:${ctx.locale}:${ids.join(',')}`, [CACHE_TAGS.products], async () => {
    const found = await ctx.payload.find({
      collection: 'products',
      where: { id: { in: ids } },
      locale: ctx.locale,
      depth: 0,
      limit: ids.length,
      overrideAccess: false,
    })
    return found.docs
  })
  const byId = new Map(docs.map((d) => [d.id, d]))
  return ids
    .map((id) => byId.get(id))
    .filter((p): p is Product => Boolean(p))
    .map((p) => {
      const summary = productSummary(p, ctx.showPrices, ctx.t('inquiry'))
      return {
        ...summary,
        // The spec's column names for the product tab: title = catalog number, createTime = product name,
        // price = the sizes with their prices.
        title: summary.catalogNumber,
        createTime: summary.name,
        price: summary.sizes.map((s) => `${s.size} ${s.price}`).join(' / '),
      }
    })
}

async function articleRows(payload: Payload, locale: Locale, ranked: Ranked[]) {
  const ids = ranked.map((r) => r.id)
  if (!ids.length) return []
  const [found, tree] = await Promise.all([
    payload.find({
      collection: 'articles',
      where: { id: { in: ids } },
      locale,
      depth: 0,
      limit: ids.length,
      overrideAccess: false,
    }),
    categoryTree(payload, locale),
  ])
  const byId = new Map(found.docs.map((d) => [d.id, d]))
  return ids
    .map((id) => byId.get(id))
    .filter((a): a is Article => Boolean(a))
    .map((a) => {
      const categoryId = relationId(a.category as number)
      return {
        id: a.id,
        slug: a.slug,
        title: a.title,
        summary: a.summary ?? '',
        categoryId,
        // The spec's content column: the tree node the article belongs to.
        treeName: categoryId === null ? '' : (findNode(tree, categoryId)?.name ?? ''),
        publishedAt: a.publishedAt,
      }
    })
}

function counts(index: SearchIndex, keywords: string) {
  return {
    product: index.rankProducts(keywords).length,
    service: index.rankArticles('service', keywords).length,
    content: index.rankArticles('content', keywords).length,
  }
}

export const searchRoutes: Route[] = [
  {
    // One search as the visitor made it: the exact catalog-number hit (the search bar opens that product),
    // the counts per tab; the search is logged for the hot keywords.
    method: 'GET',
    path: '/search',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(url, z.object({ keywords: keywordsParam }).strict())
      if (!q.keywords) return { keywords: '', exact: null, counts: { product: 0, service: 0, content: 0 } }
      const index = await searchIndex(payload)
      const exact = index.exactCatalogNumber(q.keywords)
      const result = {
        keywords: q.keywords,
        exact: exact ? { id: exact.id, catalogNumber: exact.catalogNumber } : null,
        counts: counts(index, q.keywords),
      }
      try {
        await payload.create({
          collection: 'search-logs',
          data: {
            keyword: q.keywords,
            normalized: normalizeKeyword(q.keywords),
            locale,
            resultCount: result.counts.product + result.counts.service + result.counts.content,
          },
          overrideAccess: true,
        })
      } catch (error) {
        console.error('[search] could not log the query', error)
      }
      return result
    },
  },
  {
    method: 'GET',
    path: '/search/count',
    handler: async ({ url, payload }) => {
      const q = parseQuery(url, z.object({ keywords: keywordsParam }).strict())
      if (!q.keywords) return { product: 0, service: 0, content: 0 }
      return counts(await searchIndex(payload), q.keywords)
    },
  },
  {
    // Product tab: ranked products, narrowed by category, protein tag and species, paged.
    method: 'GET',
    path: '/search/product',
    handler: async (ctx) => {
      const q = parseQuery(ctx.url, productQuery)
      if (!q.keywords) return { list: [], total: 0, page: 1, size: paging(q).limit }
      const index = await searchIndex(ctx.payload)
      const ranked = index.filterProducts(index.rankProducts(q.keywords), q)
      const { slice, ...meta } = page(ranked, q)
      return {
        list: await productRows(
          ctx,
          slice.map((r) => r.id),
        ),
        ...meta,
      }
    },
  },
  {
    // The filters of the product tab with their counts for these keywords.
    method: 'GET',
    path: '/search/tags',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(url, z.object({ keywords: keywordsParam }).strict())
      if (!q.keywords) return { categories: [], tags: [], species: [] }
      const index = await searchIndex(payload)
      const facets = index.facets(index.rankProducts(q.keywords))
      const tree = await categoryTree(payload, locale)
      const products = findNode(tree, 2)
      const leafCategories: { id: number; name: string; count: number }[] = []
      const walk = (nodes: typeof tree) => {
        for (const n of nodes) {
          const count = facets.categories.get(n.id) ?? 0
          if (n.children.length) walk(n.children)
          else if (count) leafCategories.push({ id: n.id, name: n.name, count })
        }
      }
      walk(products?.children ?? [])
      const list = (m: Map<string, number>, order: readonly string[]) =>
        order.filter((v) => m.has(v)).map((value) => ({ value, count: m.get(value) ?? 0 }))
      return { categories: leafCategories, tags: list(facets.tags, TAGS), species: list(facets.species, SPECIES) }
    },
  },
  {
    method: 'GET',
    path: '/search/serve',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(url, articleQuery)
      if (!q.keywords) return { list: [], total: 0, page: 1, size: paging(q).limit }
      const { slice, ...meta } = page((await searchIndex(payload)).rankArticles('service', q.keywords), q)
      return { list: await articleRows(payload, locale, slice), ...meta }
    },
  },
  {
    method: 'GET',
    path: '/search/content',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(url, articleQuery)
      if (!q.keywords) return { list: [], total: 0, page: 1, size: paging(q).limit }
      const { slice, ...meta } = page((await searchIndex(payload)).rankArticles('content', q.keywords), q)
      return { list: await articleRows(payload, locale, slice), ...meta }
    },
  },
  {
    // Hot keywords: pinned first, then the most searched of the last 30 days (hidden ones left out).
    method: 'GET',
    path: '/search/rank',
    handler: async ({ url, payload }) => {
      const q = parseQuery(
        url,
        z
          .object({
            number: z
              .string()
              .regex(/^[1-9]\d?$/)
              .transform(Number)
              .refine((n) => n <= 20)
              .optional(),
          })
          .strict(),
      )
      const count = q.number ?? 5
      return cached(`hot-keywords:${count}`, [CACHE_TAGS.hotKeywords], () => hotKeywords(payload, count))
    },
  },
]
