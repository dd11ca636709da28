import { randomBytes } from 'node:crypto'
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

  /** Atomic because nothing in it awaits: no other call runs between the checks and the counting. */
  async windowHit(logs: WindowLog[], t: number): Promise<number> {
    let wait = 0
    const kept = logs.map(({ key, limit, windowMs }) => {
      const log = (this.logs.get(key) ?? []).filter((at) => at > t - windowMs)
      if (log.length >= limit) wait = Math.max(wait, Math.max(1, (log[log.length - limit] ?? t) + windowMs - t))
      return log
    })
    logs.forEach(({ key }, i) => {
      const log = kept[i] as number[]
      if (wait === 0) log.push(t)
      if (log.length === 0) this.logs.delete(key)
      else this.logs.set(key, log)
    })
    if (++this.sweeps % 1000 === 0) {
      for (const [k, entries] of this.logs) if ((entries.at(-1) ?? 0) <= t - DAY_MS) this.logs.delete(k)
    }
    return wait
  }

  async reserve(budgets: Budget[], amount: number): Promise<number> {
    let wait = 0
    for (const { key, cap } of budgets) {
      const entry = this.live(key)
      if ((entry ? Number(entry.value) : 0) + amount > cap) wait = Math.max(wait, entry ? entry.expiresAt - now() : 1)
    }
    if (wait > 0) return wait
    for (const { key, ttlMs } of budgets) {
      const entry = this.live(key)
      if (entry) entry.value = String(Number(entry.value) + amount)
      else this.entries.set(key, { value: String(amount), expiresAt: now() + ttlMs })
    }
    return 0
  }

  async release(keys: string[], amount: number): Promise<void> {
    for (const key of keys) {
      const entry = this.live(key)
      if (entry) entry.value = String(Math.max(0, Number(entry.value) - amount))
    }
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

type RedisClient = NonNullable<ReturnType<typeof redis>>

/**
 * The shared store: the same operations as Redis commands (INCR+PEXPIRE in one MULTI, SET NX PX, GETDEL, a Lua
 * script for the sliding-window check-and-count).
 */
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

  async windowHit(logs: WindowLog[], t: number): Promise<number> {
    if (logs.length === 0) return 0
    const args = logs.flatMap(({ limit, windowMs }) => [String(limit), String(windowMs)])
    const wait = await this.client.eval(
      WINDOW_HIT_SCRIPT,
      logs.length,
      ...logs.map(({ key }) => this.prefix + key),
      String(t),
      `${t}:${randomBytes(8).toString('hex')}`,
      ...args,
    )
    return Number(wait)
  }

  async reserve(budgets: Budget[], amount: number): Promise<number> {
    if (budgets.length === 0) return 0
    const args = budgets.flatMap(({ cap, ttlMs }) => [String(cap), String(ttlMs)])
    const keys = budgets.map(({ key }) => this.prefix + key)
    return Number(await this.client.eval(RESERVE_SCRIPT, keys.length, ...keys, String(amount), ...args))
  }

  async release(keys: string[], amount: number): Promise<void> {
    if (keys.length === 0) return
    await this.client.eval(RELEASE_SCRIPT, keys.length, ...keys.map((key) => this.prefix + key), String(amount))
  }
}

/** RedisStore.reserve. KEYS: the counters; ARGV: the amount, then cap and time to live for each key. */
const RESERVE_SCRIPT = `
local amount = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local used = tonumber(redis.call('GET', key) or '0')
  if used + amount > tonumber(ARGV[2 * i]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 1 then ttl = 1 end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('INCRBY', key, amount)
  redis.call('PEXPIRE', key, tonumber(ARGV[1 + 2 * i]), 'NX')
end
return 0
`

/** RedisStore.release: DECRBY, never below 0. */
const RELEASE_SCRIPT = `
for _, key in ipairs(KEYS) do
  local used = tonumber(redis.call('GET', key) or '0')
  if used > 0 then redis.call('SET', key, math.max(0, used - tonumber(ARGV[1])), 'KEEPTTL') end
end
return 0
`

/**
 * RedisStore.windowHit as one Lua script (Redis runs a script atomically). KEYS: the logs (sorted sets scored by
 * time); ARGV: now, a unique member for the new event, then limit and window for each key.
 */
const WINDOW_HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + 2 * i])
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local entry = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    local w = math.max(1, tonumber(entry[2] or now) + window - now)
    if w > wait then wait = w end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[2 + 2 * i]))
end
return 0
`

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
