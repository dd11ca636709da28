/** Paging of the catalogue lists (/product-list, /new-product-list, /hotsproduct). */
export const CATALOG_PAGE_SIZE = 20

/** The largest page number a URL may carry (the proxy's rewrite accepts 1–99999). */
const PAGE_SEGMENT = /^[1-9]\d{0,4}$/
const ID_SEGMENT = /^[1-9]\d{0,9}$/

/** Number of pages for `total` items, at least 1 (an empty list still has its first page). */
export function pageCount(total: number, size = CATALOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size))
}

/** A page number from a path segment or query value, or null when it is not one. */
export function parsePage(value: string | undefined): number | null {
  return value !== undefined && PAGE_SEGMENT.test(value) ? Number(value) : null
}

/** A category id from a path segment or query value, or null when it is not one. */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !ID_SEGMENT.test(value)) return null
  const id = Number(value)
  return id <= 2_147_483_647 ? id : null
}

export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; after: number }

/**
 * The page links to show: the first and last pages, the current one and `siblings` on each side of it,
 * with a gap marker where pages are left out (a gap of one page shows that page instead).
 */
export function pageItems(current: number, pages: number, siblings = 1): PageItem[] {
  const shown = new Set<number>([1, pages])
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= pages) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  const items: PageItem[] = []
  let previous = 0
  for (const page of sorted) {
    if (page - previous === 2) items.push({ kind: 'page', page: page - 1, current: page - 1 === current })
    else if (page - previous > 2) items.push({ kind: 'gap', after: previous })
    items.push({ kind: 'page', page, current: page === current })
    previous = page
  }
  return items
}

/**
 * The spec's URL of a list page: `/product-list?id=21`, `/product-list?id=21&page=2`,
 * `/new-product-list` (all new products) or `/new-product-list?page=2`. Page 1 is left out. `extra`: the
 * list's filters and sort (issue 19), after the id and before the page.
 */
export function listHref(route: string, id: number | null, page = 1, extra: [string, string][] = []): string {
  const query = new URLSearchParams()
  if (id !== null) query.set('id', String(id))
  for (const [key, value] of extra) query.set(key, value)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${route}?${search}` : route
}
