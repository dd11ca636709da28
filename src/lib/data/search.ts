import type { Payload } from 'payload'
import { APPLICATIONS, EXPRESSION_SYSTEMS, SPECIES, TAGS } from '../../domain/catalog/catalog'
import { findNode, type TreeNode } from '../../domain/catalog/category-tree'
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
import { cached } from '../cache'
import { CACHE_TAGS } from '../cache-tags'
import { listImages, PRODUCTS_ROOT_ID, sizesView } from './catalog'
import { categoryTree } from './categories'
import { type MediaView, relationId } from './doc-views'

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

function productRow(ctx: SearchContext, p: StoredProduct, image: MediaView | null = null) {
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
    /** The product's first image (issue 19). */
    image,
    // The spec's column names for the product tab: title = catalog number, createTime = product name,
    // price = the sizes with their prices.
    title: p.catalogNumber,
    createTime: name,
    price: sizes.map((s) => `${s.size} ${s.price}`).join(' / '),
  }
}

export type ProductRow = ReturnType<typeof productRow>

/**
 * The rankings of the keywords searched lately, per index: ranking every product and article for the same words
 * on every request was most of the search's own work (the results page renders per request: prices follow the
 * visitor). An index is rebuilt after any change to products, categories or articles (searchCatalog), and its
 * rankings go with it (WeakMap). At most RANKINGS_MAX keywords and RANKED_ITEMS_MAX ranked results per index (a
 * few MB), the oldest forgotten first. Nothing downstream changes a ranking (filters and pages make new arrays).
 */
const RANKINGS_MAX = 500
const RANKED_ITEMS_MAX = 200_000
const rankings = new WeakMap<SearchIndex, { byKeywords: Map<string, RankedSearch>; items: number }>()

const itemsOf = (r: RankedSearch) => r.product.length + r.service.length + r.content.length

function rankedFor(index: SearchIndex, keywords: string): RankedSearch {
  let kept = rankings.get(index)
  if (!kept) {
    kept = { byKeywords: new Map(), items: 0 }
    rankings.set(index, kept)
  }
  const known = kept.byKeywords.get(keywords)
  if (known) return known
  const ranked = rankSearch(index, keywords)
  kept.byKeywords.set(keywords, ranked)
  kept.items += itemsOf(ranked)
  for (const [oldest, value] of kept.byKeywords) {
    if (kept.byKeywords.size <= RANKINGS_MAX && kept.items <= RANKED_ITEMS_MAX) break
    if (oldest === keywords) break
    kept.byKeywords.delete(oldest)
    kept.items -= itemsOf(value)
  }
  return ranked
}

/** The counts per tab for the keywords (GET /search/count). */
export async function searchCounts(payload: Payload, keywords: string): Promise<TabCounts> {
  return tabCounts(rankedFor(await searchIndex(payload), keywords))
}

/** One search as the visitor made it: the exact catalog-number hit and the counts (GET /search). */
export async function searchSummary(payload: Payload, keywords: string) {
  const index = await searchIndex(payload)
  const exact = index.exactCatalogNumber(keywords)
  return {
    exact: exact ? { id: exact.id, catalogNumber: exact.catalogNumber } : null,
    counts: tabCounts(rankedFor(index, keywords)),
  }
}

/**
 * The images of one page of result rows: one read of those few media (cached per page by the media tag), so a
 * search never waits for a list of the whole catalogue (at 10,000 products that list took 19–37 s to reload
 * after an edit).
 */
function rowImages(ctx: SearchContext, ids: number[]): Promise<Map<number, MediaView>> {
  const key = [...new Set(ids)].sort((a, b) => a - b)
  return cached(`search:images:${ctx.locale}:${key.join(',')}`, [CACHE_TAGS.media], () =>
    listImages(ctx.payload, ctx.locale, key),
  )
}

async function productPage(ctx: SearchContext, ranked: Ranked[], filters: ProductFilters, paging: Paging) {
  const { index, products } = await searchCatalog(ctx.payload)
  const { items, ...meta } = pageOf(index.filterProducts(ranked, filters, products), paging)
  const list = items.map((r) => products.get(r.id)).filter((p): p is StoredProduct => Boolean(p))
  const images = await rowImages(
    ctx,
    list.flatMap((p) => (p.imageId === null ? [] : [p.imageId])),
  )
  return {
    list: list.map((p) => productRow(ctx, p, p.imageId === null ? null : (images.get(p.imageId) ?? null))),
    ...meta,
  }
}

