/**
 * Quick order at 200 pasted lines (issue 21): a scratch database (SQLite; PostgreSQL when DATABASE_URL is a
 * postgres URL), migrated and seeded with the demo catalogue, then POST /api/v1/cart/quick-order/preview with 200
 * lines (every published seeded product's sizes in turn, mixed separators, 10 unknown catalog numbers and 10
 * unknown sizes) answered in-process by the API router, as a logged-in member. Prints one JSON line: the first
 * (cold) answer and the median and worst of the next 20.
 * Run: node --conditions=production --import tsx bench/quick-order-bench.ts   (npm run bench -- quick-order runs it)
 */
import { performance } from 'node:perf_hooks'
import { benchOnScratchDatabase } from './scratch-payload'

const LINES = 200
const RUNS = 20

await benchOnScratchDatabase('quick-order', async (payload, step) => {
  const { seed } = await import('../src/seed/seed')
  const { handleApi } = await import('../src/api/router')
  const { createMemberSession } = await import('../src/auth/member-sessions')
  await seed(payload)
  step('seeded')
  const { docs } = await payload.find({
    collection: 'products',
    where: { status: { equals: 'published' } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const pairs = docs.flatMap((p) => (p.sizes ?? []).map((s) => [p.catalogNumber, s.size] as const))
  const separators = ['\t', ',', '，', '  ']
  const lines = Array.from({ length: LINES }, (_, i) => {
    const [catalogNumber, size] = pairs[(i * 7) % pairs.length] as readonly [string, string]
    const sep = separators[i % separators.length] as string
    if (i % 20 === 3) return `NOSUCH${i}${sep}${size}${sep}1`
    if (i % 20 === 13) return `${catalogNumber}${sep}999 kg${sep}1`
    return `${catalogNumber}${sep}${size}${sep}${1 + (i % 5)}`
  })
  const member = await payload.create({
    collection: 'members',
    data: { email: 'bench-quick-order@example.com', name: 'Bench' },
    overrideAccess: true,
  })
  const token = await createMemberSession(payload, member.id)
  const body = JSON.stringify({ text: lines.join('\n') })
  const once = async () => {
    const t0 = performance.now()
    const res = await handleApi(
      new Request('http://127.0.0.1/api/v1/cart/quick-order/preview', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      }),
    )
    const json = (await res.json()) as { code: string; data: { valid: number; errors: number; merged: number } }
    const ms = performance.now() - t0
    if (json.code !== 'E0001') throw new Error(`preview failed: ${JSON.stringify(json)}`)
    return { ms, data: json.data }
  }
  const first = await once()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) times.push((await once()).ms)
  times.sort((a, b) => a - b)
  return {
    products: docs.length,
    lines: LINES,
    valid: first.data.valid,
    errors: first.data.errors,
    merged: first.data.merged,
    firstMs: Math.round(first.ms),
    medianMs: Math.round(times[Math.floor(RUNS / 2)] as number),
    worstMs: Math.round(times[RUNS - 1] as number),
  }
})
