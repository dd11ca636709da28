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
    await a.windowAdd('log', t - 70_000, 60_000)
    await a.windowAdd('log', t - 30_000, 60_000)
    await b.windowAdd('log', t - 10_000, 60_000)
    expect(await b.windowCount('log', t, 60_000)).toEqual({ count: 2, oldest: t - 30_000 })
  })
})
