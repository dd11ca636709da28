/**
 * The entries a server process keeps in memory in front of the shared page cache (src/services/page-cache): a map in
 * least-recently-used order, bounded by an estimate of its size in bytes.
 * @template T
 */
export class MemoryLru {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes
    this.bytes = 0
    /** @type {Map<string, { value: T, size: number, at: number }>} */
    this.items = new Map()
  }

  /** @param {string} key */
  get(key) {
    const item = this.items.get(key)
    if (!item) return undefined
    this.items.delete(key) // most recently used last
    this.items.set(key, item)
    return item
  }

  /** @param {string} key @param {T} value @param {number} size */
  set(key, value, size) {
    this.delete(key)
    if (size > this.maxBytes) return
    this.items.set(key, { value, size, at: Date.now() })
    this.bytes += size
    for (const [oldest, { size: bytes }] of this.items) {
      if (this.bytes <= this.maxBytes) break
      this.items.delete(oldest)
      this.bytes -= bytes
    }
  }

  /** @param {string} key */
  delete(key) {
    const item = this.items.get(key)
    if (!item) return
    this.items.delete(key)
    this.bytes -= item.size
  }
}

/**
 * About how many bytes an entry holds (its HTML, RSC payload, segments, route body or data).
 * @param {{ value?: Record<string, unknown> | null } | null} entry
 */
export function entrySize(entry) {
  const value = entry?.value
  if (!value) return 64
  let size = 64
  for (const field of ['html', 'rscData', 'body', 'postponed']) {
    const part = value[field]
    if (typeof part === 'string' || Buffer.isBuffer(part)) size += part.length
  }
  if (value.segmentData instanceof Map) for (const [name, data] of value.segmentData) size += name.length + data.length
  if (value.data !== undefined) size += JSON.stringify(value.data)?.length ?? 0
  return size
}
