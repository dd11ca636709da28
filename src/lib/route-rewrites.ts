/**
 * The spec addresses catalogue pages by query string (/product-detail?catalogNumber=…, /product-list?id=…).
 * Pages that read the query string are rendered per request, so the proxy rewrites these URLs to path
 * segments (the visitor's URL does not change) and the pages become cacheable (ISR):
 *   /product-detail?catalogNumber=CD002  → /product-detail/CD002
 *   /new-product-detail?catalogNumber=X  → /new-product-detail/X
 *   /product-list?id=21&page=2           → /product-list/21/2
 *   /new-product-list?id=21              → /new-product-list/21/1   (no id: /new-product-list/all/1)
 * A query with unknown keys or invalid values is not rewritten: the plain route answers it (404 or a fallback).
 */
const CATALOG_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/
const ID = /^[1-9]\d{0,9}$/
const PAGE = /^[1-9]\d{0,4}$/

type Rule = { keys: readonly string[]; build: (q: Record<string, string | undefined>) => string | null }

const RULES: Record<string, Rule> = {
  '/product-detail': {
    keys: ['catalogNumber'],
    build: (q) =>
      q.catalogNumber && CATALOG_NUMBER.test(q.catalogNumber) ? `/product-detail/${q.catalogNumber}` : null,
  },
  '/new-product-detail': {
    keys: ['catalogNumber'],
    build: (q) =>
      q.catalogNumber && CATALOG_NUMBER.test(q.catalogNumber) ? `/new-product-detail/${q.catalogNumber}` : null,
  },
  '/product-list': {
    keys: ['id', 'page'],
    build: (q) =>
      q.id && ID.test(q.id) && (q.page === undefined || PAGE.test(q.page))
        ? `/product-list/${q.id}/${q.page ?? 1}`
        : null,
  },
  '/new-product-list': {
    keys: ['id', 'page'],
    build: (q) =>
      (q.id === undefined || ID.test(q.id)) && (q.page === undefined || PAGE.test(q.page))
        ? `/new-product-list/${q.id ?? 'all'}/${q.page ?? 1}`
        : null,
  },
}

/** The path to rewrite to (keeping a leading /en), or null to leave the request as it is. */
export function cacheableRewrite(pathname: string, search: URLSearchParams): string | null {
  const english = pathname === '/en' || pathname.startsWith('/en/')
  const path = english ? pathname.slice(3) || '/' : pathname
  const rule = RULES[path]
  if (!rule) return null
  const query: Record<string, string | undefined> = {}
  for (const [key, value] of search) {
    if (!rule.keys.includes(key) || key in query) return null
    query[key] = value
  }
  const target = rule.build(query)
  return target ? `${english ? '/en' : ''}${target}` : null
}
