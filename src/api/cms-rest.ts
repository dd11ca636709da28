import type { Payload } from 'payload'
import { translate } from '../i18n/messages'
import { numericIds } from '../lib/db/payload-db'
import { getPayloadClient } from '../lib/payload'
import { ApiError } from './envelope'
import { requestLocale } from './locale'
import { isDecodablePath, readLimited } from './request-body'

/**
 * Payload's REST API (/api/cms, the back office's) behind the checks it lacks (issue 15, point 12): a request it
 * would fail with a 500 — a path with a malformed escape, a body in a content type it does not read (it then
 * runs the operation without data), invalid or too deeply nested JSON, a broken multipart body or `_payload`
 * field — gets a 4xx in Payload's own error shape, `{ errors: [{ message }] }`, which is this API's envelope
 * (docs/api.md). Payload's few errors of another shape (`{ message }` for an unknown route) are given that shape.
 * A document id that is not a number, on a collection with numeric ids, is a 404 (Payload would query with NaN).
 *
 * Bodies are bounded before they are read (issue 31, point 2): a declared Content-Length over the route's limit is
 * a 413 at once, and a body without one (chunked) is counted while it streams in and refused as soon as it passes
 * the limit (`readLimited`, as /api/v1 does). The limit is MAX_CMS_JSON_BODY for every body, except for staff:
 * a multipart upload to an upload collection (CMS_UPLOAD_LIMITS, the file plus MAX_CMS_JSON_BODY for the rest
 * of the form) and a custom endpoint that declares its own (`custom.maxBodyBytes`, the product import).
 */

/** Deeper JSON than any document of ours, and deep enough to exhaust recursive code downstream. */
export const MAX_JSON_DEPTH = 64
const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT'])

const MiB = 1024 * 1024
/** The largest body of JSON (or a form) the REST API reads from staff: a document, a query sent as a form. */
export const MAX_CMS_JSON_BODY = MiB
/**
 * The largest body it reads from anyone else (a login, a forgot-password, a member's own writes: all far smaller),
 * so an anonymous client can make a process read and hold at most this much before its 413 (issue 31, point 2).
 */
export const MAX_ANONYMOUS_CMS_BODY = 64 * 1024
/**
 * The largest file each upload collection takes (the back office's uploads). Images are resized by Payload;
 * PDFs are served as uploaded.
 */
export const CMS_UPLOAD_LIMITS: Readonly<Record<string, number>> = {
  media: 20 * MiB,
  downloads: 50 * MiB,
  'coa-certificates': 20 * MiB,
}

export function cmsError(
  request: Request,
  status: number,
  code: 'E0400' | 'E0401' | 'E0404' | 'E0413' | 'E0415',
  msgKey: string = code,
  params: Record<string, string | number> = {},
): Response {
  const message = translate(requestLocale(request.headers), `api.${msgKey}`, params)
  return Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })
}

/**
 * What a custom endpoint declares of its body (`custom` of a Payload endpoint): a larger limit, and the message
 * its own too-large answer gives (the product import names its file limit, not the body's).
 */
interface BodyDeclaration {
  maxBodyBytes?: unknown
  tooLarge?: { key: string; params: Record<string, string | number> }
}

/** A request's body limit: its bytes, and the endpoint's own words for a body over it. */
interface BodyLimit {
  bytes: number
  own?: BodyDeclaration['tooLarge']
}

/** 413 naming the limit (in KB below 1 MB, else in MB), or the endpoint's own words for it. */
function tooLarge(request: Request, { bytes, own }: BodyLimit): Response {
  if (own) {
    const message = translate(requestLocale(request.headers), own.key, own.params)
    return Response.json({ errors: [{ message }] }, { status: 413, headers: { 'cache-control': 'no-store' } })
  }
  if (bytes < MiB) return cmsError(request, 413, 'E0413', 'cmsBodyTooLargeKb', { max: Math.floor(bytes / 1024) })
  return cmsError(request, 413, 'E0413', 'cmsBodyTooLarge', { max: Math.max(1, Math.floor(bytes / MiB)) })
}

