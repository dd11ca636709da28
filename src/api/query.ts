import { z } from 'zod'
import { ApiError } from './envelope'

/** Longest query string accepted (anything longer is not a real client). */
const MAX_QUERY_LENGTH = 4096

/**
 * Parses the URL's query with a strict zod object schema: unknown keys, repeated keys, wrong types and
 * out-of-range values are a 400 (E0400) naming the parameter, never a 500.
 */
export function parseQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  if (url.search.length > MAX_QUERY_LENGTH) throw new ApiError('E0400', { msgKey: 'queryTooLong' })
  // A null-prototype object: a `__proto__` key is an unknown key like any other, not a prototype change.
  const raw: Record<string, string> = Object.create(null)
  for (const [key, value] of url.searchParams) {
    if (key in raw) throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: key.slice(0, 40) } })
    raw[key] = value
  }
  const result = schema.safeParse(raw)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const param = issue?.code === 'unrecognized_keys' ? (issue.keys[0] ?? '') : String(issue?.path[0] ?? '')
  throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: param.slice(0, 40) } })
}

/** A positive integer id in a query string ("12"), bounded so it fits every database's integer. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647)

/** Paging: page ≥ 1, size 1–100 (defaults 1 and 20). */
export const pageParams = {
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .optional(),
  size: z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .transform(Number)
    .refine((n) => n <= 100)
    .optional(),
}

export function paging(q: { page?: number; size?: number }, defaultSize = 20): { page: number; limit: number } {
  return { page: q.page ?? 1, limit: q.size ?? defaultSize }
}
