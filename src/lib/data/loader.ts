import { unstable_cache } from 'next/cache'
import type { CacheTag } from '../cache-tags'

/**
 * Wraps a server-side data loader for pages in Next's data cache, tagged with the cache tags of
 * src/lib/cache-tags.ts: Payload's afterChange hooks revalidate those tags, so ISR pages built from this data
 * regenerate after every staff edit (and at the latest after `revalidate` seconds).
 * Arguments must be JSON-serializable (they are part of the cache key). Only cache data that is the same
 * for every visitor: no prices, no login state. Loaders never resolve to `undefined` (use null).
 */
export function pageData<Args extends unknown[], T>(
  name: string,
  tags: readonly CacheTag[],
  load: (...args: Args) => Promise<T>,
  revalidate = 300,
): (...args: Args) => Promise<T> {
  const cachedLoad = unstable_cache(load, [name], { tags: [...tags], revalidate })
  return async (...args: Args) => {
    const value = await cachedLoad(...args)
    // Next 16.4's unstable_cache can resolve to undefined: when one render asks twice for the same key, first
    // missing (it then keeps the promise of the cache write, which resolves to nothing, as that key's pending
    // work) and then stale while the page is being cached, the second call returns that promise's value. Seen
    // as a 500 on /product-list (the category tree was undefined). Such a call reads the data afresh.
    return value === undefined ? load(...args) : value
  }
}
