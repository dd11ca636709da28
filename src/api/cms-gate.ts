import { translate } from '../i18n/messages'
import { ApiError, type ErrorCode, jsonResponse } from './envelope'
import { requestLocale } from './locale'
import { isSameSite, readLimited } from './request-body'

/**
 * What every request to Payload's REST API (/api/cms, the back office's) passes before and after Payload
 * (issue 15, points 1 and 8; docs/adr/0008). The route handler and the integration tests' server both use it.
 *
 * - A write (POST, PUT, PATCH, DELETE) whose Origin is not the site (the host it was sent to, or SITE_URL) is
 *   refused with 403, whatever the credentials: a cookie-authenticated page elsewhere cannot act as staff or
 *   as a member. (Payload's `csrf` list and the member strategy also ignore cross-site session cookies.)
 * - A file path with `?prefix=` answers 404 (see below), not Payload's 500.
 * - A read answers within CMS_READ_TIME_BUDGET_MS and with at most MAX_CMS_RESPONSE_BYTES of JSON, else 400.
 *   Payload's own hooks (src/lib/request-budget.ts) refuse over-deep or unpaged queries before they run; this
 *   is the backstop for anything they did not foresee. A read that runs out of time is answered, but the work
 *   already started is not interrupted (JavaScript cannot stop it): the bounds on queries are the real limit.
 */
export const MAX_CMS_RESPONSE_BYTES = 8 * 1024 * 1024
export const CMS_READ_TIME_BUDGET_MS = 10_000

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export async function handleCmsRequest(
  request: Request,
  handle: (request: Request) => Promise<Response>,
  budget: { bytes?: number; ms?: number } = {},
): Promise<Response> {
  const fail = (code: ErrorCode, msgKey?: string) => {
    const error = new ApiError(code, { msgKey })
    const msg = translate(requestLocale(request.headers), `api.${msgKey ?? code}`)
    // `errors` as Payload words its own, so the back office shows the message too.
    return jsonResponse({ code: error.code, data: null, msg, errors: [{ message: msg }] }, error.status)
  }
  const method = request.method.toUpperCase()
  if (WRITES.has(method) && !isSameSite(request)) return fail('E0403')
  if (method !== 'GET') return handle(request)
  // Payload's file route turns `?prefix=` into a query on a `prefix` field that files kept on the local disk do
  // not have: a 500 with an error logged. None of our uploads has a prefix, so no such file exists.
  const url = new URL(request.url)
  if (url.searchParams.has('prefix') && /\/file\/[^/]+$/.test(url.pathname)) return fail('E0404')

  const ms = budget.ms ?? CMS_READ_TIME_BUDGET_MS
  let timer: NodeJS.Timeout | undefined
  const work = handle(request)
  const outOfTime = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms)
  })
  const response = await Promise.race([work, outOfTime]).finally(() => clearTimeout(timer))
  if (response === null) {
    work.then((late) => late.body?.cancel()).catch(() => {})
    return fail('E0400', 'cmsTooSlow')
  }
  if (!(response.headers.get('content-type') ?? '').includes('application/json') || !response.body) return response
  try {
    const bytes = await readLimited(response, budget.bytes ?? MAX_CMS_RESPONSE_BYTES)
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      status: response.status,
      headers: response.headers,
    })
  } catch (error) {
    if (error instanceof ApiError) return fail('E0400', 'cmsResponseTooLarge')
    throw error
  }
}