/** The upload collection a create or update of a document addresses (`/api/cms/<slug>` or `/<slug>/<id>`). */
function uploadCollection(payload: Payload, pathname: string): string | null {
  const base = `${payload.config.routes.api}/`
  if (!pathname.startsWith(base)) return null
  const [slug = '', id, ...rest] = pathname.slice(base.length).split('/')
  if (rest.length > 0 || !Object.hasOwn(CMS_UPLOAD_LIMITS, slug)) return null
  return id === undefined || /^\d{1,15}$/.test(id) ? slug : null
}

/** Payload's permission routes: `/access`, `/<collection>/access/<id>?`, `/globals/<slug>/access`. */
function isAccessRoute(payload: Payload, pathname: string): boolean {
  const base = payload.config.routes.api
  if (!pathname.startsWith(`${base}/`)) return false
  const segments = pathname
    .slice(base.length + 1)
    .split('/')
    .filter(Boolean)
  if (segments[0] === 'access') return segments.length === 1
  if (segments[0] === 'globals') return segments[2] === 'access' && segments.length === 3
  return segments[1] === 'access' && segments.length <= 3
}

/** A signed-in staff user (not a member, not anonymous) sent the request. */
async function fromStaff(payload: Payload, request: Request): Promise<boolean> {
  try {
    const { user } = await payload.auth({ headers: request.headers, canSetHeaders: false })
    return user?.collection === 'users'
  } catch {
    return false
  }
}

/**
 * The most bytes this request's body may have: MAX_ANONYMOUS_CMS_BODY unless staff sent it, MAX_CMS_JSON_BODY for
 * staff, more where a route needs it (uploads, the product import). Only a body that may pass the anonymous limit
 * (declared larger, or not declared) costs the look-up of who sent it.
 */
async function bodyLimit(payload: Payload, request: Request, pathname: string, type: string): Promise<BodyLimit> {
  const method = request.method.toUpperCase()
  const anonymous: BodyLimit = { bytes: MAX_ANONYMOUS_CMS_BODY }
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\d{1,15}$/.test(declared.trim()) && Number(declared) <= MAX_ANONYMOUS_CMS_BODY)
    return anonymous
  if (!(await fromStaff(payload, request))) return anonymous
  if (type === 'multipart/form-data') {
    const slug = uploadCollection(payload, pathname)
    if (slug) return { bytes: (CMS_UPLOAD_LIMITS[slug] ?? 0) + MAX_CMS_JSON_BODY }
  } else {
    const custom = collectionRoute(payload, pathname, method)?.endpoint.custom as BodyDeclaration | undefined
    if (typeof custom?.maxBodyBytes === 'number' && custom.maxBodyBytes > MAX_CMS_JSON_BODY)
      return { bytes: custom.maxBodyBytes, own: custom.tooLarge }
  }
  return { bytes: MAX_CMS_JSON_BODY }
}

/** The declared length's verdict: 400 when it is no length, 413 over `limit`, else null (read on, counting). */
function declaredLengthFault(request: Request, limit: BodyLimit): Response | null {
  const declared = request.headers.get('content-length')
  if (declared === null) return null
  if (!/^\d{1,15}$/.test(declared.trim())) return cmsError(request, 400, 'E0400')
  return Number(declared) > limit.bytes ? tooLarge(request, limit) : null
}

/** The body, read through `readLimited` (stops at `limit`, whatever Content-Length said), or the 413. */
async function readBody(request: Request, limit: BodyLimit): Promise<Uint8Array<ArrayBuffer> | Response> {
  try {
    return (await readLimited(request, limit.bytes)) as Uint8Array<ArrayBuffer>
  } catch (error) {
    if (error instanceof ApiError && error.code === 'E0413') return tooLarge(request, limit)
    throw error
  }
}

