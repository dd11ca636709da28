import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Peers, startPeers } from '../tests/fixtures/cluster-peers'
import { redisAnswers, TEST_REDIS_URL } from '../tests/setup/redis'

/**
 * Next's cache handler (src/cache-handler.mjs) as the server processes use it: each worker of a node:cluster loads
 * it like Next does and sets, gets and revalidates entries; what one process stores or revalidates, the others see.
 */
const redisUp = await redisAnswers()
const KEY = '/route-cache/APP_PAGE/0f3c/$/cn/product-detail/CD002'
const PAGE = { html: '<h1>CD002</h1>', rsc: 'rsc:<h1>CD002</h1>', tree: 'tree:<h1>CD002</h1>' }
const LIFETIME = { revalidate: 300, expire: 31_536_000 }

describe('without Redis: entries under DATA_DIR, revalidations over the cluster IPC', () => {
  let peers: Peers
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'))
  const otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-other-'))
  beforeAll(async () => {
    const one = { DATA_DIR: dataDir, TEST_BUILD_ID: 'build-a' }
    peers = await startPeers([one, one, { DATA_DIR: otherDataDir, TEST_BUILD_ID: 'build-a' }])
  }, 30_000)
  afterAll(async () => {
    await peers?.stop()
    for (const dir of [dataDir, otherDataDir]) fs.rmSync(dir, { recursive: true, force: true })
  })

  it("serves a page one process rendered from every process, with the page's own lifetime", async () => {
    await peers.run(0, 'setPage', KEY, PAGE.html, ['products', '_N_T_/layout'])
    expect(await peers.run(1, 'getPage', KEY)).toEqual({ ...PAGE, cacheControl: LIFETIME })
    expect(await peers.run(0, 'getPage', KEY)).toEqual({ ...PAGE, cacheControl: LIFETIME })
    expect(fs.existsSync(path.join(dataDir, 'next-cache', 'build-a', 'entries'))).toBe(true)
  })

  it('never shows an instance with another DATA_DIR the entries of this one', async () => {
    expect(await peers.run(2, 'getPage', KEY)).toBeNull()
  })

  it('a revalidateTag in one process makes the page a miss in every other at once', async () => {
    expect(await peers.run(0, 'getPage', KEY)).not.toBeNull() // in process 0's memory
    await peers.run(1, 'revalidateTag', ['products'])
    expect(await peers.run(0, 'getPage', KEY)).toBeNull()
    expect(await peers.run(1, 'getPage', KEY)).toBeNull()
    // rendered again after the change: served everywhere
    await peers.run(0, 'setPage', KEY, '<h1>edited</h1>', ['products'])
    expect(await peers.run(1, 'getPage', KEY)).toMatchObject({ html: '<h1>edited</h1>' })
  })

  it("honours the request's implicit tags (revalidatePath)", async () => {
    await peers.run(0, 'setPage', `${KEY}/x`, 'x', [])
    expect(await peers.run(1, 'getPage', `${KEY}/x`, ['_N_T_/cn/product-detail/x'])).not.toBeNull()
    await peers.run(1, 'revalidateTag', ['_N_T_/cn/product-detail/x'])
    expect(await peers.run(0, 'getPage', `${KEY}/x`, ['_N_T_/cn/product-detail/x'])).toBeNull()
  })
})

describe.skipIf(!redisUp)(
  `with Redis: entries and tags in Redis (skipped when no Redis answers at ${TEST_REDIS_URL})`,
  () => {
    let peers: Peers
    const prefix = `cache-handler-test-${randomUUID()}:`
    beforeAll(async () => {
      const node = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, TEST_BUILD_ID: 'build-r' }
      // Processes 0 and 1 play two nodes (different DATA_DIR: they share only Redis); 2 is another deployment.
      peers = await startPeers([
        { ...node, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'node-a-')) },
        { ...node, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'node-b-')) },
        { ...node, REDIS_PREFIX: `other-${prefix}` },
      ])
    }, 30_000)
    afterAll(async () => {
      await peers?.stop()
      const redis = new Redis(TEST_REDIS_URL)
      for (const pattern of [`${prefix}*`, `other-${prefix}*`]) {
        const keys = await redis.keys(pattern)
        if (keys.length) await redis.del(...keys)
      }
      redis.disconnect()
    })

    it('serves a page one node stored from every node, under REDIS_PREFIX and the build id', async () => {
      await peers.run(0, 'setPage', KEY, PAGE.html, ['products'])
      expect(await peers.run(1, 'getPage', KEY)).toEqual({ ...PAGE, cacheControl: LIFETIME })
      expect(await peers.run(2, 'getPage', KEY)).toBeNull()
      const redis = new Redis(TEST_REDIS_URL)
      expect(await redis.exists(`${prefix}next:build-r:${KEY}`)).toBe(1)
      redis.disconnect()
    })

    it("a revalidateTag on one node reaches every node, and every process's memory at once", async () => {
      expect(await peers.run(0, 'getPage', KEY)).not.toBeNull() // now in process 0's memory (kept up to 2 s)
      await peers.run(1, 'revalidateTag', ['products'])
      expect(await peers.run(1, 'getPage', KEY)).toBeNull()
      // Process 0 hears it on the bus (Redis pub/sub) well before its memory copy would expire.
      await expect.poll(() => peers.run(0, 'getPage', KEY), { timeout: 1500, interval: 20 }).toBeNull()
    })
  },
)
