import { translate } from '../i18n/messages'
import type { Locale } from '../i18n/routing'
import { log, nameRequestRoute } from '../lib/log'
import { getPayloadClient } from '../lib/payload'
import { AccountRefusal } from '../server/accounts/account-refusal'
import { isChinaVisitor } from '../services/geo/geo'
import { ApiError, type Envelope, jsonResponse, SUCCESS } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { requestLocale } from './locale'
import { isDecodablePath } from './request-body'
import { routes } from './routes'

/** A handler may return a Response to answer with anything but the success envelope (files, redirects). */
function isResponse(value: unknown): value is Response {
  return value instanceof Response
}

function match(pattern: string, path: string): Record<string, string> | null {
  const a = pattern.split('/').filter(Boolean)
  const b = path.split('/').filter(Boolean)
  if (a.length !== b.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < a.length; i++) {
    const seg = a[i] as string
    const value = b[i] as string
    if (seg.startsWith(':')) params[seg.slice(1)] = value
    else if (seg !== value) return null
  }
  return params
}

export function envelope<T>(code: string, data: T | null, msg: string): Envelope<T> {
  return { code, data, msg }
}

/**
 * Maps any thrown value to an ApiError: ours as they are, a member-account use case's refusal in the request's
 * language, Payload's by status, the rest as E0500.
 */
function toApiError(error: unknown, locale: Locale): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof AccountRefusal) {
    return new ApiError(error.code, {
      text: translate(locale, error.messageKey),
      ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
    })
  }
  const status = (error as { status?: unknown })?.status
  if (typeof status === 'number') {
    if (status === 401) return new ApiError('E0401')
    if (status === 403) return new ApiError('E0403')
    if (status === 404) return new ApiError('E0404')
    if (status === 409) return new ApiError('E0409')
    if (status === 413) return new ApiError('E0413')
    if (status >= 400 && status < 500) return new ApiError('E0400')
  }
  log.error({ err: error }, 'api: unexpected error')
  return new ApiError('E0500')
}

/**
 * The version-2 gateway of spec section 7, chosen per request with `X-Api-Version: 2` (or `v2`). Version 2
 * changes nothing yet: both versions are served by the same handlers, and the answer names the version it was
 * served as. Any other value is a 400, so a client never silently gets a version it did not ask for.
 */
export const API_VERSION_HEADER = 'x-api-version'

function apiVersion(headers: Headers): '1' | '2' {
  const value = headers.get(API_VERSION_HEADER)?.trim().toLowerCase()
  if (value === undefined || value === '' || value === '1' || value === 'v1') return '1'
  if (value === '2' || value === 'v2') return '2'
  throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: API_VERSION_HEADER } })
}

/**
 * Answers one request to the site's JSON API. `basePath` is stripped from the URL path; everything else
 * (locale, prices, access) comes from the request itself, so the same function serves Next's route handler
 * and the plain HTTP server the integration tests start. `table` is the base's route table: /api/v1's by
 * default, the second ('absol') base passes its own.
 */
export async function handleApi(request: Request, basePath = '/api/v1', table: Route[] = routes): Promise<Response> {
  const url = new URL(request.url)
  // /en/api/v1/… is the English form of /api/v1/… (the proxy routes it here; the URL may keep the prefix).
  const englishPrefix = url.pathname.startsWith(`/en${basePath}`)
  const locale = englishPrefix ? 'en' : requestLocale(request.headers)
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `api.${key}`, params)
  const fail = (error: ApiError) =>
    jsonResponse(
      envelope(error.code, error.data ?? null, error.text ?? t(error.msgKey ?? error.code, error.params)),
      error.status,
      error.retryAfter ? { 'retry-after': String(error.retryAfter) } : {},
    )
  try {
    const pathname = englishPrefix ? url.pathname.slice(3) : url.pathname
    const path = pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname
    // A malformed percent-escape (`/order/%E0%A4%A`) is a bad request, whatever the route.
    if (!isDecodablePath(path)) throw new ApiError('E0400')
    const method = request.method.toUpperCase()
    const version = apiVersion(request.headers)
    let allowed = false
    for (const route of table) {
      const params = match(route.path, path)
      if (!params) continue
      if (route.method !== method && !(method === 'HEAD' && route.method === 'GET')) {
        allowed = true
        continue
      }
      // The request's log line and metrics name the route's pattern, never the raw path.
      nameRequestRoute(basePath + route.path)
      const payload = await getPayloadClient()
      const ctx: ApiContext = { request, url, locale, params, showPrices: isChinaVisitor(request.headers), payload, t }
      const result = await route.handler(ctx)
      if (isResponse(result)) {
        if (version === '2') {
          try {
            result.headers.set(API_VERSION_HEADER, version)
          } catch {
            // immutable headers (Response.redirect): the answer stays as the handler made it
          }
        }
        return result
      }
      return jsonResponse(envelope(SUCCESS, result, t(SUCCESS)), 200, { [API_VERSION_HEADER]: version })
    }
    throw new ApiError(allowed ? 'E0405' : 'E0404')
  } catch (error) {
    return fail(toApiError(error, locale))
  }
}
