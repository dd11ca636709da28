import { z } from 'zod'
import { ApiError } from './envelope'

/** NUL and other control characters (PostgreSQL refuses NUL in text; no visitor types them). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** A parameter name safe to echo in a message: printable characters only, 40 at most. */
function printable(name: string): string {
  return name.replace(/[^\p{L}\p{N}_.\-[\]]/gu, '').slice(0, 40)
}

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
    const invalid = key in raw || CONTROL_CHARS.test(key) || CONTROL_CHARS.test(value)
    if (invalid) throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: printable(key) } })
    raw[key] = value
  }
  const result = schema.safeParse(raw)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const param = issue?.code === 'unrecognized_keys' ? (issue.keys[0] ?? '') : String(issue?.path[0] ?? '')
  throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: printable(param) } })
}

/** A positive integer id in a query string ("12"), bounded so it fits every database's integer. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647)

/** A small count in a query string ("12"): 1 to `max` (at most 99), optional. */
export const countParam = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d?$/)
    .transform(Number)
    .refine((n) => n <= max)
    .optional()

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
