import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redisAnswers, TEST_REDIS_URL } from '../tests/setup/redis'
import { baseUrl } from './browser'
import { staffAuth } from './staff'

/**
 * Production with several processes (WEB_CONCURRENCY=2, REDIS_URL; docs/adr/0005-serving-performance.md): a staff
 * edit handled by one process must reach the cached pages of every other, not only after their revalidate time
 * (300 s). The cluster runs from the same build and database as the suite's server, on its own port.
 */
const redisUrl = TEST_REDIS_URL
const redisUp = await redisAnswers(redisUrl)

const port = Number(new URL(baseUrl).port) + 7
const clusterUrl = `http://127.0.0.1:${port}`
let cluster: ChildProcess | null = null

async function waitForHealth(url: string, ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`the cluster did not answer within ${ms / 1000} s`)
}

describe.skipIf(!redisUp)(`two server processes (skipped when no Redis answers at ${redisUrl})`, () => {
  beforeAll(async () => {
    // `serve`: the suite's build and database as they are (never a build or a migration under the running suite).
    cluster = spawn(process.execPath, ['scripts/start.mjs', 'serve'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, PORT: String(port), WEB_CONCURRENCY: '2', REDIS_URL: redisUrl, MAIL_RETRY_LOOP: '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    })
    await waitForHealth(clusterUrl, 80_000)
  }, 90_000)

  afterAll(async () => {
    if (!cluster?.pid || cluster.exitCode !== null) return
    const exited = once(cluster, 'exit')
    try {
      process.kill(-cluster.pid, 'SIGTERM')
    } catch {}
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
  }, 20_000)

  it("shows a staff edit made through one process on every process's cached product page", async () => {
    const auth = await staffAuth(clusterUrl)
    const headers = { 'content-type': 'application/json', authorization: auth, origin: clusterUrl }
    const found = await fetch(`${clusterUrl}/api/cms/products?limit=1&sort=-id&locale=en&depth=0`, { headers })
    const product = ((await found.json()) as { docs: { id: number; catalogNumber: string; description?: string }[] })
      .docs[0]
    expect(product).toBeDefined()
    if (!product) return
    const page = `${clusterUrl}/en/product-detail?catalogNumber=${encodeURIComponent(product.catalogNumber)}`
    // Both processes render and cache the page (connections are handed out in turn).
    for (let i = 0; i < 6; i++) expect((await fetch(page)).status).toBe(200)

    const marker = `Cluster edit ${Date.now()}`
    const copiesWithMarker = async () => {
      const pages = await Promise.all(Array.from({ length: 8 }, async () => (await fetch(page)).text()))
      return pages.filter((html) => html.includes(marker)).length
    }
    const edit = (description: string) =>
      fetch(`${clusterUrl}/api/cms/products/${product.id}?locale=en`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ description }),
      })
    expect((await edit(`${product.description ?? ''} ${marker}`)).status).toBe(200)
    try {
      // Each process serves its cached copy once more while it regenerates (stale-while-revalidate), then the
      // new one: soon eight answers in a row, from both processes, carry the edit.
      await expect.poll(copiesWithMarker, { timeout: 20_000, interval: 500 }).toBe(8)
    } finally {
      // Undone the same way, so the suite's later tests see the original text.
      await edit(product.description ?? '')
      await expect.poll(copiesWithMarker, { timeout: 20_000, interval: 500 }).toBe(0)
    }
  })
})