/** The nesting depth of a JSON text (brackets outside strings), without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 || c === 123) max = Math.max(max, ++depth)
    else if (c === 93 || c === 125) depth--
  }
  return max
}

/** NUL, which PostgreSQL cannot store or compare in text (Payload then fails with a 500), raw or escaped. */
const NUL_ESCAPED = /\\u0000|%00/i
const hasNul = (text: string) => text.includes(String.fromCharCode(0)) || NUL_ESCAPED.test(text)

/** A JSON object (what every Payload endpoint reads a body as), at most MAX_JSON_DEPTH deep, without NUL. */
function isJsonObject(text: string): boolean {
  if (jsonDepth(text) > MAX_JSON_DEPTH || hasNul(text)) return false
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/** Payload's own collection routes that take a document id (payload/dist/collections/endpoints). */
const ID_ROUTES = new Set(['/:id', '/:id/duplicate', '/versions/:id', '/access/:id?'])

/** The params of `pattern` (Payload's `/:name` and `/:name?` segments) for `path`, or null when it does not match. */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const have = path.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < Math.max(want.length, have.length); i++) {
    const w = want[i]
    const h = have[i]
    if (w === undefined) return null
    if (w.startsWith(':')) {
      if (h === undefined) {
        if (w.endsWith('?')) continue
        return null
      }
      params[w.slice(1).replace(/\?$/, '')] = h
    } else if (w !== h) return null
  }
  return params
}

/** The Payload collection endpoint that takes a request (the first that matches, custom ones first), if any. */
function collectionRoute(payload: Payload, pathname: string, method: string) {
  const base = `${payload.config.routes.api}/`
  if (!pathname.startsWith(base)) return null
  const [slug = '', ...rest] = pathname.slice(base.length).split('/')
  const collection = (
    payload.collections as Record<string, Payload['collections'][keyof Payload['collections']] | undefined>
  )[slug]
  if (!collection) return null
  const path = `/${rest.join('/')}`
  for (const endpoint of collection.config.endpoints || []) {
    if (endpoint.method.toUpperCase() !== method) continue
    const params = matchPattern(endpoint.path, path)
    if (params) return { collection, endpoint, params }
  }
  return null
}

/**
 * Why Payload would fail on this route with a 500, as our answer's status: a document id that is not a number
 * on a collection with numeric ids, a version route of a collection without versions, an e-mail verification
 * route of a collection that does not verify e-mail (all 404).
 */
function routeFault(payload: Payload, pathname: string, method: string): 404 | null {
  const route = collectionRoute(payload, pathname, method)
  if (!route) return null
  const { collection, endpoint, params } = route
  if (endpoint.path.startsWith('/versions') && !collection.config.versions) return 404
  // E-mail verification of a collection that does not verify e-mail: Payload queries a field it does not have.
  if (endpoint.path.startsWith('/verify') && !collection.config.auth?.verify) return 404
  if (!ID_ROUTES.has(endpoint.path) || !numericIds(payload) || collection.customIDType === 'text') return null
  return params.id !== undefined && !/^\d{1,15}$/.test(params.id) ? 404 : null
}

/** Payload's create and update routes (collections and globals), which fail with a 500 when the request carries no data at all. */
function needsData(payload: Payload, pathname: string, method: string): boolean {
  // A global's update: POST /api/cms/globals/<slug>.
  const global = new RegExp(`^${payload.config.routes.api}/globals/[^/]+/?$`)
  if (method === 'POST' && global.test(pathname)) return true
  const route = collectionRoute(payload, pathname, method)
  return route !== null && (route.endpoint.path === '/' || route.endpoint.path === '/:id')
}

/** `/api/cms/__proto__` and the like: Payload looks the name up in a plain object and fails on what it finds. */
function namesPrototypeKey(pathname: string): boolean {
  return pathname
    .split('/')
    .slice(3, 5)
    .some((segment) => segment in Object.prototype || segment === 'prototype')
}

/** Query parameters Payload reads as one value: repeated (`limit=1&limit=2`) or as an object it fails on them. */
const SCALAR_PARAMS = new Set(['limit', 'page', 'depth', 'draft', 'locale', 'fallback-locale', 'pagination', 'trash'])

