import { z } from 'zod'
import { APPLICATIONS, EXPRESSION_SYSTEMS, SPECIES, STOCK_STATES, TAGS } from '@/domain/catalog/catalog'

export const SEARCH_TABS = ['product', 'service', 'content'] as const
export type SearchTab = (typeof SEARCH_TABS)[number]

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v)
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(one, schema.optional()).catch(undefined) as unknown as z.ZodOptional<T>

/** The product tab's facets as they appear in the URL, in the order the link builder writes them (issue 20). */
export const FACET_PARAMS = ['categoryId', 'tag', 'species', 'expressionSystem', 'application', 'stock'] as const
export type FacetParam = (typeof FACET_PARAMS)[number]

/** The search page's query: anything invalid is ignored rather than refused (it is a page, not an API). */
export const searchPageParams = z.object({
  keywords: z
    .preprocess(
      one,
      z
        .string()
        .max(100)
        .transform((s) => s.trim()),
    )
    .catch(''),
  tab: optional(z.enum(SEARCH_TABS)),
  categoryId: optional(z.coerce.number().int().positive().max(2_147_483_647)),
  tag: optional(z.enum(TAGS)),
  species: optional(z.enum(SPECIES)),
  expressionSystem: optional(z.enum(EXPRESSION_SYSTEMS)),
  application: optional(z.enum(APPLICATIONS)),
  stock: optional(z.enum(STOCK_STATES)),
  page: z.preprocess(one, z.coerce.number().int().min(1).max(10_000)).catch(1),
})

export type SearchPageParams = z.infer<typeof searchPageParams>

/** Every facet off (a new tab, "clear filters"). */
export const NO_FACETS: { [K in FacetParam]: undefined } = {
  categoryId: undefined,
  tag: undefined,
  species: undefined,
  expressionSystem: undefined,
  application: undefined,
  stock: undefined,
}

/** Whether any facet of the product tab is applied. */
export function hasFacets(params: SearchPageParams): boolean {
  return FACET_PARAMS.some((k) => params[k] !== undefined)
}

/** The page's URL with some parameters changed (undefined removes one); page resets unless given. */
export function searchHref(current: SearchPageParams, change: Partial<SearchPageParams>): string {
  const next = { ...current, page: 1, ...change }
  const q = new URLSearchParams()
  q.set('keywords', next.keywords)
  if (next.tab) q.set('tab', next.tab)
  for (const key of FACET_PARAMS) {
    const value = next[key]
    if (value !== undefined) q.set(key, String(value))
  }
  if (next.page > 1) q.set('page', String(next.page))
  return `/search?${q.toString()}`
}
