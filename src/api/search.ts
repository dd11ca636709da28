import { z } from 'zod'
import { SPECIES, TAGS } from '../domain/catalog'
import { hotKeywords } from '../domain/hot-keywords'
import { cached } from '../lib/cache'
import { CACHE_TAGS } from '../lib/cache-tags'
import {
  logSearch,
  type SearchContext,
  searchArticles,
  searchFacets,
  searchProducts,
  tabCounts,
} from '../services/search/search-queries'
import { searchIndex } from '../services/search/search-service'
import { idParam, pageParams, paging, parseQuery } from './query'
import type { ApiContext, Route } from './router'

/** Keywords: trimmed; empty or whitespace gives empty results; more than 100 characters is refused. */
const keywordsParam = z
  .string()
  .max(100)
  .transform((s) => s.trim())

const keywordsOnly = z.object({ keywords: keywordsParam }).strict()
const articleQuery = z.object({ keywords: keywordsParam, ...pageParams }).strict()
const productQuery = z
  .object({
    keywords: keywordsParam,
    categoryId: idParam.optional(),
    tag: z.enum(TAGS).optional(),
    species: z.enum(SPECIES).optional(),
    ...pageParams,
  })
  .strict()

function searchContext(ctx: ApiContext): SearchContext {
  return { payload: ctx.payload, locale: ctx.locale, showPrices: ctx.showPrices, inquiryWord: ctx.t('inquiry') }
}

function pagingOf(q: { page?: number; size?: number }) {
  const { page, limit } = paging(q)
  return { page, size: limit }
}

const noResults = (q: { page?: number; size?: number }) => ({ list: [], total: 0, page: 1, size: pagingOf(q).size })

function articleRoute(path: string, kind: 'service' | 'content'): Route {
  return {
    method: 'GET',
    path,
    handler: async (ctx) => {
      const q = parseQuery(ctx.url, articleQuery)
      if (!q.keywords) return noResults(q)
      return searchArticles(searchContext(ctx), kind, q.keywords, pagingOf(q))
    },
  }
}

export const searchRoutes: Route[] = [
  {
    // One search as the visitor made it: the exact catalog-number hit (the search bar opens that product) and
    // the counts per tab; the search is logged for the hot keywords.
    method: 'GET',
    path: '/search',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(url, keywordsOnly)
      if (!q.keywords) return { keywords: '', exact: null, counts: { product: 0, service: 0, content: 0 } }
      const index = await searchIndex(payload)
      const exact = index.exactCatalogNumber(q.keywords)
      const counts = tabCounts(index, q.keywords)
      await logSearch(payload, q.keywords, locale, counts.product + counts.service + counts.content)
      return {
        keywords: q.keywords,
        exact: exact ? { id: exact.id, catalogNumber: exact.catalogNumber } : null,
        counts,
      }
    },
  },
  {
    method: 'GET',
    path: '/search/count',
    handler: async ({ url, payload }) => {
      const q = parseQuery(url, keywordsOnly)
      if (!q.keywords) return { product: 0, service: 0, content: 0 }
      return tabCounts(await searchIndex(payload), q.keywords)
    },
  },
  {
    // Product tab: ranked products, narrowed by category, protein tag and species, paged.
    method: 'GET',
    path: '/search/product',
    handler: async (ctx) => {
      const q = parseQuery(ctx.url, productQuery)
      if (!q.keywords) return noResults(q)
      return searchProducts(searchContext(ctx), q.keywords, q, pagingOf(q))
    },
  },
  {
    // The filters of the product tab with their counts for these keywords.
    method: 'GET',
    path: '/search/tags',
    handler: async (ctx) => {
      const q = parseQuery(ctx.url, keywordsOnly)
      if (!q.keywords) return { categories: [], tags: [], species: [] }
      return searchFacets(searchContext(ctx), q.keywords)
    },
  },
  articleRoute('/search/serve', 'service'),
  articleRoute('/search/content', 'content'),
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
