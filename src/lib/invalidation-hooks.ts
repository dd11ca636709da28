import type { CollectionConfig, GlobalConfig } from 'payload'
import { invalidate } from './cache'
import { INVALIDATES } from './cache-tags'

/**
 * After any change to a public collection or global, in every process of every node:
 * - the cached API reads (src/lib/cache.ts): dropped here and, through the bus, in every other process;
 * - Next's pages and data with the same tags: revalidateTag, which Next hands at the end of the request to the
 *   cache handler (src/cache-handler.mjs); the handler drops them in the shared store (Redis, or DATA_DIR on one
 *   machine) and tells the other processes over the bus (docs/adr/0021-shared-caches.md).
 * Outside a Next.js request (seed, scripts, tests) revalidateTag is unavailable and only the API cache is dropped;
 * pages then refresh after their `revalidate` time (300 s).
 */
async function onChange(slug: string): Promise<void> {
  const tags = INVALIDATES[slug]
  if (!tags) return
  await invalidate(tags)
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, 'max')
  } catch {
    // not inside a Next.js server: nothing else to revalidate
  }
}

export function withCacheInvalidation(collection: CollectionConfig): CollectionConfig {
  if (!INVALIDATES[collection.slug]) return collection
  const hook = async () => onChange(collection.slug)
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), hook],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), hook],
    },
  }
}

export function withGlobalCacheInvalidation(global: GlobalConfig): GlobalConfig {
  if (!INVALIDATES[global.slug]) return global
  return {
    ...global,
    hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), async () => onChange(global.slug)] },
  }
}
