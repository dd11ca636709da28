/**
 * The security headers of every response the production server sends (pages, APIs, the back office, static
 * files), added where every response passes: scripts/server.mjs. docs/adr/0009-security-headers.md.
 *
 * - X-Content-Type-Options, Referrer-Policy, Permissions-Policy, X-Frame-Options, Cross-Origin-Opener-Policy and a
 *   Content-Security-Policy on everything; Cross-Origin-Resource-Policy on the APIs (private files) and the back
 *   office; HSTS and `Secure` on every cookie when the request came over https.
 * - "Came over https": a TLS socket, or, only when TRUSTED_PROXY_HOPS > 0 (a proxy we run sets it), the
 *   X-Forwarded-Proto header of the nearest proxy.
 * - HTML gets a policy that allows the inline scripts it carries by their SHA-256 hashes, computed here from the
 *   page as it is sent, so statically cached (ISR) pages stay cached (a nonce would make every page dynamic).
 *   Only scripts shaped exactly like Next.js's and React's own inline bootstraps are hashed: a script injected
 *   into a page is never allowed.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { runInNewContext } from 'node:vm'
import { clientAddressSettings } from './client-address.mjs'

const HSTS = 'max-age=31536000; includeSubDomains'

/** Features neither the site nor the back office uses. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ')

/** Where a path belongs: the back office, a JSON API, or the public site (pages, static files). */
export function areaOf(pathname, absolBase = absolApiBase()) {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api'
  if (pathname === '/en/api/v1' || pathname.startsWith('/en/api/v1/')) return 'api'
  if (pathname === absolBase || pathname.startsWith(`${absolBase}/`)) return 'api'
  return 'site'
}

/** The public base of the second API (same rule as src/lib/absol-base.ts, read at request time). */
export function absolApiBase() {
  const configured = (process.env.ABSOL_API_BASE ?? '').trim().replace(/\/+$/, '')
  if (!configured || !/^\/[A-Za-z0-9._~/-]+$/.test(configured) || configured.includes('//')) return '/absol/api'
  return configured
}

/** True when the request reached us over https: a TLS socket, or a trusted proxy's X-Forwarded-Proto. */
export function cameOverHttps(req, env = process.env) {
  if (req.socket?.encrypted) return true
  // The same trust decision as the client address (scripts/client-address.mjs): one reading of TRUSTED_PROXY_HOPS.
  if (clientAddressSettings(env).hops <= 0) return false
  const header = req.headers['x-forwarded-proto']
  const values = String(Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)
  // The nearest proxy's value: the last one (a proxy that appends) — a client cannot forge what our proxy adds.
  return values.at(-1) === 'https'
}

/** The policy of anything that is not a page: nothing may load, nothing may frame it. */
const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** The policy of an HTML page of `area`, allowing the inline scripts whose hashes are given. */
export function pagePolicy(area, hashes, https) {
  const scripts = ["'self'", ...hashes.map((h) => `'sha256-${h}'`)]
  // Payload's admin (React + its rich-text editor and code fields) compiles nothing at run time in the browser
  // either: it runs without 'unsafe-eval' (measured: e2e/security-headers.e2e.ts).
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // React and Next set style attributes and inline <style> (next/font, the admin's theme): no hashes possible.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${area === 'admin' ? "'none'" : "'self'"}`,
  ]
  // The admin's code editor (Monaco, served by the app) runs its language services in workers it starts from
  // blob: URLs wrapping its own same-origin worker files; without this they fall back to the page's main thread.
  if (area === 'admin') directives.push("worker-src 'self' blob:")
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/**
 * The inline scripts Next.js and React write into pages, each matched as a whole. Their arguments are JSON
 * literals (checked by parsing), so a script of this shape can only hand data to React, never run code.
 */
const NEXT_FLIGHT = /^self\.__next_f\.push\((\[.*\])\)$/s
const NEXT_FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])'
/** Turbopack's runtime bootstrap: `(globalThis["TURBOPACK"] || …).push({"otherChunks":[…],…});`. */
const TURBOPACK_BOOT = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{.*\})\);$/s
/**
 * React's streaming helpers: `$RC("B:0","S:0")`, `$RS(…)`, `$RX(…)`, `$RV(…)`, `$RR("B:1","S:1",[["/a.css","high"]])`,
 * whose arguments must all parse as JSON (strings, numbers, null, arrays of them).
 */
