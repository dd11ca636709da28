import type { Payload } from 'payload'
import { translate } from '../i18n/messages'
import { getPayloadClient } from '../lib/payload'
import { requestLocale } from './locale'
import { isDecodablePath } from './request-body'

/**
 * Payload's REST API (/api/cms, the back office's) behind the checks it lacks (issue 15, point 12): a request it
 * would fail with a 500 — a path with a malformed escape, a body in a content type it does not read (it then
 * runs the operation without data), invalid or too deeply nested JSON, a broken multipart body or `_payload`
 * field — gets a 4xx in Payload's own error shape, `{ errors: [{ message }] }`, which is this API's envelope
 * (docs/api.md). Payload's few errors of another shape (`{ message }` for an unknown route) are given that shape.
 * A document id that is not a number, on a collection with numeric ids, is a 404 (Payload would query with NaN).
 */

/** Deeper JSON than any document of ours, and deep enough to exhaust recursive code downstream. */
export const MAX_JSON_DEPTH = 64
const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT'])

export function cmsError(request: Request, status: number, code: 'E0400' | 'E0404' | 'E0415'): Response {
  const message = translate(requestLocale(request.headers), `api.${code}`)
  return Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })
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
  if (!ID_ROUTES.has(endpoint.path) || payload.db.defaultIDType !== 'number' || collection.customIDType === 'text')
    return null
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
    isBadQuery(search, payload.db.defaultIDType === 'number') ||
    namesPrototypeKey(pathname)
  )
    return cmsError(request, 400, 'E0400')
  const method = request.method.toUpperCase()
  if (routeFault(payload, pathname, method)) return cmsError(request, 404, 'E0404')
  if (!BODY_METHODS.has(method)) return request
  if (request.body === null) return needsData(payload, pathname, method) ? cmsError(request, 400, 'E0400') : request
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'multipart/form-data') {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return cmsError(request, 400, 'E0400')
    }
    const data = form.get('_payload')
    if (typeof data === 'string' && !isJsonObject(data)) return cmsError(request, 400, 'E0400')
    return request
  }
  const bytes = new Uint8Array(await request.arrayBuffer())
  if (bytes.byteLength === 0)
    return needsData(payload, pathname, method) ? cmsError(request, 400, 'E0400') : copyRequest(request, null)
  // The back office sends long reads as a POST with `X-HTTP-Method-Override: GET` and the query as a form body
  // (Payload's admin does this for relationship fields): checked as a query string, then handed on.
  const override =
    request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  if (type === 'application/x-www-form-urlencoded' && override === 'GET') {
    const query = new TextDecoder().decode(bytes)
    if (hasNul(query) || isBadQuery(query, payload.db.defaultIDType === 'number'))
      return cmsError(request, 400, 'E0400')
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

/** Payload's errors in its `{ errors: [{ message }] }` shape (its route-not-found answers `{ message }`). */
export async function normalizeCmsError(response: Response): Promise<Response> {
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
  const list = Array.isArray(errors)
    ? errors
    : [{ message: typeof message === 'string' ? message : response.statusText }]
  return Response.json({ ...body, errors: list }, { status, headers })
}

/** Wraps one of Payload's REST route handlers with the checks above. */
export function guardedCmsHandler<A extends unknown[]>(
  handler: (request: Request, ...args: A) => Promise<Response>,
): (request: Request, ...args: A) => Promise<Response> {
  return async (request, ...args) => {
    const checked = await checkCmsRequest(request)
    if (checked instanceof Response) return checked
    // A missing upload file is answered 404 before Payload's 500 (src/lib/missing-upload-file.ts).
    return normalizeCmsError(await handler(checked, ...args))
  }
}
