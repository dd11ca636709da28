/**
 * The server's micro-cache of shared pages (scripts/server.mjs): a page Next.js answered from its own page cache
 * (ISR: `x-nextjs-cache: HIT`, a shared `Cache-Control` with `s-maxage`) is the same answer for every anonymous
 * request of its URL, so each process keeps it for at most `maxAgeMs` (1 s) and answers the next requests of
 * that URL itself, without running Next's router, proxy and cache lookup again (four fifths of the CPU of a
 * cached product page). docs/adr/0021-shared-caches.md.
 *
 * - Stored: GET answers with status 200, HTML, `x-nextjs-cache: HIT`, `s-maxage` and neither `private` nor
 *   `no-store`, and no Set-Cookie. Kept as Next sent them (uncompressed, with the page's own CSP); the request
 *   id, the date and the connection headers are never kept (each answer gets its own).
 * - Served: GET requests of the same scheme (http or https: HSTS and the policy differ), host, path and query that carry no Authorization, none of Next's client
 *   navigation headers (RSC, prefetch, router state, server actions) and no draft-mode cookie. Never the site
 *   root (`/`), whose language follows the visitor's cookie and Accept-Language (src/proxy.ts).
 * - Forgotten: all at once when this process makes or hears of any cache-tag revalidation (the page cache's
 *   announcements, src/services/page-cache/events.mjs: edits in the back office reach every process over the
 *   bus), and each entry after `maxAgeMs` whatever happens, so a page is never older here than 1 s more than
 *   Next's page cache would serve it. PAGE_MICRO_CACHE_MS=0 turns it off.
 */
import { onTagsRevalidated } from '../src/services/page-cache/events.mjs'

/** Headers that belong to one answer, never replayed. */
const PER_ANSWER = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
/** Request headers of Next's client navigations and server actions: those answers are not the page's HTML. */
const CLIENT_NAVIGATION = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
]
const DRAFT_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/

/** PAGE_MICRO_CACHE_MS (default 1000, at most 2000; 0: off). */
export function microCacheMs(env = process.env) {
  if (env.PAGE_MICRO_CACHE_MS === undefined || env.PAGE_MICRO_CACHE_MS === '') return 1000
  const ms = Number(env.PAGE_MICRO_CACHE_MS)
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 2000) : 0
}

/**
 * @typedef {{ status: number, headers: Record<string, string | string[] | number>, body: Buffer, at: number }} Entry
 * @param {{ maxAgeMs?: number, maxEntries?: number, maxBytes?: number, now?: () => number,
 *   onLookup?: (hit: boolean) => void }} [options]
 */
export function createPageMicroCache({
  maxAgeMs = microCacheMs(),
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
  onLookup = () => {},
} = {}) {
  /** @type {Map<string, Entry>} */
  const entries = new Map()
  let bytes = 0
  /** Counts the revalidations heard: an answer rendered across one is not kept. */
  let generation = 0
  const clear = () => {
    generation++
    entries.clear()
    bytes = 0
  }
  const stopListening = maxAgeMs > 0 ? onTagsRevalidated(clear) : () => {}

  /** @param {string} key */
  const remove = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.body.length
  }

  /**
   * The key of a request this cache may answer, else null. `https`: whether it came over https (the answer's HSTS
   * and CSP differ).
   * @param {import('node:http').IncomingMessage} req
   * @param {boolean} https
   */
  function keyOf(req, https) {
    if (maxAgeMs <= 0 || req.method !== 'GET') return null
    const url = req.url ?? '/'
    if (url === '/' || url.startsWith('/?') || !url.startsWith('/')) return null
    const h = req.headers
    if (h.authorization !== undefined) return null
    for (const name of CLIENT_NAVIGATION) if (h[name] !== undefined) return null
    if (h.cookie && DRAFT_COOKIE.test(h.cookie)) return null
    return `${https ? 'https' : 'http'}|${h.host ?? ''}|${url}`
  }

  return {
    /** The answer kept for this request, or null. @param {import('node:http').IncomingMessage} req */
    lookup(req, https = false) {
      const key = keyOf(req, https)
      if (key === null) return null
      const entry = entries.get(key)
      if (entry && now() - entry.at < maxAgeMs) {
        onLookup(true)
        return entry
      }
      if (entry) remove(key)
      onLookup(false)
      return null
    },

    /**
     * Keeps Next's answer to `req` when it is a shared page (see above).
     * @param {import('node:http').IncomingMessage} req
     * @param {number} status
     * @param {Record<string, unknown>} headers the answer's headers, names in lower case
     * @param {Buffer} body the uncompressed body
     * @param {number} since `generation` when the request came in: nothing is kept if a revalidation came since
     * @param {boolean} [https] whether the request came over https
     */
    store(req, status, headers, body, since, https = false) {
      if (since !== generation || status !== 200 || headers['set-cookie'] !== undefined) return
      const key = keyOf(req, https)
      if (key === null) return
      if (String(headers['x-nextjs-cache'] ?? '') !== 'HIT') return
      if (!/^\s*text\/html/i.test(String(headers['content-type'] ?? ''))) return
      const cacheControl = String(headers['cache-control'] ?? '')
      if (!/\bs-maxage=\d/.test(cacheControl) || /\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return
      if (body.length > maxBytes / 8) return
      /** @type {Record<string, string | string[] | number>} */
      const kept = {}
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined && !PER_ANSWER.has(name)) kept[name] = /** @type {string} */ (value)
      }
      remove(key)
      entries.set(key, { status, headers: kept, body, at: now() })
      bytes += body.length
      for (const [oldest] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break
        remove(oldest)
      }
    },

    clear,
    close: stopListening,
    /** Changes at every revalidation heard (pass the value read when the request came in to `store`). */
    get generation() {
      return generation
    },
    get size() {
      return entries.size
    },
  }
}
