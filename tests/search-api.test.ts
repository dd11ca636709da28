import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flushChannelQueue } from '../src/server/analytics/channel-queue'
import { getJson, startServer } from './setup/server'

/** Issue 4: the search API of spec section 7 (/search, /search/product, /serve, /content, /count, /tags). */
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

type ProductRow = {
  catalogNumber: string
  name: string
  species: string
  title: string
  createTime: string
  price: string
  image: { url: string; width: number | null; alt: string } | null
}
type List<T> = { list: T[]; total: number; page: number; size: number }

const get = async <T>(path: string) => {
  const r = await getJson(server.baseUrl, `/api/v1${path}`)
  expect(r.status, path).toBe(200)
  expect(r.body.code).toBe('E0001')
  return r.body.data as T
}

describe('search API', () => {
  it('GET /search names the exact catalog-number hit and counts each tab, and logs the query', async () => {
    const before = await server.payload.count({ collection: 'search-logs', overrideAccess: true })
    const data = await get<{ exact: { catalogNumber: string } | null; counts: Record<string, number> }>(
      '/search?keywords=cd-002',
    )
    expect(data.exact?.catalogNumber).toBe('CD002')
    expect(data.counts.product).toBeGreaterThanOrEqual(1)
    await flushChannelQueue() // the log is written in batches (within ANALYTICS_FLUSH_MS)
    const after = await server.payload.count({ collection: 'search-logs', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs + 1)
    const logged = await server.payload.find({ collection: 'search-logs', sort: '-id', limit: 1, overrideAccess: true })
    expect(logged.docs[0]).toMatchObject({
      keyword: 'cd-002',
      normalized: 'cd-002',
      resultCount: Object.values(data.counts).reduce((sum, n) => sum + n, 0),
    })
    const none = await get<{ exact: unknown }>('/search?keywords=IL-6')
    expect(none.exact).toBeNull()
  })

  it('GET /search/product gives ranked, filtered, paged rows with the spec columns', async () => {
    const all = await get<List<ProductRow>>('/search/product?keywords=IL-6&size=5')
    expect(all.total).toBeGreaterThanOrEqual(4)
    expect(all.list[0]?.catalogNumber).toBe('IL6-H4107')
    expect(all.list[0]).toMatchObject({ title: 'IL6-H4107' })
    expect(all.list[0]?.createTime).toMatch(/白细胞介素-6/)
    expect(all.list[0]?.price).toMatch(/10 µg ¥/)
    // Every seeded product has its category's picture: the row shows its small rendition.
    expect(all.list[0]?.image?.url).toMatch(/^\/api\/cms\/media\/file\/.+-400x\d+\.(png|webp|jpe?g)$/)
    const mouse = await get<List<ProductRow>>('/search/product?keywords=IL-6&species=mouse')
    expect(mouse.list.length).toBeGreaterThan(0)
    for (const row of mouse.list) expect(row.species).toBe('mouse')
    const en = await getJson(server.baseUrl, '/en/api/v1/search/product?keywords=白介素6&size=1')
    expect((en.body.data as List<ProductRow>).list[0]?.createTime).toBe('Recombinant Human IL-6 Protein, His Tag')
    const page2 = await get<List<ProductRow>>('/search/product?keywords=protein&size=5&page=2')
    expect(page2.page).toBe(2)
    expect(page2.list).toHaveLength(5)
  })

  it('GET /search/tags counts categories, tags and species for the keywords', async () => {
    const facets = await get<{
      categories: { id: number; count: number }[]
      species: { value: string; count: number }[]
    }>('/search/tags?keywords=IL-6')
    expect(facets.categories.find((c) => c.id === 21)?.count).toBeGreaterThanOrEqual(4)
    expect(facets.species.map((s) => s.value)).toEqual(expect.arrayContaining(['human', 'mouse']))
  })

  it('GET /search/serve and /search/content list articles with their tree node name', async () => {
    const services = await get<List<{ title: string; treeName: string }>>('/search/serve?keywords=mRNA')
    expect(services.total).toBeGreaterThan(0)
    expect(services.list[0]?.treeName).toBeTruthy()
    const content = await get<List<{ title: string; treeName: string }>>('/search/content?keywords=加帽')
    expect(content.total).toBeGreaterThan(0)
    const counts = await get<Record<string, number>>('/search/count?keywords=mRNA')
    expect(counts.service).toBe(services.total)
  })

  it('answers bad input with a 4xx or an empty result, never a 500', async () => {
    const inputs = [
      '',
      '   ',
      'x'.repeat(10_000),
      'y'.repeat(101),
      "' OR 1=1 --",
      '"; DROP TABLE products; --',
      '.*(',
      '[a-z]+$',
      '%',
      '_',
      '%_%',
      '\\',
      '😀🧬',
      'IL-6 白介素 😀',
      'Ω≈ç√∫',
      '\u200b',
    ]
    for (const keywords of inputs) {
      for (const path of [
        '/search',
        '/search/product',
        '/search/tags',
        '/search/serve',
        '/search/content',
        '/search/count',
      ]) {
        const r = await getJson(server.baseUrl, `/api/v1${path}?keywords=${encodeURIComponent(keywords)}`)
        expect(r.status, `${path} ${keywords.slice(0, 20)}`).toBeLessThan(500)
        // Only symbols, emoji or blanks: nothing to match. Text such as "' OR 1=1 --" is searched as text.
        if (r.status === 200 && !/[\p{L}\p{N}]/u.test(keywords)) {
          const data = r.body.data as { list?: unknown[]; counts?: Record<string, number>; product?: number }
          if (data.list) expect(data.list, `${path} ${keywords.slice(0, 20)}`).toEqual([])
        }
      }
    }
    expect((await getJson(server.baseUrl, '/api/v1/search/product?keywords=IL&species=dragon')).status).toBe(400)
    expect((await getJson(server.baseUrl, '/api/v1/search/product')).status).toBe(400)
  })
})
