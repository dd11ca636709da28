import { z } from 'zod'
import { SPECIES, TAGS } from '@/domain/catalog/catalog'

export const SEARCH_TABS = ['product', 'service', 'content'] as const
export type SearchTab = (typeof SEARCH_TABS)[number]

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v)
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(one, schema.optional()).catch(undefined) as unknown as z.ZodOptional<T>

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
  page: z.preprocess(one, z.coerce.number().int().min(1).max(10_000)).catch(1),
})

export type SearchPageParams = z.infer<typeof searchPageParams>

/** The page's URL with some parameters changed (undefined removes one); page resets unless given. */
export function searchHref(current: SearchPageParams, change: Partial<SearchPageParams>): string {
  const next = { ...current, page: 1, ...change }
  const q = new URLSearchParams()
  q.set('keywords', next.keywords)
  if (next.tab) q.set('tab', next.tab)
  if (next.categoryId !== undefined) q.set('categoryId', String(next.categoryId))
  if (next.tag) q.set('tag', next.tag)
  if (next.species) q.set('species', next.species)
  if (next.page > 1) q.set('page', String(next.page))
  return `/search?${q.toString()}`
}
