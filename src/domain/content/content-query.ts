/**
 * Reading the query strings of the content pages (spec section 2: /service?menuId=, /resources?activeIndex=,
 * /information?activeIndex=, /about-us?childId=, /literature filters, /contact?type=). A page gets
 * `undefined` for an absent parameter, `null` for one that is present but not valid (the page answers 404
 * for an invalid id, or ignores an invalid filter).
 */

export type SearchParams = Record<string, string | string[] | undefined>

/** The first value of a parameter ('' stays '', a repeated key keeps its first value). */
export function firstParam(params: SearchParams, key: string): string | undefined {
  const value = params[key]
  return Array.isArray(value) ? value[0] : value
}

const ID = /^[1-9]\d{0,9}$/
const INDEX = /^(0|[1-9]\d{0,3})$/
const PAGE = /^[1-9]\d{0,5}$/
const YEAR = /^(19|20)\d{2}$/
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/

/** A positive database id (≤ 2^31-1), `undefined` when absent, `null` when malformed. */
export function parseId(raw: string | undefined): number | null | undefined {
  if (raw === undefined) return undefined
  if (!ID.test(raw)) return null
  const n = Number(raw)
  return n <= 2_147_483_647 ? n : null
}

/** A zero-based position ("0", "4"), `undefined` when absent, `null` when malformed. */
export function parseIndex(raw: string | undefined): number | null | undefined {
  if (raw === undefined) return undefined
  return INDEX.test(raw) ? Number(raw) : null
}

/** A page number ≥ 1; anything else is page 1. */
export function parsePage(raw: string | undefined): number {
  return raw !== undefined && PAGE.test(raw) ? Number(raw) : 1
}

/** A URL slug of an article (the API's pattern). */
export function parseSlug(raw: string | undefined): string | null | undefined {
  if (raw === undefined) return undefined
  return /^[a-z0-9-]{1,120}$/.test(raw) ? raw : null
}

/** Number of pages for a total (at least 1, so an empty list still has its page 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

/**
 * The page numbers a pager shows: first, last, and the current page with `radius` neighbours; `null`
 * marks a gap (rendered as an ellipsis).
 */
export function pageWindow(current: number, pages: number, radius = 1): (number | null)[] {
  const shown = new Set<number>([1, pages])
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= pages) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const [i, p] of sorted.entries()) {
    const prev = sorted[i - 1]
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? p - 1 : null)
    out.push(p)
  }
  return out
}

export interface LiteratureQuery {
  keyword: string | undefined
  year: number | undefined
  page: number
}

/** /literature?keyword=&year=&page=: an unusable keyword or year is ignored (it is a filter form). */
export function parseLiteratureQuery(params: SearchParams): LiteratureQuery {
  const rawKeyword = firstParam(params, 'keyword')?.trim()
  const keyword = rawKeyword && rawKeyword.length <= 100 && !CONTROL.test(rawKeyword) ? rawKeyword : undefined
  const rawYear = firstParam(params, 'year')
  const year = rawYear && YEAR.test(rawYear) ? Number(rawYear) : undefined
  return { keyword, year, page: parsePage(firstParam(params, 'page')) }
}

export const CONTACT_TYPES = ['contact', 'authorized'] as const
export type ContactType = (typeof CONTACT_TYPES)[number]

/** /contact?type=: `contact` when absent, `null` (404) for an unknown type. */
export function parseContactType(raw: string | undefined): ContactType | null {
  if (raw === undefined || raw === '') return 'contact'
  return (CONTACT_TYPES as readonly string[]).includes(raw) ? (raw as ContactType) : null
}
