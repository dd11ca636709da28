/** src/services/page-cache/file-store.mjs: Next's cache entries in files under DATA_DIR (one machine, no Redis). */
export interface CacheEntry {
  lastModified: number
  tags: readonly string[]
  lifespan?: { expireAt: number; staleAt?: number } | null
  value: unknown
  cacheControl?: unknown
}

export interface Bus {
  publish(channel: string, message: string): void
  subscribe(channel: string, onMessage: (message: string) => void): () => void
}

export interface FileStore {
  name: string
  get(key: string, ctx?: { implicitTags?: readonly string[] }): Promise<CacheEntry | null>
  set(key: string, entry: CacheEntry): Promise<void>
  revalidateTag(tag: string): Promise<void>
  delete(key: string): Promise<void>
  prepare(): Promise<void>
}

export declare const TAGS_CHANNEL: string

export declare function createFileStore(options: {
  dir: string
  bus?: Bus
  maxMemoryBytes?: number
  tagCheckMs?: number
}): FileStore

export declare function pruneOtherBuilds(base: string, current: string): Promise<void>
