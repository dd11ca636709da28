import { now } from '../clock'
import { redis } from '../redis'

/**
 * Short-lived shared state: rate-limit counters, lockouts, captcha answers, one-time hand-over codes.
 * In Redis when REDIS_URL is set (so several app processes share it), otherwise in this process's memory
 * (right for one process, the SQLite default). Every value expires; nothing here is meant to survive a restart.
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
  /** Adds an event at `now` to a sliding-window log kept for `windowMs`. */
  windowAdd(key: string, now: number, windowMs: number): Promise<void>
}

interface Entry {
  value: string
  expiresAt: number
}

/** The in-process store. Expiry follows the injectable clock (src/services/clock.ts). */
export class MemoryStore implements KeyValueStore {
  private readonly entries = new Map<string, Entry>()
  private sweeps = 0

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= now()) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  /** Drops expired entries now and then, so a long-running process does not grow without bound. */
  private sweep(): void {
    if (++this.sweeps % 1000 !== 0) return
    const t = now()
    for (const [key, entry] of this.entries) if (entry.expiresAt <= t) this.entries.delete(key)
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    this.sweep()
    const entry = this.live(key)
    if (!entry) {
      this.entries.set(key, { value: '1', expiresAt: now() + ttlMs })
      return 1
    }
    const next = Number(entry.value) + 1
    entry.value = String(next)
    return next
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.sweep()
    this.entries.set(key, { value, expiresAt: now() + ttlMs })
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false
    await this.set(key, value, ttlMs)
    return true
  }

  async take(key: string): Promise<string | null> {
    const entry = this.live(key)
    this.entries.delete(key)
    return entry?.value ?? null
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key)
  }

  async ttl(key: string): Promise<number> {
    const entry = this.live(key)
    return entry ? entry.expiresAt - now() : 0
  }

  private readonly logs = new Map<string, number[]>()

  async windowCount(key: string, t: number, windowMs: number): Promise<{ count: number; oldest: number }> {
    const log = (this.logs.get(key) ?? []).filter((at) => at > t - windowMs)
    if (log.length === 0) this.logs.delete(key)
    else this.logs.set(key, log)
    return { count: log.length, oldest: log[0] ?? 0 }
  }

  async windowAdd(key: string, t: number, windowMs: number): Promise<void> {
    const log = (this.logs.get(key) ?? []).filter((at) => at > t - windowMs)
    log.push(t)
    this.logs.set(key, log)
    if (++this.sweeps % 1000 === 0) {
      for (const [k, entries] of this.logs) if ((entries.at(-1) ?? 0) <= t - DAY_MS) this.logs.delete(k)
    }
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

type RedisClient = NonNullable<ReturnType<typeof redis>>

/** The shared store: the same operations as Redis commands (INCR+PEXPIRE in one MULTI, SET NX PX, GETDEL). */
export class RedisStore implements KeyValueStore {
  constructor(
    private readonly client: RedisClient,
    private readonly prefix = process.env.REDIS_PREFIX ?? 'site:',
  ) {}

  async incr(key: string, ttlMs: number): Promise<number> {
    const k = this.prefix + key
    const result = await this.client.multi().incr(k).pexpire(k, ttlMs, 'NX').exec()
    return Number(result?.[0]?.[1] ?? 0)
  }

  async get(key: string): Promise<string | null> {
    return this.client.get(this.prefix + key)
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.client.set(this.prefix + key, value, 'PX', ttlMs)
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.client.set(this.prefix + key, value, 'PX', ttlMs, 'NX')) === 'OK'
  }

  async take(key: string): Promise<string | null> {
    return this.client.getdel(this.prefix + key)
  }

  async del(key: string): Promise<void> {
    await this.client.del(this.prefix + key)
  }

  async ttl(key: string): Promise<number> {
    return Math.max(0, await this.client.pttl(this.prefix + key))
  }

  async windowCount(key: string, t: number, windowMs: number): Promise<{ count: number; oldest: number }> {
    const k = this.prefix + key
    const result = await this.client
      .multi()
      .zremrangebyscore(k, '-inf', String(t - windowMs))
      .zcard(k)
      .zrange(k, '0', '0', 'WITHSCORES')
      .exec()
    const oldest = result?.[2]?.[1] as string[] | undefined
    return { count: Number(result?.[1]?.[1] ?? 0), oldest: Number(oldest?.[1] ?? 0) }
  }

  async windowAdd(key: string, t: number, windowMs: number): Promise<void> {
    const k = this.prefix + key
    await this.client
      .multi()
      .zadd(k, t, `${t}:${Math.random().toString(36).slice(2)}`)
      .pexpire(k, windowMs)
      .exec()
  }
}

let store: KeyValueStore | undefined

/** The process's store: Redis when REDIS_URL is set, memory otherwise. */
export function kv(): KeyValueStore {
  if (!store) {
    const client = redis()
    store = client ? new RedisStore(client) : new MemoryStore()
  }
  return store
}

/** Replaces the store (tests: a fresh MemoryStore per case, or a RedisStore on a test prefix). */
export function setKeyValueStore(next: KeyValueStore | undefined): void {
  store = next
}
