/** src/services/page-cache/memory-front.mjs: a process's memory in front of a shared store of Next's cache. */
export interface CacheEntry {
  lastModified: number
  tags?: readonly string[]
  value: Record<string, unknown> | null
}
export interface Store {
  name: string
  get(key: string, ctx: { implicitTags: readonly string[] }): Promise<CacheEntry | null>
  set(key: string, entry: CacheEntry, ctx?: unknown): Promise<void>
  revalidateTag(tag: string): Promise<void>
  delete?(key: string): Promise<void>
  prepare?(): Promise<void>
}
export interface Bus {
  publish(channel: string, message: string): void
  subscribe(channel: string, onMessage: (message: string) => void): () => void
}
export declare const FRONT_TAGS_CHANNEL: string
export declare function withMemoryFront(options: {
  store: Store
  bus: Bus
  maxMemoryBytes?: number
  maxAgeMs?: number
}): Store
