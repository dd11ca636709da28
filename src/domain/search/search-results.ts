import type { TreeNode } from '../catalog/category-tree'
import type { Ranked, SearchIndex } from './search-index'

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

/**
 * The product tab's filters: the leaf categories below the products root that have matches (tree order), and
 * the tags and species with matches (in their fixed order), each with its count.
 */
export function facetLists(
  facets: { categories: Map<number, number>; tags: Map<string, number>; species: Map<string, number> },
  productCategories: readonly TreeNode[],
  tagOrder: readonly string[],
  speciesOrder: readonly string[],
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
  const list = (m: Map<string, number>, order: readonly string[]) =>
    order.filter((v) => m.has(v)).map((value) => ({ value, count: m.get(value) ?? 0 }))
  return { categories, tags: list(facets.tags, tagOrder), species: list(facets.species, speciesOrder) }
}
