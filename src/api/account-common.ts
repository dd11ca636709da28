import type { z } from 'zod'
import { MEMBER_COOKIE, SESSION_ABSOLUTE_MS } from '../auth/member-sessions'
import { translate } from '../i18n/messages'
import type { Locale } from '../i18n/routing'
import { ApiError, jsonResponse, SUCCESS } from './envelope'
import type { ApiContext } from './handler-types'
import { isSameSite, readJsonBody } from './request-body'

/** Shared pieces of the account endpoints (auth.ts, account.ts, code.ts). */

/** A zod failure as E0400 with the first issue's message from the `account` namespace. */
export function accountValidationError(error: z.ZodError, locale: Locale): ApiError {
  const issue = error.issues[0]
  if (issue?.code === 'unrecognized_keys') return new ApiError('E0400')
  const key = issue?.message
  if (!key?.startsWith('validation.')) return new ApiError('E0400')
  return new ApiError('E0400', { text: translate(locale, `account.${key}`, { max: 0 }) })
}

/** A same-site JSON object body parsed with a schema (403, 413, 415 and 400 as the other forms). */
export async function readAccountBody<T>(ctx: ApiContext, schema: z.ZodType<T>): Promise<T> {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  const body = await readJsonBody(ctx.request)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError('E0400')
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw accountValidationError(parsed.error, ctx.locale)
  return parsed.data
}

/**
 * Secure when the request came over https: the URL's scheme, or the nearest proxy's X-Forwarded-Proto when a
 * proxy is trusted (TRUSTED_PROXY_HOPS > 0). The production server also adds Secure to every cookie then
 * (scripts/security-headers.mjs).
 */
export function secureCookies(request: Request): boolean {
  if (process.env.APP_ENV === 'production') return true
  if (new URL(request.url).protocol === 'https:') return true
  if ((Math.trunc(Number(process.env.TRUSTED_PROXY_HOPS ?? 0)) || 0) <= 0) return false
  return request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase() === 'https'
}

/** The browser's session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS, 30 days (the session's own limit). */
export function sessionCookie(request: Request, token: string): string {
  const parts = [
    `${MEMBER_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.floor(SESSION_ABSOLUTE_MS / 1000)}`,
  ]
  if (secureCookies(request)) parts.push('Secure')
  return parts.join('; ')
}

export function clearSessionCookie(request: Request): string {
  return `${MEMBER_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureCookies(request) ? '; Secure' : ''}`
}

/** The success envelope with extra headers (Set-Cookie). */
export function successWith(ctx: ApiContext, data: unknown, headers: Record<string, string> = {}, msgKey?: string) {
  return jsonResponse(
    { code: SUCCESS, data, msg: msgKey ? translate(ctx.locale, msgKey) : ctx.t(SUCCESS) },
    200,
    headers,
  )
}

/** An E0400 whose text is an `account` message. */
export function accountError(ctx: ApiContext, key: string, code = 'E0400'): ApiError {
  return new ApiError(code, { text: translate(ctx.locale, `account.${key}`) })
}

/**
 * Runs `work` and then waits until at least `ms` have passed since the start, so answers whose work differs
 * (known and unknown accounts) take the same time.
 */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    const left = ms - (performance.now() - started)
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  }
}
