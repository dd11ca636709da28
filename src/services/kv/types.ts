/**
 * Short-lived shared state: rate-limit counters, lockouts, captcha answers, one-time hand-over codes.
 * In Redis when REDIS_URL is set (so several app processes and nodes share it); else, in a node:cluster worker of
 * `npm start`, in the cluster primary's memory, asked over IPC (IpcStore, so the processes of one machine share it
 * without Redis); else in this process's memory (one process). Every value expires; nothing here is meant to
 * survive a restart.
 */
export interface KeyValueStore {
  /** Adds 1 and returns the new count; a new key expires after `ttlMs`. */
  incr(key: string, ttlMs: number): Promise<number>
  get(key: string): Promise<string | null>
  set(key: string, value: string, ttlMs: number): Promise<void>
  /** Sets only when absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>
  /** Reads and deletes in one step: a value can be taken once. */
  take(key: string): Promise<string | null>
  del(key: string): Promise<void>
  /** Milliseconds until the key expires, or 0 when it does not exist. */
  ttl(key: string): Promise<number>
  /** A sliding-window log: how many events since `now - windowMs`, and the oldest of them (0 when none). */
  windowCount(key: string, now: number, windowMs: number): Promise<{ count: number; oldest: number }>
  /**
   * Sliding-window logs checked and counted in one atomic step, all or nothing: when every log has fewer than
   * its `limit` events since `now - windowMs`, adds an event at `now` to each and returns 0; otherwise adds
   * nothing and returns the longest wait in milliseconds until the refusing logs have room again. Concurrent
   * calls can never both take the last place (issue 15, point 3).
   */
  windowHit(logs: WindowLog[], now: number): Promise<number>
  /**
   * Amount budgets (bytes), atomic and all or nothing: when `amount` fits under every cap, adds it to each
   * counter and returns 0; otherwise adds nothing and returns the milliseconds until the refusing counters reset.
   */
  reserve(budgets: Budget[], amount: number): Promise<number>
  /** Gives back (part of) a reservation; a counter never goes below 0. */
  release(keys: string[], amount: number): Promise<void>
}

export interface Budget {
  key: string
  /** The most the counter may reach. */
  cap: number
  /** A new counter resets this long after its first use. */
  ttlMs: number
}

export interface WindowLog {
  key: string
  limit: number
  windowMs: number
}
