/**
 * Next's cache handler (next.config.ts `cacheHandler`): where the page cache (ISR: the HTML and RSC of the pages with
 * `revalidate`) and the data cache (`unstable_cache`, src/lib/data/loader.ts) live. docs/adr/0021-shared-caches.md.
 *
 * @fortedigital/nextjs-cache-handler's CacheHandler does Next's part (entries, tags from the pages' headers,
 * lifespans); the store behind it belongs to the deployment, never to the build folder:
 * - REDIS_URL set: the library's `redis-strings` store (entries, their tags and revalidations in Redis under
 *   `<REDIS_PREFIX>next:<build id>:`), so revalidateTag on any node reaches every node; each process keeps what it
 *   read in memory for at most 2 s, forgotten at once when the bus (Redis pub/sub) reports a revalidation
 *   (src/services/page-cache/memory-front.mjs);
 * - else files under `DATA_DIR/next-cache/<build id>/` (src/services/page-cache/file-store.mjs), shared by the
 *   server processes of the machine, revalidations relayed to them over the bus (the cluster's IPC).
 * During `next build` nothing is stored (the build may run where neither Redis nor the data folder is).
 *
 * Loaded by Node itself (outside the app's bundle), so plain JavaScript that imports only packages and other .mjs.
 */
import { once } from 'node:events'
import path from 'node:path'
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'
import createRedisStore from '@fortedigital/nextjs-cache-handler/redis-strings'
import { Redis } from 'ioredis'
import { publish, subscribe } from './services/bus/bus.mjs'
import { createFileStore, pruneOtherBuilds } from './services/page-cache/file-store.mjs'
import { withMemoryFront } from './services/page-cache/memory-front.mjs'

/** An entry is kept this long after it went stale, at least a day (then the next visitor waits for a render). */
const DAY_SECONDS = 86_400
/** Next's cache lifetime of an entry (`ctx.cacheControl` of set), carried inside the stored value. */
const CACHE_CONTROL = '__cacheControl'

/** @param {string | undefined} buildId */
async function createStore(buildId) {
  const build = (buildId || 'unknown').trim().replace(/[^\w.-]/g, '_')
  const url = process.env.REDIS_URL
  if (url) {
    const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    client.on('error', (error) => console.error('[page-cache] redis:', error.message))
    // The first pages render uncached (and are not stored) until Redis answers; a lost connection likewise.
    const ready = once(client, 'ready').catch(() => {}) // an error before 'ready' is logged above; ioredis retries
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 3000).unref())])
    const store = createRedisStore({
      client: ioredisAdapter(client),
      keyPrefix: `${process.env.REDIS_PREFIX ?? 'site:'}next:${build}:`,
      timeoutMs: 2000,
    })
    return withMemoryFront({ store, bus: { publish, subscribe } })
  }
  const base = path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.DATA_DIR || 'data', 'next-cache')
  pruneOtherBuilds(base, build).catch(() => {})
  return createFileStore({ dir: path.join(base, build), bus: { publish, subscribe } })
}

CacheHandler.onCreation(async ({ buildId }) => {
  if (process.env.NEXT_PHASE === 'phase-production-build') return { handlers: [] }
  let store
  try {
    store = await createStore(buildId)
  } catch (error) {
    // Pages still render, uncached, rather than fail (for example DATA_DIR not writable).
    console.error('[page-cache] no cache store, pages render on every request:', /** @type {Error} */ (error).message)
    return { handlers: [] }
  }
  return {
    handlers: [store],
    ttl: { estimateExpireAge: (staleAge) => Math.max(Math.floor(staleAge * 1.5), DAY_SECONDS) },
  }
})

/**
 * The library's handler, plus the entry's cache lifetime: stored with the entry and handed back by get, so a process
 * that did not render a page serves it with the page's own `revalidate` (not Next's fallback of one second) and the
 * same Cache-Control header as the process that rendered it.
 */
export default class SiteCacheHandler extends CacheHandler {
  /**
   * @param {string} key
   * @param {Record<string, unknown> | null} data
   * @param {{ cacheControl?: unknown } & Record<string, unknown>} ctx
   */
  async set(key, data, ctx) {
    const value = data && ctx?.cacheControl ? { ...data, [CACHE_CONTROL]: ctx.cacheControl } : data
    return super.set(key, value, ctx)
  }

  /**
   * @param {string} key
   * @param {Record<string, unknown>} [ctx]
   */
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    const value = entry?.value
    if (value && CACHE_CONTROL in value) {
      // The entry object may be a store's in-memory copy: moved once, kept for the next reads.
      entry.cacheControl = value[CACHE_CONTROL]
      delete value[CACHE_CONTROL]
    }
    return entry
  }
}
