import type { KeyValueStore } from './types'

/** src/services/kv/memory-store.mjs: the in-memory store's logic, shared by the app and the cluster primary. */
export interface MemoryStoreCore extends KeyValueStore {}
export declare class MemoryStoreCore {
  constructor(now?: () => number)
}

export declare const KV_OPERATIONS: readonly string[]
