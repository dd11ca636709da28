import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { redisAnswers, TEST_REDIS_URL } from './setup/redis'

/**
 * Several app processes give the same answers (issue 4): with REDIS_URL, a change in one process drops the
 * cached reads (and the search index) in every other. "Another process" is played by a second Redis client.
 */
const url = TEST_REDIS_URL
const reachable = await redisAnswers(url)

const other = reachable ? new Redis(url) : null
afterAll(() => {
  other?.disconnect()
})

describe.skipIf(!reachable)(`cache invalidation across processes (skipped when no Redis answers at ${url})`, () => {
  it('drops entries when another process reports a change, and reports its own changes', async () => {
    process.env.REDIS_URL = url
    const { cached, invalidate } = await import('../src/lib/cache')
    let loads = 0
    const load = async () => ++loads
    expect(await cached('shared-key', ['products'], load)).toBe(1)
    await new Promise((r) => setTimeout(r, 200)) // the subscription is in place
    await other?.publish('site:cache-invalidate', JSON.stringify(['banners']))
    await new Promise((r) => setTimeout(r, 100))
    expect(await cached('shared-key', ['products'], load)).toBe(1)
    await other?.publish('site:cache-invalidate', JSON.stringify(['products']))
    await expect.poll(() => cached('shared-key', ['products'], load), { timeout: 2000 }).toBe(2)

    const heard = new Promise<string>((resolve) => {
      const sub = new Redis(url)
      void sub.subscribe('site:cache-invalidate').then(() => {
        sub.on('message', (_channel, message) => {
          resolve(message)
          sub.disconnect()
        })
        void invalidate(['categories'])
      })
    })
    expect(JSON.parse(await heard)).toEqual(['categories'])
  })
})
