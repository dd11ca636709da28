import { randomBytes } from 'node:crypto'
import { now } from '../clock'
import { ipcAvailable } from '../ipc/worker'
import { redis } from '../redis'
import { IpcStore } from './ipc-store'
import { MemoryStoreCore } from './memory-store.mjs'
import type { Budget, KeyValueStore, WindowLog } from './types'

export type { Budget, KeyValueStore, WindowLog } from './types'

/**
 * The in-process store (src/services/kv/memory-store.mjs, shared with the cluster primary of `npm start`).
 * Expiry follows the injectable clock (src/services/clock.ts).
 */
export class MemoryStore extends MemoryStoreCore implements KeyValueStore {
  constructor() {
    super(now)
  }
}

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

/**
 * The process's store: Redis when REDIS_URL is set; else the cluster primary's memory over IPC in a node:cluster
 * worker (`npm start` with several processes); else this process's memory.
 */
export function kv(): KeyValueStore {
  if (!store) {
    const client = redis()
    store = client ? new RedisStore(client) : ipcAvailable() ? new IpcStore() : new MemoryStore()
  }
  return store
}

/** Replaces the store (tests: a fresh MemoryStore per case, or a RedisStore on a test prefix). */
export function setKeyValueStore(next: KeyValueStore | undefined): void {
  store = next
}
