import { unstable_cache } from 'next/cache'
import type { CacheTag } from '../cache-tags'

/**
 * Wraps a server-side data loader for pages in Next's data cache, tagged with the cache tags of
 * src/lib/cache-tags.ts: Payload's afterChange hooks revalidate those tags, so ISR pages built from this data
 * regenerate after every staff edit (and at the latest after `revalidate` seconds).
 * Arguments must be JSON-serializable (they are part of the cache key). Only cache data that is the same
 * for every visitor: no prices, no login state.
 */
export function pageData<Args extends unknown[], T>(
  name: string,
  tags: readonly CacheTag[],
  load: (...args: Args) => Promise<T>,
  revalidate = 300,
): (...args: Args) => Promise<T> {
  return unstable_cache(load, [name], { tags: [...tags], revalidate })
}
