import type { Payload } from 'payload'
import { SPECIES, TAGS } from '../../domain/catalog/catalog'
import { findNode } from '../../domain/catalog/category-tree'
import type { ProductFilters, Ranked, SearchIndex } from '../../domain/search/search-index'
import {
  defaultTab,
  facetLists,
  type Paging,
  pageOf,
  type RankedSearch,
  rankSearch,
  type SearchTabKind,
  type TabCounts,
  tabCounts,
} from '../../domain/search/search-results'
import type { Locale } from '../../i18n/routing'
import type { Article } from '../../payload-types'
import { type StoredProduct, searchCatalog, searchIndex } from '../../services/search/search-service'
import { PRODUCTS_ROOT_ID, sizesView } from './catalog'
import { categoryTree } from './categories'
import { relationId } from './doc-views'

/**
 * The search read model: the /search page and GET /api/v1/search* answer from here. The in-process index
 * (src/services/search) ranks; the rules of what a search shows are src/domain/search; this joins them with the
 * rows a result shows. A results page ranks each tab once (searchPage).
 */

/** What every search query needs to know about the request. */
export interface SearchContext {
  payload: Payload
  locale: Locale
  showPrices: boolean
  /** The inquiry word of the request's language (shown instead of hidden prices). */
  inquiryWord: string
}

function productRow(ctx: SearchContext, p: StoredProduct) {
  const sizes = sizesView(p.sizes, ctx.showPrices, ctx.inquiryWord)
  const name = ctx.locale === 'en' ? p.name.en : p.name.cn
  return {
    id: p.id,
    catalogNumber: p.catalogNumber,
    name,
    categoryId: p.categoryId,
    species: p.species,
    tag: p.tag,
    isNew: p.isNew,
    isHot: p.isHot,
    sizes,
    // The spec's column names for the product tab: title = catalog number, createTime = product name,
    // price = the sizes with their prices.
    title: p.catalogNumber,
    createTime: name,
    price: sizes.map((s) => `${s.size} ${s.price}`).join(' / '),
  }
}

export type ProductRow = ReturnType<typeof productRow>

/** The counts per tab for the keywords (GET /search/count). */
export async function searchCounts(payload: Payload, keywords: string): Promise<TabCounts> {
  return tabCounts(rankSearch(await searchIndex(payload), keywords))
}

/** One search as the visitor made it: the exact catalog-number hit and the counts (GET /search). */
export async function searchSummary(payload: Payload, keywords: string) {
  const index = await searchIndex(payload)
  const exact = index.exactCatalogNumber(keywords)
  return {
    exact: exact ? { id: exact.id, catalogNumber: exact.catalogNumber } : null,
    counts: tabCounts(rankSearch(index, keywords)),
  }
}

async function productPage(ctx: SearchContext, ranked: Ranked[], filters: ProductFilters, paging: Paging) {
  const { index, products } = await searchCatalog(ctx.payload)
  const { items, ...meta } = pageOf(index.filterProducts(ranked, filters), paging)
  const list = items.map((r) => products.get(r.id)).filter((p): p is StoredProduct => Boolean(p))
  return { list: list.map((p) => productRow(ctx, p)), ...meta }
}

/** The product tab: ranked products narrowed by the filters, one page (GET /search/product). */
export async function searchProducts(ctx: SearchContext, keywords: string, filters: ProductFilters, paging: Paging) {
  const index = await searchIndex(ctx.payload)
  return productPage(ctx, index.rankProducts(keywords), filters, paging)
}

async function articleRows(ctx: SearchContext, ranked: Ranked[]) {
  const ids = ranked.map((r) => r.id)
  if (!ids.length) return []
  const [found, tree] = await Promise.all([
    ctx.payload.find({
      collection: 'articles',
      where: { id: { in: ids } },
      locale: ctx.locale,
      depth: 0,
      limit: ids.length,
      overrideAccess: false,
    }),
    categoryTree(ctx.payload, ctx.locale),
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

export type ArticleRow = Awaited<ReturnType<typeof articleRows>>[number]

async function articlePage(ctx: SearchContext, ranked: Ranked[], paging: Paging) {
  const { items, ...meta } = pageOf(ranked, paging)
  return { list: await articleRows(ctx, items), ...meta }
}

/** The service or content tab, one page (GET /search/serve, /search/content). */
export async function searchArticles(
  ctx: SearchContext,
  kind: 'service' | 'content',
  keywords: string,
  paging: Paging,
) {
  const index = await searchIndex(ctx.payload)
  return articlePage(ctx, index.rankArticles(kind, keywords), paging)
}

async function facetsOf(ctx: SearchContext, index: SearchIndex, ranked: Ranked[]) {
  const tree = await categoryTree(ctx.payload, ctx.locale)
  return facetLists(index.facets(ranked), findNode(tree, PRODUCTS_ROOT_ID)?.children ?? [], TAGS, SPECIES)
}

/** The product tab's filters with their counts: leaf product categories, tags and species (GET /search/tags). */
export async function searchFacets(ctx: SearchContext, keywords: string) {
  const index = await searchIndex(ctx.payload)
  return facetsOf(ctx, index, index.rankProducts(keywords))
}

export type SearchFacets = Awaited<ReturnType<typeof searchFacets>>

export interface SearchPageQuery extends ProductFilters {
  keywords: string
  tab?: SearchTabKind
  page: number
}

/**
 * Everything the /search results page shows, from one ranking of each tab: the counts, the exact catalog-number
 * hit, the open tab (the asked one, else the first with results) and its page, with the filters for products.
 */
export async function searchPage(ctx: SearchContext, query: SearchPageQuery, size: number) {
  const { index } = await searchCatalog(ctx.payload)
  const ranked: RankedSearch = rankSearch(index, query.keywords)
  const counts = tabCounts(ranked)
  const exact = index.exactCatalogNumber(query.keywords)
  const tab = query.tab ?? defaultTab(counts)
  const paging = { page: query.page, size }
  if (tab === 'product') {
    const [facets, result] = await Promise.all([
      facetsOf(ctx, index, ranked.product),
      productPage(ctx, ranked.product, query, paging),
    ])
    return { counts, exact, tab, paging, product: { facets, result } } as const
  }
  return { counts, exact, tab, paging, articles: await articlePage(ctx, ranked[tab], paging) } as const
}
