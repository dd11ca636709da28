/**
 * Requests Next.js cannot take, answered (or repaired) by the production server (scripts/server.mjs) before Next
 * sees them; the integration tests' server (tests/setup/server.ts) runs the same guard.
 * - A path with a malformed percent-escape (`/en/%E0%A4%A`): Next's router fails to decode it and answers a
 *   plain-text 500 before any of our code runs (so does an escaped `%`, `%25`, which Next decodes twice). The JSON
 *   APIs answer 400 in their error shape; a site path is served as a path that does not exist, so the site renders
 *   its localized not-found page, 404 (Chinese at /, English under /en).
 * - On the JSON APIs a dot segment is a 400 and a trailing slash is dropped (Next would redirect both, 308).
 * - A method other than the seven route handlers can have (TRACE, which the Fetch API refuses to represent and
 *   Next fails on with a 500; PROPFIND, PURGE…, which Next answers with a bare 405): 405.
 * - A form post (multipart/form-data) to a site page that is no server-action call (no `Next-Action` header): Next
 *   reads it as a no-JavaScript form action and, when the multipart body is broken, answers a plain-text 500 (issue
 *   31). No page of the site takes a form post (its forms use GET or post to /api/v1), so it is a 405 with the
 *   reason in the request's language.
 * `answerParserErrors` does the same for requests Node's HTTP parser refuses (431 for an overlong URL or headers).
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { absolApiBase, areaOf, rawSecurityHeaderLines } from './security-headers.mjs'

/** The methods Next's route handlers take; CONNECT never reaches a request handler. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

const messagesDir = path.resolve(import.meta.dirname, '..', 'src', 'i18n', 'messages')
/** The API's messages per locale (src/i18n/messages/*.json, api.E0400 and api.E0405). */
const apiText = Object.fromEntries(
  ['cn', 'en'].map((locale) => [
    locale,
    JSON.parse(fs.readFileSync(path.join(messagesDir, `${locale}.json`), 'utf8')).api,
  ]),
)

