/** src/services/page-cache/memory-lru.mjs: a byte-bounded LRU map of a process's cache entries. */
export declare class MemoryLru<T> {
  constructor(maxBytes: number)
  maxBytes: number
  bytes: number
  get(key: string): { value: T; size: number; at: number } | undefined
  set(key: string, value: T, size: number): void
  delete(key: string): void
}
export declare function entrySize(entry: { value?: Record<string, unknown> | null } | null): number
