import { z } from 'zod'
import { APPLICATIONS, EXPRESSION_SYSTEMS, SPECIES, TAGS } from './catalog'
import { naturalCompare } from './natural-sort'

/**
 * Filters and sort of the catalogue lists (issue 19), as the URL carries them:
 *   /product-list?id=21&species=human&tag=his&expression=hek293&application=elisa&sort=name&page=2
 * One value per filter; values outside the vocabulary are ignored (the list shows unfiltered), never an error.
 */

export const LIST_SORTS = ['catalogNumber', 'name', 'newest'] as const
export type ListSort = (typeof LIST_SORTS)[number]
export const DEFAULT_SORT: ListSort = 'catalogNumber'

export const LIST_FACETS = ['species', 'tag', 'expression', 'application'] as const
export type ListFacet = (typeof LIST_FACETS)[number]

export const FACET_VALUES: Record<ListFacet, readonly string[]> = {
  species: SPECIES,
  tag: TAGS,
  expression: EXPRESSION_SYSTEMS,
  application: APPLICATIONS,
}

/** The URL's filters and sort, checked: each key optional (absent or invalid: no filter, default sort). */
export const listQuerySchema = z.object({
  species: z.enum(SPECIES).optional().catch(undefined),
  tag: z.enum(TAGS).optional().catch(undefined),
  expression: z.enum(EXPRESSION_SYSTEMS).optional().catch(undefined),
  application: z.enum(APPLICATIONS).optional().catch(undefined),
  sort: z.enum(LIST_SORTS).optional().catch(undefined),
})
export type ListQuery = z.infer<typeof listQuerySchema>

/** The keys a list URL may carry besides id and page. */
export const LIST_QUERY_KEYS: readonly string[] = [...LIST_FACETS, 'sort']

type RawQuery = Record<string, string | string[] | undefined>

/** The filters and sort of a URL's query; repeated, unknown or invalid values are dropped. */
export function parseListQuery(raw: RawQuery): ListQuery {
  const single: Record<string, string> = {}
  for (const key of LIST_QUERY_KEYS) {
    const value = raw[key]
    if (typeof value === 'string' && value !== '') single[key] = value
  }
  const query = listQuerySchema.parse(single)
  const clean: ListQuery = {}
  for (const key of LIST_QUERY_KEYS as (keyof ListQuery)[]) {
    const value = query[key]
    if (value !== undefined && !(key === 'sort' && value === DEFAULT_SORT)) Object.assign(clean, { [key]: value })
  }
  return clean
}

/** Whether the query filters or sorts at all (the plain list is the cached one). */
export function isPlainQuery(query: ListQuery): boolean {
  return Object.keys(query).length === 0
}

/** The query's parameters in a fixed order (for links and cache keys). */
export function listQueryEntries(query: ListQuery): [string, string][] {
  return (LIST_QUERY_KEYS as (keyof ListQuery)[])
    .filter((k) => query[k] !== undefined)
    .map((k) => [k, String(query[k])])
}

/** What the filters and sort look at in a product. */
export interface Listable {
  catalogNumber: string
  name: string
  species: string | null
  tag: string | null
  expressionSystem: string | null
  applications: string[]
  /** ISO time the product was created (sort: newest). */
  createdAt: string
}

function valuesOf(p: Listable, facet: ListFacet): string[] {
  if (facet === 'application') return p.applications
  const value = facet === 'species' ? p.species : facet === 'tag' ? p.tag : p.expressionSystem
  return value ? [value] : []
}

function matches(p: Listable, query: ListQuery, except?: ListFacet): boolean {
  for (const facet of LIST_FACETS) {
    const wanted = query[facet]
    if (facet === except || wanted === undefined) continue
    if (!valuesOf(p, facet).includes(wanted)) return false
  }
  return true
}

/** The products the query's filters keep. */
export function applyFilters<T extends Listable>(items: readonly T[], query: ListQuery): T[] {
  return items.filter((p) => matches(p, query))
}

export type FacetCounts = Record<ListFacet, { value: string; count: number }[]>

/**
 * For each filter, how many products each of its values would show with the other filters applied (choosing
 * a value replaces the filter's current one): the count beside a filter link is the number of rows it leads
 * to. Values without products are left out; the order is the vocabulary's.
 */
export function facetCounts(items: readonly Listable[], query: ListQuery): FacetCounts {
  const counts = {} as FacetCounts
  for (const facet of LIST_FACETS) {
    const tally = new Map<string, number>()
    for (const p of items) {
      if (!matches(p, query, facet)) continue
      for (const v of new Set(valuesOf(p, facet))) tally.set(v, (tally.get(v) ?? 0) + 1)
    }
    counts[facet] = FACET_VALUES[facet]
      .filter((v) => (tally.get(v) ?? 0) > 0)
      .map((value) => ({ value, count: tally.get(value) ?? 0 }))
  }
  return counts
}

/** The products in the query's order: catalog number (natural, default), name (natural) or newest first. */
export function sortListed<T extends Listable>(items: readonly T[], sort: ListSort = DEFAULT_SORT): T[] {
  const byNumber = (a: T, b: T) => naturalCompare(a.catalogNumber, b.catalogNumber)
  const order =
    sort === 'name'
      ? (a: T, b: T) => naturalCompare(a.name, b.name) || byNumber(a, b)
      : sort === 'newest'
        ? (a: T, b: T) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) || byNumber(a, b)
        : byNumber
  return [...items].sort(order)
}