function decodes(text) {
  try {
    decodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

/** The path a site request with an undecodable path is served as: one no page has, in the request's language. */
export function notFoundPath(pathname) {
  return pathname === '/en' || pathname.startsWith('/en/') ? '/en/invalid-path' : '/invalid-path'
}

/** English under /en, else by Accept-Language's first language (the API's rule: zh or other → Chinese). */
function localeOf(pathname, acceptLanguage) {
  if (pathname === '/en' || pathname.startsWith('/en/')) return 'en'
  const first =
    String(acceptLanguage ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase() ?? ''
  return first.startsWith('en') ? 'en' : 'cn'
}

/** The answer's body in both APIs' error shapes, for when the path is unknown. */
function bothShapes(code, locale = 'cn') {
  const msg = apiText[locale][code]
  return { code, data: null, msg, errors: [{ message: msg }] }
}

/** The method of the last request line a socket received (that of the request being parsed), kept by `answerParserErrors`. */
const requestMethod = Symbol('requestMethod')

/** Every method Node's HTTP parser takes, longest first (so `UNLOCK` is read before `LOCK`). */
const PARSED_METHODS = [...http.METHODS].sort((a, b) => b.length - a.length)
/** How many ` /` (` *`, ` http`) a chunk's end is searched back through for a request line. */
const MAX_CANDIDATES = 32
const SPACE_SLASH = Buffer.from(' /')
const SPACE_STAR = Buffer.from(' *')
const SPACE_HTTP = Buffer.from(' http')

/** The method `text` ends with, or null. */
function methodEnding(text) {
  return PARSED_METHODS.find((method) => text.endsWith(method)) ?? null
}

/**
 * The method of the last request line in `chunk`, or null when it holds none (the middle of a long request line
 * or header block, or a body). A request line can start anywhere in a chunk: at its start, after the blank line
 * that ends a pipelined request's headers, or right behind the end of a request body, so this reads backwards from
 * the chunk's end for a method followed by a request target (` /path`, ` *`, ` http…`); each search is native,
 * and a body full of ` /` costs at most `MAX_CANDIDATES` looks per target.
 */
export function lastRequestMethod(chunk) {
  let last = null
  for (const target of [SPACE_SLASH, SPACE_STAR, SPACE_HTTP]) {
    let at = chunk.length
    for (let looks = 0; at > 0 && looks < MAX_CANDIDATES; looks++) {
      at = chunk.lastIndexOf(target, at - 1)
      if (at <= 0 || (last && at < last.at)) break
      const method = methodEnding(chunk.subarray(Math.max(0, at - 12), at).toString('latin1'))
      if (method) {
        last = { at, method }
        break
      }
    }
  }
  return last?.method ?? null
}

/**
 * Answers what Node's HTTP parser refuses (an overlong URL or header block: 431; anything malformed: 400) with a
 * JSON answer in both APIs' error shapes (the envelope and Payload's `errors`), as its path is unknown, instead of
 * Node's bare status line; a HEAD request's answer has no body.
 *
 * The parser's error only carries the chunk it was reading, which need not start with the request line (a long
 * URL comes in several chunks; a pipelined request starts inside the chunk of the one before it). So each socket
 * remembers the method of the last request line it received (a `data` listener, which makes Node parse in
 * JavaScript rather than straight from the socket, as it does for TLS). Earlier versions looked for the request
 * line only at a chunk's start (then also after blank lines): a request arriving behind the end of the previous
 * one's body (a keep-alive client sends it once that request was answered early, with its body still in flight)
 * was missed, and a HEAD request got a body (its client read it as a second answer: "Data after Connection: close").
 */
export function answerParserErrors(server) {
  server.on('connection', (socket) => {
    socket[requestMethod] = null
    socket.prependListener('data', (chunk) => {
      const method = lastRequestMethod(chunk)
      if (method) socket[requestMethod] = method
    })
  })
  server.on('clientError', answerClientError)
}

/** The `clientError` listener (installed by `answerParserErrors`). */
function answerClientError(error, socket) {
  // As Node's own answer: none once an answer to an earlier request has started on this socket (it would be cut).
  if (!socket.writable || error?.code === 'ECONNRESET' || socket._httpMessage?.headersSent) {
    socket.destroy()
    return
  }
  const status = error?.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const head = socket[requestMethod] === 'HEAD'
  const json = JSON.stringify(bothShapes(status === 431 ? 'E0431' : 'E0400'))
  const body = head ? '' : json
  // Every security header an API answer carries (issue 31, point 10: this answer had only nosniff).
  const security = rawSecurityHeaderLines().join('\r\n')
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n${security}\r\n` +
      `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

/** Answers in the error shape of the JSON API `pathname` belongs to: Payload's `{errors}`, else the envelope. */
function answerApiError(req, res, pathname, code, status) {
  const msg = apiText[localeOf(pathname, req.headers['accept-language'])][code]
  const body = pathname.startsWith('/api/cms') ? { errors: [{ message: msg }] } : { code, data: null, msg }
  const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }
  if (status === 405) headers.Allow = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body))
}

/** A multipart post (or put, patch, delete) to a page without `Next-Action`: 405, plain text, localized. */
function refusePagePost(req, res, pathname) {
  const method = String(req.method).toUpperCase()
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false
  if (req.headers['next-action']) return false
  if (!/^\s*multipart\//i.test(String(req.headers['content-type'] ?? ''))) return false
  const locale = localeOf(pathname, req.headers['accept-language'])
  res.writeHead(405, {
    Allow: 'GET, HEAD',
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  res.end(apiText[locale].E0405)
  return true
}

/**
 * Answers (or repairs) a request Next.js cannot take. Returns true when it answered; false when the request goes
 * on (a good one, or a site path it repaired in `req.url`).
 */
export function guardRequest(req, res) {
  const url = String(req.url ?? '/')
  const end = url.search(/[?#]/)
  const pathname = end === -1 ? url : url.slice(0, end)
  const api = areaOf(pathname) === 'api'
  if (!METHODS.has(String(req.method).toUpperCase())) {
    if (api) answerApiError(req, res, pathname, 'E0405', 405)
    else {
      res.writeHead(405, { Allow: 'GET, HEAD, POST', 'Content-Type': 'text/plain; charset=utf-8' })
      res.end()
    }
    return true
  }
  if (!api) {
    if (refusePagePost(req, res, pathname)) return true
    if (decodes(pathname) && !/%25/i.test(pathname)) return false
    req.url = notFoundPath(pathname) + (end === -1 ? '' : url.slice(end))
    return false
  }
  // A dot segment (`/api/v1/x/%2e%2e`) would be resolved by Next into another path and redirected: a bad request.
  if (!decodes(pathname) || pathname.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment))) {
    answerApiError(req, res, pathname, 'E0400', 400)
    return true
  }
  // Next redirects `/api/v1/user/` to `/api/v1/user` (308, no envelope): the API answers it as the same path.
  let target = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  // The second API's public base is served by /api/absol: the proxy's rewrite skips paths with a dot (`/x/1.5`).
  const absol = absolApiBase()
  if (absol !== '/api/absol' && (target === absol || target.startsWith(`${absol}/`)))
    target = `/api/absol${target.slice(absol.length)}`
  if (target !== pathname) req.url = target + (end === -1 ? '' : url.slice(end))
  return false
}

/** How long a connection whose request body was refused unread stays open after the answer (for the client to read it). */
export const UNREAD_BODY_GRACE_MS = 1000

/** What is drained of a refused body after its answer, so that a small one keeps its keep-alive connection. */
export const UNREAD_BODY_DRAIN_BYTES = 64 * 1024

/**
 * Closes the connection of a request answered before its body was read to the end (a 413 on its size, issue 31
 * point 2): the rest of the body is not held, and the socket is destroyed UNREAD_BODY_GRACE_MS after the answer
 * went out (at once it could reset the connection before the client read the answer) unless the body ends first
 * within UNREAD_BODY_DRAIN_BYTES. Without that, a keep-alive client whose small body was still on its way when
 * the answer left (a loaded machine) sent its next request on the connection and had it reset under it (CI's
 * fuzz through Next.js: 5 of 2,000 requests "read ECONNRESET"); a body past the drain limit is cut as before.
 */
export function closeUnreadBodies(req, res) {
  res.once('finish', () => {
    if (req.complete || req.method === 'GET' || req.method === 'HEAD') return
    const socket = req.socket
    const timer = setTimeout(() => socket?.destroy(), UNREAD_BODY_GRACE_MS)
    timer.unref?.()
    socket?.once('close', () => clearTimeout(timer))
    let drained = 0
    req.on('data', (chunk) => {
      drained += chunk.byteLength
      if (drained > UNREAD_BODY_DRAIN_BYTES) req.pause()
    })
    req.once('end', () => clearTimeout(timer))
    if (drained <= UNREAD_BODY_DRAIN_BYTES) req.resume()
  })
}
