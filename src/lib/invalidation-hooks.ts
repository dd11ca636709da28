import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'
import { invalidate } from './cache'
import { INVALIDATES } from './cache-tags'
import { afterCommit } from './db/payload-db'

/**
 * After any change to a public collection or global, in every process of every node:
 * - the cached API reads and the search index (src/lib/cache.ts): dropped here and, through the bus, in every other
 *   process, once the edit's transaction has committed (at once when there is none). Dropped when the hook ran,
 *   inside the transaction, a visitor's read before the commit saw the old row and kept it for the cache's
 *   lifetime: the 50-58 s of a price, 46 s of /global_cfg and minutes of a deleted product in search of issue 22;
 * - Next's pages and data with the same tags: revalidateTag with immediate expiry (not the stale-while-revalidate
 *   'max' profile, which served the old page once more after an edit), which Next hands at the end of the request
 *   (after the commit) to the cache handler (src/cache-handler.mjs); the handler drops them in the shared store
 *   (Redis, or DATA_DIR on one machine) and tells the other processes over the bus (docs/adr/0021-shared-caches.md).
 * Outside a Next.js request (seed, scripts, tests) revalidateTag is unavailable and only the API cache is dropped;
 * pages then refresh after their `revalidate` time (300 s).
 */
export async function invalidateAfterChange(slug: string, req: PayloadRequest | undefined): Promise<void> {
  const tags = INVALIDATES[slug]
  if (!tags) return
  if (req?.payload) {
    await afterCommit(
      req.payload,
      req.transactionID,
      () => invalidate(tags),
      (error) => req.payload.logger.error({ err: error, msg: `cache invalidation after commit (${slug})` }),
    )
  } else {
    await invalidate(tags)
  }
  try {
    const { revalidateTag } = await nextCache()
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // not inside a Next.js server: nothing else to revalidate
  }
}

/** next/cache, imported once (a dynamic import per change cost the seed's 1,600 records seconds of module lookup). */
let nextCacheModule: Promise<typeof import('next/cache')> | undefined
const nextCache = () => {
  nextCacheModule ??= import('next/cache')
  return nextCacheModule
}

export function withCacheInvalidation(collection: CollectionConfig): CollectionConfig {
  if (!INVALIDATES[collection.slug]) return collection
  const hook = async ({ req }: { req: PayloadRequest }) => invalidateAfterChange(collection.slug, req)
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
  const hook = async ({ req }: { req: PayloadRequest }) => invalidateAfterChange(global.slug, req)
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), hook] } }
}