/**
 * A query Payload fails on: a scalar parameter repeated or as an object, `where` as a plain string, or a `depth`
 * beyond Payload's maxDepth (its database query is built that deep before the depth is capped: a 500 or a hang).
 */
/** `where[…][id][equals]`, `where[id][in]`, `where[id][in][0]`… */
const ID_CONDITION =
  /^where(?:\[[^\]]*\])*\[id\]\[(?:equals|not_equals|in|not_in|all|greater_than|greater_than_equal|less_than|less_than_equal)\](?:\[\d*\])?$/

function isBadQuery(search: string, numericIds: boolean): boolean {
  const seen = new Set<string>()
  const params = new URLSearchParams(search)
  // A huge `depth` makes Payload build a query that deep before it clamps it (a hang): refused here on every path.
  // Up to 10 (and a depth that is not a number) it reaches the request budget's hook on every collection and
  // global, which refuses anything beyond MAX_REST_DEPTH with its own message (src/lib/request-budget.ts).
  const depth = params.get('depth')
  if (depth !== null && /^\s*\d+\s*$/.test(depth) && !(Number(depth) <= 10)) return true
  // A page or limit beyond any real list overflows the database's OFFSET (a 500 on PostgreSQL and SQLite).
  for (const name of ['page', 'limit']) {
    const value = params.get(name)
    const n = value === null || value.trim() === '' ? Number.NaN : Number(value)
    if (!Number.isNaN(n) && !(n <= 1_000_000)) return true
  }
  for (const [key, value] of params) {
    if (key === 'where') return true
    // A condition on a numeric id with a value that is not one (Payload would query with NaN).
    if (numericIds && ID_CONDITION.test(key) && !/^\d{1,15}(,\d{1,15})*$/.test(value)) return true
    const name = key.replace(/\[.*$/s, '')
    if (!SCALAR_PARAMS.has(name)) continue
    if (seen.has(name) || name !== key) return true
    seen.add(name)
  }
  return false
}

/**
 * The request to hand to Payload (its body re-attached when it had to be read), or the 4xx answer when Payload
 * must not see it.
 */
export async function checkCmsRequest(request: Request): Promise<Request | Response> {
  const { pathname, search } = new URL(request.url)
  const payload = await getPayloadClient()
  if (
    !isDecodablePath(pathname) ||
    hasNul(pathname) ||
    hasNul(search) ||
    isBadQuery(search, numericIds(payload)) ||
    namesPrototypeKey(pathname)
  )
    return cmsError(request, 400, 'E0400')
  const method = request.method.toUpperCase()
  if (routeFault(payload, pathname, method)) return cmsError(request, 404, 'E0404')
  // What each role may do is the back office's business: Payload answers it to anyone (issue 31, point 11).
  if (isAccessRoute(payload, pathname) && !(await fromStaff(payload, request))) return cmsError(request, 401, 'E0401')
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  // Refused before a byte of the body is read (on every method: Payload never reads more than this either).
  const limit = BODY_METHODS.has(method)
    ? await bodyLimit(payload, request, pathname, type)
    : { bytes: MAX_CMS_JSON_BODY }
  const declaredFault = declaredLengthFault(request, limit)
  if (declaredFault) return declaredFault
  if (!BODY_METHODS.has(method)) return request
  if (request.body === null) return needsData(payload, pathname, method) ? cmsError(request, 400, 'E0400') : request
  const read = await readBody(request, limit)
  if (read instanceof Response) return read
  const bytes = read
  if (type === 'multipart/form-data') {
    let form: FormData
    try {
      form = await new Response(bytes, {
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
      }).formData()
    } catch {
      return cmsError(request, 400, 'E0400')
    }
    const data = form.get('_payload')
    if (typeof data === 'string' && !isJsonObject(data)) return cmsError(request, 400, 'E0400')
    return copyRequest(request, bytes)
  }
  if (bytes.byteLength === 0)
    return needsData(payload, pathname, method) ? cmsError(request, 400, 'E0400') : copyRequest(request, null)
  // The back office sends long reads as a POST with `X-HTTP-Method-Override: GET` and the query as a form body
  // (Payload's admin does this for relationship fields): checked as a query string, then handed on.
  const override =
    request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  if (type === 'application/x-www-form-urlencoded' && override === 'GET') {
    const query = new TextDecoder().decode(bytes)
    if (hasNul(query) || isBadQuery(query, numericIds(payload))) return cmsError(request, 400, 'E0400')
    return copyRequest(request, bytes)
  }
  // Payload reads only JSON and multipart bodies: anything else would run the operation without data.
  if (type !== 'application/json') return cmsError(request, 415, 'E0415')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return cmsError(request, 400, 'E0400')
  }
  if (!isJsonObject(text)) return cmsError(request, 400, 'E0400')
  return copyRequest(request, bytes)
}

