import { z } from 'zod'
import { ORDER_PAGE_SIZE } from './order-view'
import { ORDER_STATUSES, type OrderStatus } from './status-machine'

/**
 * The user centre's order list filters (issue 21): status, a date range of order days in the site's time zone
 * (Asia/Shanghai, no daylight saving), and a keyword over order number, catalog number and PO number; paged
 * with a bounded page size. The same names are the page's URL query and the API's, so a filtered list is a link.
 */
export const MAX_ORDER_PAGE_SIZE = 50
export const MAX_KEYWORD_LENGTH = 50

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s))

/** Letters, digits, spaces and the punctuation of order, catalog and PO numbers; `%` and `\` are refused. */
const keyword = z
  .string()
  .trim()
  .max(MAX_KEYWORD_LENGTH)
  .regex(/^[\p{L}\p{N} ._\-/#:()]*$/u)

export const orderFilterSchema = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    from: day.optional(),
    to: day.optional(),
    keyword: keyword.optional(),
    page: z
      .string()
      .regex(/^[1-9]\d{0,5}$/)
      .transform(Number)
      .optional(),
    size: z
      .string()
      .regex(/^[1-9]\d{0,1}$/)
      .transform(Number)
      .refine((n) => n <= MAX_ORDER_PAGE_SIZE)
      .optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'] })

export type OrderFilterQuery = z.infer<typeof orderFilterSchema>

export interface OrderFilters {
  status: OrderStatus | null
  /** Inclusive first instant (UTC ISO) of `from`'s day in Shanghai. */
  fromIso: string | null
  /** Exclusive: the first instant of the day after `to` in Shanghai. */
  toIso: string | null
  keyword: string | null
  page: number
  size: number
}

/** The first instant of a Shanghai calendar day (UTC+8 all year), `days` later. */
export function shanghaiDayStart(isoDay: string, days = 0): string {
  const start = Date.parse(`${isoDay}T00:00:00+08:00`) + days * 86_400_000
  return new Date(start).toISOString()
}

export function toOrderFilters(q: OrderFilterQuery): OrderFilters {
  return {
    status: q.status ?? null,
    fromIso: q.from ? shanghaiDayStart(q.from) : null,
    toIso: q.to ? shanghaiDayStart(q.to, 1) : null,
    keyword: q.keyword ? q.keyword : null,
    page: q.page ?? 1,
    size: q.size ?? ORDER_PAGE_SIZE,
  }
}

/** The Payload `where` of a member's orders under the filters (owner first: never widened by a filter). */
export function orderWhere(memberId: number, f: OrderFilters) {
  const and: Record<string, unknown>[] = [{ member: { equals: memberId } }]
  if (f.status) and.push({ status: { equals: f.status } })
  if (f.fromIso) and.push({ createdAt: { greater_than_equal: f.fromIso } })
  if (f.toIso) and.push({ createdAt: { less_than: f.toIso } })
  if (f.keyword)
    and.push({
      or: [
        { orderNumber: { contains: f.keyword } },
        { poNumber: { contains: f.keyword } },
        { 'lines.catalogNumber': { contains: f.keyword } },
      ],
    })
  return { and }
}
