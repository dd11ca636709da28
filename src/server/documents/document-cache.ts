/**
 * The generated PDFs' bytes, kept in memory by a key that names the record versions they were drawn from (the
 * product's and the lot's id and updatedAt, the language, the day): an edit changes the key, so a stale PDF is
 * never served; the old entry ages out. Bounded by count and bytes (LRU).
 */
const MAX_ENTRIES = 200
const MAX_BYTES = 32 * 1024 * 1024

const entries = new Map<string, Promise<Uint8Array>>()
const sizes = new Map<string, number>()
let total = 0

function evict(): void {
  while (entries.size > MAX_ENTRIES || total > MAX_BYTES) {
    const oldest = entries.keys().next().value
    if (oldest === undefined) return
    entries.delete(oldest)
    total -= sizes.get(oldest) ?? 0
    sizes.delete(oldest)
  }
}

/** The cached bytes for `key`, else `make()`'s (concurrent misses share one render; a failure is not kept). */
export function cachedDocument(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const hit = entries.get(key)
  if (hit) {
    entries.delete(key)
    entries.set(key, hit)
    return hit
  }
  const pending = make()
  entries.set(key, pending)
  pending.then(
    (bytes) => {
      if (entries.get(key) !== pending) return
      sizes.set(key, bytes.byteLength)
      total += bytes.byteLength
      evict()
    },
    () => {
      if (entries.get(key) === pending) entries.delete(key)
    },
  )
  evict()
  return pending
}

/** Drops every entry (tests, bench). */
export function clearDocumentCache(): void {
  entries.clear()
  sizes.clear()
  total = 0
}
