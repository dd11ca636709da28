import type { Budget, WindowLog } from './types'

/** src/services/kv/memory-store.mjs: the in-memory store's logic, shared by the app and the cluster primary. */
export declare class MemoryStoreCore {
  constructor(now?: () => number)
  incr(key: string, ttlMs: number): Promise<number>
  get(key: string): Promise<string | null>
  set(key: string, value: string, ttlMs: number): Promise<void>
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>
  take(key: string): Promise<string | null>
  del(key: string): Promise<void>
  ttl(key: string): Promise<number>
  windowCount(key: string, now: number, windowMs: number): Promise<{ count: number; oldest: number }>
  windowHit(logs: WindowLog[], now: number): Promise<number>
  reserve(budgets: Budget[], amount: number): Promise<number>
  release(keys: string[], amount: number): Promise<void>
}

export declare const KV_OPERATIONS: readonly string[]