const REACT_CALL = /^\$R[CSXRV]\((.*)\);?$/s

/** A JSON value React passes its helpers: a string, a number, null, or an array of those. */
function isPlainArgument(value) {
  if (value === null || typeof value === 'string' || typeof value === 'number') return true
  return Array.isArray(value) && value.every(isPlainArgument)
}

function isReactCall(body) {
  const call = REACT_CALL.exec(body)
  if (!call) return false
  try {
    const args = JSON.parse(`[${call[1]}]`)
    return Array.isArray(args) && args.every(isPlainArgument)
  } catch {
    return false
  }
}

/**
 * React's inline streaming runtime (issue 31, point 10): the first script that completes a Suspense boundary carries
 * the helpers' definitions before its call (`$RB=[];$RV=function(a){$RT=performance.now();…};$RC=…;$RC("B:0","S:0")`),
 * and the shell's `requestAnimationFrame(function(){$RT=performance.now()});`. Their text is fixed per React version:
 * it is read here from the React build Next.js runs (its vendored page runtimes), as the string literals that
 * define a `$R…` helper, so an upgrade needs no change. A script is allowed when it is made of these definitions
 * followed by at most one helper call with JSON arguments.
 */
const NEXT_RUNTIMES = [
  'next/dist/compiled/next-server/app-page.runtime.prod.js',
  'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js',
  'next/dist/compiled/next-server/app-page-experimental.runtime.prod.js',
  'next/dist/compiled/next-server/app-page-turbo-experimental.runtime.prod.js',
]
/** Where a literal that defines a helper starts: a quote, then `$RX=` or the shell-time snippet. */
const RUNTIME_LITERAL_START = /(["'])(?=\$R[A-Z]{1,2}=|requestAnimationFrame\(function\(\)\{\$RT=)/g

/** The value of the JavaScript string literal at `text[start]` (a quote), or null. */
function stringLiteralAt(text, start) {
  const quote = text[start]
  let i = start + 1
  while (i < text.length && text[i] !== quote) {
    if (text[i] === '\\') i++
    else if (text[i] === '\n') return null
    i++
  }
  if (i >= text.length) return null
  try {
    // A single string literal (checked above: no unescaped quote or newline inside), never other code.
    return runInNewContext(text.slice(start, i + 1), Object.create(null), { timeout: 50 })
  } catch {
    return null
  }
}

/** The runtime's definitions found in `sources`, without the call some of them end with (`…;$RS("`). */
export function reactRuntimeFragments(sources) {
  const fragments = new Set()
  for (const text of sources) {
    for (const match of text.matchAll(RUNTIME_LITERAL_START)) {
      const value = stringLiteralAt(text, match.index)
      if (typeof value !== 'string' || value.length < 20) continue
      const fragment = value.replace(/\$R[A-Z]\("$/, '')
      if (fragment) fragments.add(fragment)
    }
  }
  return [...fragments].sort((a, b) => b.length - a.length)
}

function loadReactRuntimeFragments() {
  const require = createRequire(import.meta.url)
  const sources = []
  for (const name of NEXT_RUNTIMES) {
    try {
      sources.push(readFileSync(require.resolve(name), 'utf8'))
    } catch {
      // not in this Next version
    }
  }
  return reactRuntimeFragments(sources)
}

let runtimeFragments = null
/** The definitions React's streaming scripts may carry (read on first use). */
function reactRuntime() {
  runtimeFragments ??= loadReactRuntimeFragments()
  return runtimeFragments
}

/** A script made of React runtime definitions, then at most one helper call. */
function isReactStreamingScript(body, fragments = reactRuntime()) {
  let rest = body
  for (let found = true; found && rest; ) {
    found = false
    for (const fragment of fragments) {
      if (rest.startsWith(fragment)) {
        rest = rest.slice(fragment.length)
        found = true
        break
      }
    }
  }
  if (rest === body) return false
  return rest === '' || isReactCall(rest)
}

function isJson(text) {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** Fixed React and Next bootstraps (their text never varies): allowed by exact match. Filled from the build. */
const FIXED = new Set([NEXT_FLIGHT_INIT])

/** True when an inline script is one of Next's or React's own, shaped as they write them. */
export function isFrameworkScript(body) {
  if (FIXED.has(body)) return true
  const flight = NEXT_FLIGHT.exec(body)
  if (flight) return isJson(flight[1])
  const boot = TURBOPACK_BOOT.exec(body)
  if (boot) return isJson(boot[1])
  if (isReactCall(body)) return true
  return isReactStreamingScript(body)
}

/** Allows another fixed inline script (React's streaming runtime, as the installed version writes it). */
export function allowFixedScript(body) {
  FIXED.add(body)
  pageHashes.clear()
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi

/**
 * The hashes of the pages sent lately, by the SHA-256 of the whole page: a cached (ISR) page is the same bytes on
 * every hit, and finding and checking its inline scripts again took a third of the CPU of a cached product page;
 * hashing the page once costs about 0.1 ms. Same bytes, same scripts, same hashes: nothing is allowed that the
 * page's own scan would not allow. At most PAGE_HASHES_MAX pages (least recently sent forgotten first).
 */
const PAGE_HASHES_MAX = 500
/** @type {Map<string, string[]>} */
const pageHashes = new Map()

/** inlineScriptHashes of a page held as bytes, remembered for the next sending of the same bytes. */
export function pageScriptHashes(body) {
  const key = createHash('sha256').update(body).digest('latin1')
  const known = pageHashes.get(key)
  if (known) {
    pageHashes.delete(key)
    pageHashes.set(key, known)
    return known
  }
  const hashes = inlineScriptHashes(body.toString('utf8'))
  pageHashes.set(key, hashes)
  if (pageHashes.size > PAGE_HASHES_MAX) pageHashes.delete(pageHashes.keys().next().value)
  return hashes
}

/** SHA-256 (base64) of every framework inline script of `html`, without repeats. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? ''
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*"?([^"\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && type !== 'text/javascript' && type !== 'module') continue // JSON-LD and the like never run
    const body = match[2] ?? ''
    if (!isFrameworkScript(body)) continue
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'))
  }
  return [...hashes]
}

/** Adds `Secure` to every Set-Cookie value that lacks it. */
export function secureCookies(value) {
  if (value === undefined || value === null) return value
  const add = (cookie) => (/;\s*secure\s*(;|$)/i.test(String(cookie)) ? String(cookie) : `${cookie}; Secure`)
  return Array.isArray(value) ? value.map(add) : add(value)
}

function headerValue(headers, name) {
  if (!headers || typeof headers !== 'object') return undefined
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return headers[i + 1]
    return undefined
  }
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) return headers[key]
  return undefined
}

/** The headers an answer will go out with: those set on `res`, then those of writeHead's arguments (lower case). */
function answerHeaders(res, args) {
  const all = { ...res.getHeaders() }
  const headers = args[typeof args[1] === 'string' ? 2 : 1]
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) all[String(headers[i]).toLowerCase()] = headers[i + 1]
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) all[name.toLowerCase()] = value
  }
  return all
}

/** Applies `fn` to the named header wherever writeHead's arguments carry it (object or flat array form). */
function rewriteHeaderArg(args, name, fn) {
  const index = typeof args[1] === 'string' ? 2 : 1
  const headers = args[index]
  if (!headers || typeof headers !== 'object') return
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2)
      if (String(headers[i]).toLowerCase() === name) headers[i + 1] = fn(headers[i + 1])
    return
  }
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) headers[key] = fn(headers[key])
}

