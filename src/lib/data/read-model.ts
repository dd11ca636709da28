import type { Payload } from 'payload'
import { cached } from '../cache'
import type { CacheTag } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { pageData } from './loader'

/**
 * One read of a resource, shared by its two callers so the page and /api/v1 can never drift apart:
 * - `read(payload, …)`: the process cache (src/lib/cache.ts), for the API, the search index and other read
 *   models; it works outside a Next.js render (the API also runs on a plain HTTP server in tests);
 * - `page(…)`: Next's data cache (loader.ts), for Server Components, so ISR pages regenerate by tag.
 * Both are dropped by the same tags from Payload's hooks. Arguments must be JSON-serializable (cache key).
 */
export interface ReadModel<Args extends unknown[], T> {
  read: (payload: Payload, ...args: Args) => Promise<T>
  page: (...args: Args) => Promise<T>
}

export function readModel<Args extends unknown[], T>(
  name: string,
  tags: readonly CacheTag[],
  load: (payload: Payload, ...args: Args) => Promise<T>,
): ReadModel<Args, T> {
  return {
    read: (payload, ...args) => cached(`${name}:${JSON.stringify(args)}`, tags, () => load(payload, ...args)),
    page: pageData(name, tags, async (...args: Args) => load(await getPayloadClient(), ...args)),
  }
}
