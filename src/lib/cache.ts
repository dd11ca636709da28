import { redis, redisSubscriber } from '../services/redis'
import type { CacheTag } from './cache-tags'
import { recordCacheLookup } from './metrics'
import { markNextTagsStale } from './next-tags'

/**
 * A read-through cache for public catalogue and content reads (Payload's Local API costs 5-10 ms a call).
 * - Entries carry tags; Payload hooks call `invalidate(tags)` on every change, so edits show at once in
 *   this process, and in every other process through Redis pub/sub when REDIS_URL is set; there the same
 *   tags of Next.js's page cache are marked stale too (src/lib/next-tags.ts), as revalidateTag does here.
 * - Each entry also expires after CACHE_TTL_SECONDS (60 by default), which bounds staleness if a broadcast
 *   is missed. Concurrent misses of one key share a single load. At most MAX_ENTRIES entries (LRU).
 * Only cache data that is the same for every visitor (prices are applied after, per request).
 */
const MAX_ENTRIES = 2000
const CHANNEL = 'site:cache-invalidate'

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
 * Starts listening for other processes' changes (with REDIS_URL); once per process. Called at server start
 * (src/instrumentation.ts) and by the first cached read (tests and scripts).
 */
export function listenForInvalidations(): void {
  if (subscribed) return
  subscribed = true
  const sub = redisSubscriber()
  if (!sub) return
  sub.subscribe(CHANNEL).catch((error: Error) => console.error('[cache] subscribe failed', error.message))
  sub.on('message', (channel: string, message: string) => {
    if (channel !== CHANNEL) return
    let tags: unknown
    try {
      tags = JSON.parse(message)
    } catch {}
    if (!Array.isArray(tags) || !tags.every((t) => typeof t === 'string')) {
      entries.clear()
      return
    }
    dropLocal(tags as CacheTag[])
    markNextTagsStale(tags)
  })
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

/** Drops every entry with one of the tags, here and (with Redis) in every other process. */
export async function invalidate(tags: readonly CacheTag[]): Promise<void> {
  if (!tags.length) return
  dropLocal(tags)
  const client = redis()
  if (client) {
    try {
      await client.publish(CHANNEL, JSON.stringify(tags))
    } catch (error) {
      console.error('[cache] publish failed', (error as Error).message)
    }
  }
}

/** For tests and benchmarks: forget everything. */
export function clearCache(): void {
  entries.clear()
}
