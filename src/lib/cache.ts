import { publish, subscribe } from '../services/bus/bus'
import { onTagsRevalidated } from '../services/page-cache/events.mjs'
import type { CacheTag } from './cache-tags'
import { recordCacheLookup } from './metrics'

/**
 * A read-through cache for public catalogue and content reads (Payload's Local API costs 5-10 ms a call).
 * - Entries carry tags; Payload hooks call `invalidate(tags)` on every change, so edits show at once in
 *   this process, and in every other process through the bus (src/services/bus: Redis pub/sub with REDIS_URL,
 *   else the cluster's IPC). Next's page and data cache is told by revalidateTag, through its cache handler
 *   (src/cache-handler.mjs, docs/adr/0021-shared-caches.md).
 * - Each entry also expires after CACHE_TTL_SECONDS (60 by default), which bounds staleness if a broadcast
 *   is missed. Concurrent misses of one key share a single load. At most MAX_ENTRIES entries (LRU).
 * Only cache data that is the same for every visitor (prices are applied after, per request).
 */
const MAX_ENTRIES = 2000
const CHANNEL = 'cache-invalidate'

interface Entry {
  value: Promise<unknown>
  tags: readonly CacheTag[]
  expires: number
}

const entries = new Map<string, Entry>()
let subscribed = false

function ttlMs(): number {
  const seconds = Number(process.env.CACHE_TTL_SECONDS ?? 60)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 60_000
}

/**
 * Starts listening for other processes' changes (on the bus); once per process. Called at server start
 * (src/instrumentation.ts) and by the first cached read (tests and scripts).
 */
export function listenForInvalidations(): void {
  if (subscribed) return
  subscribed = true
  subscribe(CHANNEL, (message) => {
    let tags: unknown
    try {
      tags = JSON.parse(message)
    } catch {}
    if (!Array.isArray(tags) || !tags.every((t) => typeof t === 'string')) {
      entries.clear()
      return
    }
    dropLocal(tags as CacheTag[])
  })
  // Again when Next's cache handler revalidates the same tags, here or in another process: that happens after the
  // edit's transaction committed, so it also drops what a read between the Payload hook and the commit cached.
  onTagsRevalidated((tags) => dropLocal(tags as CacheTag[]))
}

export async function cached<T>(
  key: string,
  tags: readonly CacheTag[],
  load: () => Promise<T>,
  maxAgeMs = ttlMs(),
): Promise<T> {
  listenForInvalidations()
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && hit.expires > now) {
    recordCacheLookup('data', true)
    entries.delete(key)
    entries.set(key, hit) // most recently used last
    return hit.value as Promise<T>
  }
  recordCacheLookup('data', false)
  const value = load()
  entries.set(key, { value, tags, expires: now + maxAgeMs })
  value.catch(() => entries.delete(key)) // never cache a failure
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value
    if (oldest === undefined) break
    entries.delete(oldest)
  }
  return value
}

function dropLocal(tags: readonly CacheTag[]): void {
  for (const [key, entry] of entries) {
    if (entry.tags.some((t) => tags.includes(t))) entries.delete(key)
  }
}

/** Drops every entry with one of the tags, here and (through the bus) in every other process. */
export async function invalidate(tags: readonly CacheTag[]): Promise<void> {
  if (!tags.length) return
  dropLocal(tags)
  publish(CHANNEL, JSON.stringify(tags))
}

/** For tests and benchmarks: forget everything. */
export function clearCache(): void {
  entries.clear()
}
