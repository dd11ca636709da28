import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Peers, startPeers } from '../../../tests/fixtures/cluster-peers'
import { redisAnswers, TEST_REDIS_URL } from '../../../tests/setup/redis'
import { busTransport, closeBus, publish, subscribe } from './bus'

const redisUp = await redisAnswers()

describe('the bus in a single process (no Redis, not a cluster worker)', () => {
  const saved = process.env.REDIS_URL
  beforeAll(() => {
    delete process.env.REDIS_URL
  })
  afterEach(async () => {
    await closeBus()
  })
  afterAll(() => {
    if (saved !== undefined) process.env.REDIS_URL = saved
  })

  it('has nobody to tell: publishing never calls the publishing process back', async () => {
    expect(busTransport()).toBe('local')
    const heard: string[] = []
    const stop = subscribe('test-local', (message) => heard.push(message))
    publish('test-local', 'hello')
    await new Promise((r) => setTimeout(r, 20))
    expect(heard).toEqual([])
    stop()
  })
})

describe('the bus between node:cluster workers (IPC through the primary)', () => {
  let peers: Peers
  beforeAll(async () => {
    peers = await startPeers([{}, {}, {}])
  }, 30_000)
  afterAll(async () => {
    await peers?.stop()
  })

  it("reaches every other worker's subscribers, never the sender's", async () => {
    for (const worker of [0, 1, 2]) {
      expect(await peers.run(worker, 'transport')).toBe('ipc')
      await peers.run(worker, 'subscribe', 'news')
    }
    await peers.run(1, 'publish', 'news', 'from 1')
    await expect.poll(() => peers.heard.length, { timeout: 5000 }).toBe(2)
    await new Promise((r) => setTimeout(r, 100))
    expect(peers.heard.map((h) => h.worker).sort()).toEqual([0, 2])
    expect(peers.heard.every((h) => h.channel === 'news' && h.message === 'from 1')).toBe(true)
  })

  it('keeps channels apart', async () => {
    peers.heard.length = 0
    await peers.run(0, 'publish', 'other-channel', 'x')
    await peers.run(0, 'publish', 'news', 'y')
    await expect.poll(() => peers.heard.length, { timeout: 5000 }).toBe(2)
    expect(peers.heard.map((h) => `${h.worker}:${h.channel}:${h.message}`).sort()).toEqual(['1:news:y', '2:news:y'])
  })
})

describe.skipIf(!redisUp)(`the bus over Redis (skipped when no Redis answers at ${TEST_REDIS_URL})`, () => {
  let peers: Peers
  // Two processes of one deployment, and one of another deployment sharing the Redis (another REDIS_PREFIX).
  const prefix = `bus-test-${randomUUID()}:`
  beforeAll(async () => {
    const redis = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix }
    peers = await startPeers([redis, redis, { ...redis, REDIS_PREFIX: `other-${prefix}` }])
  }, 30_000)
  afterAll(async () => {
    await peers?.stop()
  })

  it("reaches the deployment's other processes, not the sender nor another deployment", async () => {
    for (const worker of [0, 1, 2]) {
      expect(await peers.run(worker, 'transport')).toBe('redis')
      await peers.run(worker, 'subscribe', 'news')
    }
    // The subscriptions are in place once a probe gets through (Redis confirms them asynchronously).
    await expect
      .poll(
        async () => {
          await peers.run(0, 'publish', 'news', 'probe')
          return peers.heard.some((h) => h.worker === 1)
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(true)
    await new Promise((r) => setTimeout(r, 200))
    peers.heard.length = 0
    await peers.run(0, 'publish', 'news', 'over redis')
    await expect.poll(() => peers.heard.length, { timeout: 5000 }).toBe(1)
    await new Promise((r) => setTimeout(r, 200))
    expect(peers.heard).toEqual([{ worker: 1, channel: 'news', message: 'over redis' }])
  })
})