/** `request` with another body (its own has been read). */
function copyRequest(request: Request, body: Uint8Array<ArrayBuffer> | null): Request {
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal })
}

/**
 * Payload's errors in its `{ errors: [{ message }] }` shape (its route-not-found answers `{ message }`). Its
 * route-not-found and unknown-method answers name the path or the whole URL the app was reached at (an internal
 * host behind a proxy): they are answered with the plain localized "not found" instead (issue 31, point 11).
 */
export async function normalizeCmsError(response: Response, request?: Request): Promise<Response> {
  // "Cannot GET …": no endpoint of that path takes the method (a collection without versions…): not a server fault.
  const status = response.status === 501 ? 404 : response.status
  if (status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response
  const text = await response.clone().text()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return status === response.status ? response : new Response(text || null, { status, headers })
  }
  if (typeof body !== 'object' || body === null) return response
  const { errors, message } = body as { errors?: unknown; message?: unknown }
  if (Array.isArray(errors) && status === response.status) return response
  if (status === 404 && !Array.isArray(errors)) {
    const notFound = request ? translate(requestLocale(request.headers), 'api.E0404') : translate('cn', 'api.E0404')
    return Response.json({ errors: [{ message: notFound }] }, { status, headers })
  }
  const list = Array.isArray(errors)
    ? errors
    : [{ message: typeof message === 'string' ? message : response.statusText }]
  return Response.json({ ...body, errors: list }, { status, headers })
}

const SESSION_ANSWERS = /^\/api\/cms\/users\/(login|me|refresh-token)\/?$/

/**
 * The staff session's JWT stays in its HttpOnly cookie (issue 31, point 11): Payload's login, `me` and
 * refresh-token answers also carry it in the body (`token`, `refreshedToken`), where any script running on the
 * origin could read it. Left out unless the caller asks with `?token=1` (a staff API client that sends
 * `Authorization: JWT …`, docs/api.md). The admin never reads it: its session timers use `exp`.
 */
export async function withoutSessionToken(response: Response, request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (response.status !== 200 || !SESSION_ANSWERS.test(url.pathname) || url.searchParams.get('token') === '1')
    return response
  if (!response.headers.get('content-type')?.includes('application/json')) return response
  let body: unknown
  try {
    body = await response.clone().json()
  } catch {
    return response
  }
  if (!body || typeof body !== 'object' || !('token' in body || 'refreshedToken' in body)) return response
  const { token: _token, refreshedToken: _refreshed, ...rest } = body as Record<string, unknown>
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return Response.json(rest, { status: response.status, headers })
}

/** Wraps one of Payload's REST route handlers with the checks above. */
export function guardedCmsHandler<A extends unknown[]>(
  handler: (request: Request, ...args: A) => Promise<Response>,
): (request: Request, ...args: A) => Promise<Response> {
  return async (request, ...args) => {
    const checked = await checkCmsRequest(request)
    if (checked instanceof Response) return checked
    // A missing upload file is answered 404 before Payload's 500 (src/lib/missing-upload-file.ts).
    return withoutSessionToken(await normalizeCmsError(await handler(checked, ...args), request), request)
  }
}
