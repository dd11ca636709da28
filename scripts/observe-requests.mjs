/**
 * Wraps a server's request listener (scripts/server.mjs; the integration tests' server, tests/setup/api-handler.ts)
 * so that every request
 * - gets an id: its X-Request-Id when that is safe to echo (scripts/request-log.mjs), else a new UUID; the id is
 *   sent back in the X-Request-Id response header;
 * - is handled inside a request context (AsyncLocalStorage), so every log line written meanwhile carries `reqId`;
 * - ends with one JSON log line: method, path (long token-like segments and e-mail addresses masked), the query's
 *   parameter names (never their values; bracketed names by their head only), route group, status, duration in ms, request id; no header, cookie or
 *   body is logged;
 * - counts in the request metrics by route group (scripts/metrics.mjs).
 * docs/adr/0024-operations.md.
 */
import { metrics, routeGroup } from './metrics.mjs'
import { logger, REQUEST_ID_HEADER, requestContextStore, requestIdFrom } from './request-log.mjs'

/** Probes and scrapes, logged at debug level only (LOG_LEVEL=debug shows them). */
const QUIET_ROUTES = new Set(['/api/v1/health', '/api/v1/health/live', '/api/v1/health/ready', '/api/v1/metrics'])

/** A path segment that may be a secret or personal: a long token, an e-mail address. */
const SENSITIVE_SEGMENT = /^[A-Za-z0-9_-]{20,}$|@|%40/

/**
 * The path as logged: segments that look like tokens (COA links, private file ids, hand-over tokens) or e-mail
 * addresses become `:masked`; the query keeps only its parameter names.
 * @param {string} url the request's target (path and query)
 */
export function loggedPath(url) {
  const [pathname = '/', query] = url.split('?', 2)
  const path = pathname
    .split('/')
    .map((segment) => (SENSITIVE_SEGMENT.test(segment) ? ':masked' : segment))
    .join('/')
  if (!query) return { path }
  const keys = [...new Set([...new URLSearchParams(query).keys()].map(loggedKey))].slice(0, 20)
  return { path, query: keys }
}

/**
 * A parameter's name as logged: a plain name as it is; a bracketed one (Payload's `where[field][equals]`) by its
 * head only, since the brackets can carry what the client typed; anything else masked.
 * @param {string} key
 */
function loggedKey(key) {
  if (/^[A-Za-z_][A-Za-z0-9_.-]{0,39}$/.test(key)) return key
  const head = /^([A-Za-z_][A-Za-z0-9_]{0,39})\[/.exec(key)
  return head ? `${head[1]}[…]` : ':masked'
}

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} listener
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function observeRequests(listener) {
  const store = requestContextStore()
  const log = logger()
  const meter = metrics()
  return (req, res) => {
    const started = process.hrtime.bigint()
    const context = { id: requestIdFrom(req.headers[REQUEST_ID_HEADER]), route: undefined }
    // The app sees the id it will be logged under (and a forged or malformed one never reaches it).
    req.headers[REQUEST_ID_HEADER] = context.id
    res.setHeader('X-Request-Id', context.id)
    let done = false
    const finish = () => {
      if (done) return
      done = true
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const url = req.url ?? '/'
      const status = res.writableFinished ? res.statusCode : 499
      const route = routeGroup(url.split('?', 1)[0] ?? '/', status, context.route)
      meter.observeRequest(req.method ?? 'OTHER', route, status, seconds)
      const line = {
        reqId: context.id,
        method: req.method,
        ...loggedPath(url),
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
      }
      if (!res.writableFinished) line.aborted = true
      if (QUIET_ROUTES.has(route)) log.debug(line, 'request')
      else log.info(line, 'request')
    }
    res.once('finish', finish)
    res.once('close', finish)
    store.run(context, () => listener(req, res))
  }
}
