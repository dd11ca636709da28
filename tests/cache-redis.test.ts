import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeBus } from '../src/services/bus/bus'
import { type Peers, startPeers } from './fixtures/cluster-peers'
import { redisAnswers, TEST_REDIS_URL } from './setup/redis'

/**
 * Several app processes give the same answers (issue 4): with REDIS_URL, a change in one process drops the
 * cached reads (and the search index) in every other. "Another process" is a real one, on the same bus
 * (src/services/bus) under the same REDIS_PREFIX.
 */
const url = TEST_REDIS_URL
const reachable = await redisAnswers(url)
const prefix = `cache-redis-test-${randomUUID()}:`
let other: Peers | undefined

beforeAll(async () => {
  if (!reachable) return
  process.env.REDIS_URL = url
  process.env.REDIS_PREFIX = prefix
  await closeBus() // a bus this worker may have opened for an earlier file chooses its transport again
  other = await startPeers([{ REDIS_URL: url, REDIS_PREFIX: prefix }])
}, 30_000)
afterAll(async () => {
  await other?.stop()
  await closeBus()
  delete process.env.REDIS_PREFIX
})

describe.skipIf(!reachable)(`cache invalidation across processes (skipped when no Redis answers at ${url})`, () => {
  it('drops entries when another process reports a change, and reports its own changes', async () => {
    const { cached, invalidate } = await import('../src/lib/cache')
    const peer = other as Peers
    let loads = 0
    const load = async () => ++loads
    expect(await cached('shared-key', ['products'], load)).toBe(1)
    await new Promise((r) => setTimeout(r, 200)) // the subscription is in place
    await peer.run(0, 'publish', 'cache-invalidate', JSON.stringify(['banners']))
    await new Promise((r) => setTimeout(r, 100))
    expect(await cached('shared-key', ['products'], load)).toBe(1)
    await peer.run(0, 'publish', 'cache-invalidate', JSON.stringify(['products']))
    await expect.poll(() => cached('shared-key', ['products'], load), { timeout: 2000 }).toBe(2)

    await peer.run(0, 'subscribe', 'cache-invalidate')
    await new Promise((r) => setTimeout(r, 200))
    await invalidate(['categories'])
    await expect.poll(() => peer.heard.length, { timeout: 2000 }).toBe(1)
    expect(JSON.parse(peer.heard[0]?.message ?? '')).toEqual(['categories'])
  })
})
