/**
 * "These cache tags were revalidated", within one process: Next's cache handler (loaded by Node, outside the app's
 * bundle) announces every revalidation it makes or hears of, and the app's read cache (src/lib/cache.ts, inside the
 * bundle) drops its entries with those tags too. `process` is the one object both module copies share. The handler
 * hears of a revalidation after the edit's transaction committed (Next runs revalidateTag at the end of the
 * request), so this second drop also removes what a read between the Payload hook and the commit cached again.
 */
const EVENT = 'site:cache-tags-revalidated'

/** @param {readonly string[]} tags */
export function announceTagsRevalidated(tags) {
  if (tags.length) process.emit(EVENT, tags)
}

/**
 * @param {(tags: readonly string[]) => void} listener
 * @returns {() => void}
 */
export function onTagsRevalidated(listener) {
  process.on(EVENT, listener)
  return () => {
    process.off(EVENT, listener)
  }
}
