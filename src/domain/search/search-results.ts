import type { TreeNode } from '../catalog/category-tree'
import type { ProductFacetCounts, ProductFacetData, Ranked, SearchIndex } from './search-index'

/**
 * What one search shows, computed from one ranking per tab: the tab counts, the product tab's filters with their
 * counts, and a page of results. A results page ranks each tab once and derives everything from that.
 */

export type SearchTabKind = 'product' | 'service' | 'content'
export type TabCounts = Record<SearchTabKind, number>

export interface Paging {
  page: number
  size: number
}

/** The three tabs ranked for the keywords (products before filters). */
export interface RankedSearch {
  product: Ranked[]
  service: Ranked[]
  content: Ranked[]
}

export function rankSearch(index: SearchIndex, keywords: string): RankedSearch {
  return {
    product: index.rankProducts(keywords),
    service: index.rankArticles('service', keywords),
    content: index.rankArticles('content', keywords),
  }
}

export function tabCounts(ranked: RankedSearch): TabCounts {
  return { product: ranked.product.length, service: ranked.service.length, content: ranked.content.length }
}

/** The tab a first visit opens: the first with results, products first. */
export function defaultTab(counts: TabCounts): SearchTabKind {
  return counts.product ? 'product' : counts.service ? 'service' : 'content'
}

export function pageOf<T>(items: readonly T[], { page, size }: Paging) {
  return { items: items.slice((page - 1) * size, page * size), page, size, total: items.length }
}

export interface FacetCount<V> {
  value: V
  count: number
}

/** The stock states in the order a facet lists them (best availability first). */
export const STOCK_ORDER = ['in-stock', 'ships-in-days', 'made-to-order'] as const

/**
 * A product's stock for the stock facet (issue 20): the best of its sizes (in stock, else ships in N days, else
 * made to order), with the shortest lead time staff gave for that state; null when it has no sizes. A size
 * without a stock state is in stock (the field's default).
 */
export function productStock(
  sizes: readonly { stock?: string | null; leadTimeDays?: number | null }[],
): ProductFacetData['stock'] {
  let best: { state: string; rank: number; days: number | null } | null = null
  for (const s of sizes) {
    const state = s.stock ?? 'in-stock'
    const rank = STOCK_ORDER.indexOf(state as (typeof STOCK_ORDER)[number])
    if (rank < 0) continue
    const days = typeof s.leadTimeDays === 'number' && s.leadTimeDays > 0 ? Math.round(s.leadTimeDays) : null
    if (!best || rank < best.rank) best = { state, rank, days }
    else if (rank === best.rank && days !== null && (best.days === null || days < best.days)) best.days = days
  }
  return best && { state: best.state, days: best.state === 'in-stock' ? null : best.days }
}

/**
 * The product tab's filters: the leaf categories below the products root that have matches (tree order), and
 * the tags, species, expression systems, applications and stock states with matches (in their fixed order),
 * each with its count; `stockDays` is the longest lead time of the products that ship in days (the facet's
 * label: "ships within N days").
 */
export function facetLists(
  facets: ProductFacetCounts,
  productCategories: readonly TreeNode[],
  order: {
    tags: readonly string[]
    species: readonly string[]
    expressionSystems: readonly string[]
    applications: readonly string[]
  },
) {
  const categories: { id: number; name: string; count: number }[] = []
  const walk = (nodes: readonly TreeNode[]) => {
    for (const n of nodes) {
      const count = facets.categories.get(n.id) ?? 0
      if (n.children.length) walk(n.children)
      else if (count) categories.push({ id: n.id, name: n.name, count })
    }
  }
  walk(productCategories)
  const list = (m: Map<string, number>, values: readonly string[]) =>
    values.filter((v) => m.has(v)).map((value) => ({ value, count: m.get(value) ?? 0 }))
  return {
    categories,
    tags: list(facets.tags, order.tags),
    species: list(facets.species, order.species),
    expressionSystems: list(facets.expressionSystems, order.expressionSystems),
    applications: list(facets.applications, order.applications),
    stock: list(facets.stock, STOCK_ORDER),
    stockDays: facets.stockDays,
  }
}
