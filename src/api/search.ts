import { z } from 'zod'
import { APPLICATIONS, EXPRESSION_SYSTEMS, SPECIES, STOCK_STATES, TAGS } from '../domain/catalog/catalog'
import { cached } from '../lib/cache'
import { CACHE_TAGS } from '../lib/cache-tags'
import { curatedHotKeywords } from '../lib/data/hot-keywords'
import {
  type SearchContext,
  searchArticles,
  searchCounts,
  searchFacets,
  searchProducts,
  searchSummary,
} from '../lib/data/search'
import { logSearch } from '../server/search/log-search'
import type { ApiContext, Route } from './handler-types'
import { countParam, idParam, pageParams, paging, parseQuery } from './query'

/** Keywords: trimmed; empty or whitespace gives empty results; more than 100 characters is refused. */
const keywordsParam = z
  .string()
  .max(100)
  .transform((s) => s.trim())

const keywordsOnly = z.object({ keywords: keywordsParam }).strict()
const articleQuery = z.object({ keywords: keywordsParam, ...pageParams }).strict()
/** The product tab's filters (issue 20): an unknown value is a 400 naming the parameter. */
const filterParams = {
  categoryId: idParam.optional(),
  tag: z.enum(TAGS).optional(),
  species: z.enum(SPECIES).optional(),
  expressionSystem: z.enum(EXPRESSION_SYSTEMS).optional(),
  application: z.enum(APPLICATIONS).optional(),
  stock: z.enum(STOCK_STATES).optional(),
}
const productQuery = z.object({ keywords: keywordsParam, ...filterParams, ...pageParams }).strict()
const facetQuery = z.object({ keywords: keywordsParam, ...filterParams }).strict()

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
    handler: async (ctx) => {
      const { url, payload, locale } = ctx
      const q = parseQuery(url, keywordsOnly)
      if (!q.keywords) return { keywords: '', exact: null, counts: { product: 0, service: 0, content: 0 } }
      const { exact, counts } = await searchSummary(payload, q.keywords)
      logSearch(payload, q.keywords, locale, counts.product + counts.service + counts.content, ctx.request.headers)
      return { keywords: q.keywords, exact, counts }
    },
  },
  {
    method: 'GET',
    path: '/search/count',
    handler: async ({ url, payload }) => {
      const q = parseQuery(url, keywordsOnly)
      if (!q.keywords) return { product: 0, service: 0, content: 0 }
      return searchCounts(payload, q.keywords)
    },
  },
  {
    // Product tab: ranked products, narrowed by category, protein tag, species, expression system, application
    // and stock, paged.
    method: 'GET',
    path: '/search/product',
    handler: async (ctx) => {
      const q = parseQuery(ctx.url, productQuery)
      if (!q.keywords) return noResults(q)
      return searchProducts(searchContext(ctx), q.keywords, q, pagingOf(q))
    },
  },
  {
    // The filters of the product tab with their counts for these keywords; with filters, each facet is counted
    // with the other facets' filters applied.
    method: 'GET',
    path: '/search/tags',
    handler: async (ctx) => {
      const q = parseQuery(ctx.url, facetQuery)
      if (!q.keywords)
        return {
          categories: [],
          tags: [],
          species: [],
          expressionSystems: [],
          applications: [],
          stock: [],
          stockDays: null,
        }
      return searchFacets(searchContext(ctx), q.keywords, q)
    },
  },
  articleRoute('/search/serve', 'service'),
  articleRoute('/search/content', 'content'),
  {
    // Hot keywords: the staff-curated list of the request's language, in staff order (never raw visitor input).
    method: 'GET',
    path: '/search/rank',
    handler: async ({ url, payload, locale }) => {
      const q = parseQuery(url, z.object({ number: countParam(20) }).strict())
      const count = q.number ?? 5
      return cached(`hot-keywords:${locale}:${count}`, [CACHE_TAGS.hotKeywords], () =>
        curatedHotKeywords(payload, locale, count),
      )
    },
  },
]