/** The product tab: ranked products narrowed by the filters, one page (GET /search/product). */
export async function searchProducts(ctx: SearchContext, keywords: string, filters: ProductFilters, paging: Paging) {
  const index = await searchIndex(ctx.payload)
  return productPage(ctx, rankedFor(index, keywords).product, filters, paging)
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
  return articlePage(ctx, rankedFor(index, keywords)[kind], paging)
}

type Facets = ReturnType<typeof facetLists>

const FACET_ORDER = {
  tags: TAGS,
  species: SPECIES,
  expressionSystems: EXPRESSION_SYSTEMS,
  applications: APPLICATIONS,
} as const

/** The filters that narrow the product tab, as a stable key (the same filters give the same key). */
function filtersKey(f: ProductFilters): string {
  return [
    f.categoryId ?? '',
    f.tag ?? '',
    f.species ?? '',
    f.expressionSystem ?? '',
    f.application ?? '',
    f.stock ?? '',
  ].join('|')
}

const FACETS_PER_RANKING = 32

/**
 * The facets of a ranking (kept with rankedFor's rankings) per category tree (one per language and version),
 * for the last few filter combinations. Each facet's counts apply the other facets' filters (SearchIndex.facets).
 */
const facetsByRanking = new WeakMap<Ranked[], WeakMap<TreeNode[], Map<string, Facets>>>()

async function facetsOf(ctx: SearchContext, ranked: Ranked[], filters: ProductFilters) {
  const [{ index, products }, tree] = await Promise.all([
    searchCatalog(ctx.payload),
    categoryTree(ctx.payload, ctx.locale),
  ])
  let byTree = facetsByRanking.get(ranked)
  if (!byTree) {
    byTree = new WeakMap()
    facetsByRanking.set(ranked, byTree)
  }
  let byFilters = byTree.get(tree)
  if (!byFilters) {
    byFilters = new Map()
    byTree.set(tree, byFilters)
  }
  const key = filtersKey(filters)
  const known = byFilters.get(key)
  if (known) return known
  const facets = facetLists(
    index.facets(ranked, filters, products),
    findNode(tree, PRODUCTS_ROOT_ID)?.children ?? [],
    FACET_ORDER,
  )
  if (byFilters.size >= FACETS_PER_RANKING) byFilters.delete(byFilters.keys().next().value as string)
  byFilters.set(key, facets)
  return facets
}

/**
 * The product tab's filters with their counts (GET /search/tags): leaf product categories, tags, species,
 * expression systems, applications and stock, each facet counted with the other facets' filters applied.
 */
export async function searchFacets(ctx: SearchContext, keywords: string, filters: ProductFilters = {}) {
  const index = await searchIndex(ctx.payload)
  return facetsOf(ctx, rankedFor(index, keywords).product, filters)
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
  const ranked: RankedSearch = rankedFor(index, query.keywords)
  const counts = tabCounts(ranked)
  const exact = index.exactCatalogNumber(query.keywords)
  const tab = query.tab ?? defaultTab(counts)
  const paging = { page: query.page, size }
  if (tab === 'product') {
    const [facets, result] = await Promise.all([
      facetsOf(ctx, ranked.product, query),
      productPage(ctx, ranked.product, query, paging),
    ])
    return { counts, exact, tab, paging, product: { facets, result } } as const
  }
  return { counts, exact, tab, paging, articles: await articlePage(ctx, ranked[tab], paging) } as const
}

/**
 * Did you mean (issue 20, /search-not-found): the products whose catalog number, name or alias is closest to
 * keywords that found nothing, with their names in the request's language.
 */
export async function searchDidYouMean(payload: Payload, locale: Locale, keywords: string, limit = 5) {
  const { index, products } = await searchCatalog(payload)
  return index
    .closestProducts(keywords, limit)
    .map((r) => products.get(r.id))
    .filter((p): p is StoredProduct => Boolean(p))
    .map((p) => ({ id: p.id, catalogNumber: p.catalogNumber, name: locale === 'en' ? p.name.en : p.name.cn }))
}

export type DidYouMeanRow = Awaited<ReturnType<typeof searchDidYouMean>>[number]
