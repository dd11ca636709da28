/**
 * A process's memory in front of a shared store of Next's cache (with Redis: the library's redis-strings store,
 * src/cache-handler.mjs). Reading a product page's entry from Redis costs about 4 ms (three round trips, 300 kB of
 * JSON and base64), from memory about 10 µs (docs/adr/0021-shared-caches.md), so each process keeps the entries it
 * read or wrote, and forgets them when another process revalidates one of their tags:
 * - revalidateTag here: noted, passed to the store (which drops the entries in Redis), then published on the bus
 *   (Redis pub/sub reaches every process of every node);
 * - a revalidation heard on the bus: noted at this process's own clock (no clock comparison between machines);
 *   an entry kept since before is a miss here and is read from the store again;
 * - pub/sub is fire and forget, so an entry is never served from memory longer than `maxAgeMs` (2 s) after it
 *   was read: a revalidation this process missed still shows within that time.
 * Every revalidation made or heard is announced within the process (./events.mjs), for the app's read cache.
 */
import { announceTagsRevalidated } from './events.mjs'
import { entrySize, MemoryLru } from './memory-lru.mjs'

/** The bus channel of tag revalidations: `{"tags":[...]}`. */
export const FRONT_TAGS_CHANNEL = 'next-cache-revalidated'

/**
 * @typedef {{ lastModified: number, tags?: readonly string[], value: Record<string, unknown> | null }} CacheEntry
 * @typedef {{ name: string, get(key: string, ctx: { implicitTags: readonly string[] }): Promise<CacheEntry | null>,
 *   set(key: string, entry: CacheEntry, ctx?: unknown): Promise<void>, revalidateTag(tag: string): Promise<void>,
 *   delete?(key: string): Promise<void>, prepare?(): Promise<void> }} Store
 * @typedef {{ publish(channel: string, message: string): void,
 *   subscribe(channel: string, onMessage: (message: string) => void): () => void }} Bus
 */

/**
 * @param {{ store: Store, bus: Bus, maxMemoryBytes?: number, maxAgeMs?: number }} options
 * @returns {Store}
 */
export function withMemoryFront({ store, bus, maxMemoryBytes = 50 * 1024 * 1024, maxAgeMs = 2000 }) {
  /** When this process learnt of each tag's last revalidation (its own clock, ms). */
  const tagTimes = new Map()
  /** @type {MemoryLru<CacheEntry>} */
  const memory = new MemoryLru(maxMemoryBytes)

  /** @param {readonly string[]} tags */
  const note = (tags) => {
    const now = Date.now()
    for (const tag of tags) tagTimes.set(tag, now)
  }

  bus.subscribe(FRONT_TAGS_CHANNEL, (message) => {
    try {
      const { tags } = JSON.parse(message)
      if (!Array.isArray(tags)) return
      note(tags.map(String))
      announceTagsRevalidated(tags.map(String))
    } catch {}
  })

  /** @param {CacheEntry} entry @param {number} keptAt @param {readonly string[]} implicitTags */
  function revalidatedSince(entry, keptAt, implicitTags) {
    for (const list of [entry.tags ?? [], implicitTags]) {
      for (const tag of list) {
        const at = tagTimes.get(tag)
        if (at !== undefined && at >= keptAt) return true
      }
    }
    return false
  }

  return {
    name: `${store.name} with memory`,

    async get(key, ctx) {
      const implicitTags = ctx?.implicitTags ?? []
      const held = memory.get(key)
      if (held && Date.now() - held.at < maxAgeMs && !revalidatedSince(held.value, held.at, implicitTags)) {
        return held.value
      }
      memory.delete(key)
      const entry = await store.get(key, { ...ctx, implicitTags })
      if (entry) memory.set(key, entry, entrySize(entry))
      return entry
    },

    async set(key, entry, ctx) {
      memory.set(key, { ...entry }, entrySize(entry))
      await store.set(key, entry, ctx)
    },

    async revalidateTag(tag) {
      note([tag])
      announceTagsRevalidated([tag])
      try {
        await store.revalidateTag(tag)
      } finally {
        // Only now: a process that hears it and reads the store at once must not find the old entry there.
        bus.publish(FRONT_TAGS_CHANNEL, JSON.stringify({ tags: [tag] }))
      }
    },

    async delete(key) {
      memory.delete(key)
      await store.delete?.(key)
    },

    async prepare() {
      await store.prepare?.()
    },
  }
}
