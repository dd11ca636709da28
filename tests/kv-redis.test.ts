import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { RedisStore } from '../src/services/kv/kv'
import { redisAnswers, TEST_REDIS_URL } from './setup/redis'

/**
 * With REDIS_URL, rate limits, lockouts and captchas are shared by every app process: two stores on two
 * connections (two "processes") see the same counters, one-time values and sliding-window logs.
 */
const url = TEST_REDIS_URL
const reachable = await redisAnswers(url)

const clients = reachable ? [new Redis(url), new Redis(url)] : []
afterAll(() => {
  for (const c of clients) c.disconnect()
})

describe.skipIf(!reachable)('the key-value store on Redis (skipped only when no Redis answers at REDIS_URL)', () => {
  const prefix = `test:${randomBytes(6).toString('hex')}:`
  const [a, b] = clients.map((c) => new RedisStore(c, prefix)) as [RedisStore, RedisStore]

  it('shares counters and expiry between processes', async () => {
    expect(await a.incr('n', 10_000)).toBe(1)
    expect(await b.incr('n', 10_000)).toBe(2)
    expect(await a.ttl('n')).toBeGreaterThan(9_000)
  })

  it('lets only one process take a one-time value', async () => {
    await a.set('once', 'v', 10_000)
    const taken = await Promise.all([a.take('once'), b.take('once')])
    expect(taken.filter((v) => v === 'v')).toHaveLength(1)
    expect(await a.setIfAbsent('nx', '1', 10_000)).toBe(true)
    expect(await b.setIfAbsent('nx', '2', 10_000)).toBe(false)
  })

  it('keeps one sliding-window log for all processes', async () => {
    const t = Date.now()
    const log = { key: 'log', limit: 2, windowMs: 60_000 }
    expect(await a.windowHit([log], t - 70_000)).toBe(0)
    expect(await a.windowHit([log], t - 30_000)).toBe(0)
    expect(await b.windowHit([log], t - 10_000)).toBe(0)
    expect(await b.windowCount('log', t, 60_000)).toEqual({ count: 2, oldest: t - 30_000 })
    // Full for both processes until the event at t - 30 s leaves the window.
    expect(await a.windowHit([log], t)).toBe(30_000)
  })

  it('lets exactly one of 20 concurrent hits from two processes through a 1-per-minute log (one Lua step)', async () => {
    const log = { key: 'race', limit: 1, windowMs: 60_000 }
    const t = Date.now()
    const waits = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).windowHit([log], t)))
    expect(waits.filter((w) => w === 0)).toHaveLength(1)
  })

  it('reserves byte budgets all or nothing across processes, and gives back what was not used', async () => {
    const budgets = [
      { key: 'bytes-visitor', cap: 300, ttlMs: 60_000 },
      { key: 'bytes-site', cap: 1000, ttlMs: 60_000 },
    ]
    const waits = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).reserve(budgets, 100)))
    expect(waits.filter((w) => w === 0)).toHaveLength(3)
    expect(Number(await a.get('bytes-site'))).toBe(300)
    expect(await b.reserve(budgets, 100)).toBeGreaterThan(59_000)
    await b.release(['bytes-visitor', 'bytes-site'], 150)
    expect(await a.reserve(budgets, 100)).toBe(0)
    expect(Number(await b.get('bytes-visitor'))).toBe(250)
  })
})