function pathnameOf(url) {
  const raw = String(url ?? '/')
  const end = raw.search(/[?#]/)
  return end === -1 ? raw : raw.slice(0, end)
}

/**
 * Sets the headers every response of `req` gets (call first, before anything writes). Returns the request's
 * area and whether it came over https, for `hashPageScripts`.
 */
export function setSecurityHeaders(req, res, env = process.env) {
  const https = cameOverHttps(req, env)
  const area = areaOf(pathnameOf(req.url))
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
  res.setHeader('X-Frame-Options', area === 'site' ? 'SAMEORIGIN' : 'DENY')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  if (sameOriginResource(area, pathnameOf(req.url))) res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
  res.setHeader('Content-Security-Policy', NON_HTML_CSP)
  if (https) res.setHeader('Strict-Transport-Security', HSTS)
  return { area, https }
}

/** The public uploads other sites may show (images, downloadable PDFs): every other file is the site's own. */
const PUBLIC_FILES = /^\/api\/cms\/(media|downloads)\/file\//

/**
 * True when no other site may load the answer at all (Cross-Origin-Resource-Policy: same-origin): the APIs, where
 * every private file is served (order files, payment proofs, COA certificates, staff uploads), and the back office.
 */
export function sameOriginResource(area, pathname) {
  if (area === 'admin') return true
  return area === 'api' && !PUBLIC_FILES.test(pathname)
}

/**
 * The headers every answer carries, as raw header lines, for answers written straight to the socket (Node's HTTP
 * parser refused the request: its path and protocol are unknown, so it gets those of an API answer).
 */
export function rawSecurityHeaderLines() {
  return [
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    `Permissions-Policy: ${PERMISSIONS_POLICY}`,
    'X-Frame-Options: DENY',
    'Cross-Origin-Opener-Policy: same-origin',
    'Cross-Origin-Resource-Policy: same-origin',
    `Content-Security-Policy: ${NON_HTML_CSP}`,
  ]
}

/**
 * Watches what the handler writes: an HTML answer is held until it ends, then sent with the page policy (the
 * hashes of its framework inline scripts); anything else goes through untouched. Over https every Set-Cookie
 * gets `Secure`. Install after any compression middleware, so the HTML seen here is uncompressed.
 * `onPage(status, headers, body)`, when given, sees every HTML answer as it goes out: its status, its headers
 * (names in lower case, the policy included) and its uncompressed body (the server's micro-cache keeps some).
 */
export function hashPageScripts(res, { area, https }, onPage) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  /** null until the first writeHead/write/end decides; then 'pass' or 'hold'. */
  let mode = null
  let head = null
  const chunks = []

  const secureCookieArgs = (args) => {
    // Next's proxy echoes the rewritten URL (query included) in x-middleware-rewrite: on an API answer that is
    // of no use to anyone, and with a long query it makes the header block too large for clients.
    if (area === 'api') {
      res.removeHeader('x-middleware-rewrite')
      const index = typeof args?.[1] === 'string' ? 2 : 1
      const headers = args?.[index]
      if (headers && typeof headers === 'object' && !Array.isArray(headers))
        for (const key of Object.keys(headers)) if (key.toLowerCase() === 'x-middleware-rewrite') delete headers[key]
    }
    if (!https) return
    const set = res.getHeader('set-cookie')
    if (set !== undefined) res.setHeader('set-cookie', secureCookies(set))
    rewriteHeaderArg(args, 'set-cookie', secureCookies)
  }
  const contentType = (args) => {
    const index = typeof args?.[1] === 'string' ? 2 : 1
    return String(headerValue(args?.[index], 'content-type') ?? res.getHeader('content-type') ?? '')
  }
  const decide = (args) => {
    if (mode) return
    mode = /^\s*text\/html/i.test(contentType(args)) ? 'hold' : 'pass'
    if (mode === 'pass') {
      res.write = original.write
      res.end = original.end
    }
  }

  res.writeHead = function writeHead(...args) {
    decide(args)
    if (mode === 'pass') {
      secureCookieArgs(args)
      return original.writeHead.apply(this, args)
    }
    head = args
    return this
  }
  res.write = function write(chunk, encoding, callback) {
    decide(head)
    if (mode === 'pass') return original.write.call(this, chunk, encoding, callback)
    if (chunk !== undefined && chunk !== null)
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  res.end = function end(chunk, encoding, callback) {
    decide(head)
    if (mode === 'pass') return original.end.call(this, chunk, encoding, callback)
    if (typeof chunk === 'function') {
      callback = chunk
      chunk = undefined
    } else if (typeof encoding === 'function') {
      callback = encoding
      encoding = undefined
    }
    if (chunk !== undefined && chunk !== null)
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined))
    const body = Buffer.concat(chunks)
    res.writeHead = original.writeHead
    res.write = original.write
    res.end = original.end
    const args = head ?? [res.statusCode]
    res.setHeader('Content-Security-Policy', pagePolicy(area, pageScriptHashes(body), https))
    secureCookieArgs(args)
    if (onPage) onPage(Number(args[0]) || res.statusCode, answerHeaders(res, args), body)
    res.writeHead(...args)
    return res.end(body, callback)
  }
}
