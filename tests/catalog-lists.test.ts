import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { naturalCompare } from '../src/domain/catalog/natural-sort'
import { getJson, startServer } from './setup/server'

/**
 * Issue 19, "lists that scan": the interleukin category (21) lists IL-1 before IL-2 before IL-10 (natural order,
 * not text order) through GET /api/v1/product and the list page's read model alike; the filters (species, tag,
 * expression system, application) combine, with counts that match the rows each filter link leads to; bad
 * values are a clean 400 in the caller's language; the rows carry the product's first image.
 */
const INTERLEUKINS = 21
let server: Awaited<ReturnType<typeof startServer>>

interface Summary {
  id: number
  catalogNumber: string
  name: string
  species: string | null
  tag: string | null
  sizes: { size: string; price: string; priceFen: number | null }[]
}
interface ListAnswer {
  list: Summary[]
  total: number
  page: number
  size: number
  facets?: Record<string, { value: string; count: number }[]>
}

async function list(query: string, prefix = ''): Promise<ListAnswer> {
  const { status, body } = await getJson(server.baseUrl, `${prefix}/api/v1/product?${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data as ListAnswer
}

/** The protein family of a seeded catalog number: IL1A-H4101 → IL1A, IL10-M4110 → IL10. */
const family = (catalogNumber: string) => catalogNumber.replace(/-?[HMR]\d+$/, '')

const fixtures: { products: { id: number; applications: string[]; image: number | null }[]; media: number[] } = {
  products: [],
  media: [],
}

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  // Leave the run's seeded data as it was for the other files.
  for (const p of fixtures.products)
    await server.payload.update({
      collection: 'products',
      id: p.id,
      data: { applications: p.applications as never, image: p.image },
    })
  for (const id of fixtures.media) await server.payload.delete({ collection: 'media', id })
  await server?.close()
})

describe('natural order of the interleukin list', () => {
  it('GET /product?pid=21 lists IL-1 before IL-2 before IL-10, each page continuing the last', async () => {
    const all = await list(`pid=${INTERLEUKINS}&size=100`)
    expect(all.total).toBeGreaterThan(40)
    const numbers = all.list.map((p) => p.catalogNumber)
    expect(numbers).toEqual([...numbers].sort(naturalCompare))
    const families = [...new Set(numbers.map(family))]
    expect(families.indexOf('IL1A')).toBeLessThan(families.indexOf('IL2'))
    expect(families.indexOf('IL2')).toBeLessThan(families.indexOf('IL6'))
    expect(families.indexOf('IL6')).toBeLessThan(families.indexOf('IL10'))
    expect(families.slice(0, 4)).toEqual(['IL1A', 'IL1B', 'IL2', 'IL3'])

    // The spec's paging contract: list, total, page, size; the pages are slices of the one order.
    const pages: string[] = []
    for (let page = 1; pages.length < all.total; page++) {
      const one = await list(`pid=${INTERLEUKINS}&page=${page}&size=20`)
      expect(one).toMatchObject({ total: all.total, page, size: 20 })
      expect(one.facets).toBeUndefined()
      pages.push(...one.list.map((p) => p.catalogNumber))
    }
    expect(pages).toEqual(numbers)
    // IL-6 was on page 3 of 4 in text order; in natural order it is on page 2.
    expect(Math.floor(numbers.findIndex((n) => family(n) === 'IL6') / 20) + 1).toBe(2)
  })

  it("the list page's read model shows the same order as the API", async () => {
    const { productList } = await import('../src/lib/data/catalog')
    for (const locale of ['cn', 'en'] as const) {
      const page = await productList(locale, 'all', INTERLEUKINS, 1)
      const api = await list(`pid=${INTERLEUKINS}&size=20`, locale === 'en' ? '/en' : '')
      expect(page?.list.map((p) => p.catalogNumber)).toEqual(api.list.map((p) => p.catalogNumber))
      expect(page?.pages).toBe(Math.ceil(api.total / 20))
      // The page's rows never carry prices (cached HTML); stock per size comes with them.
      expect(JSON.stringify(page)).not.toContain('priceFen')
      expect(page?.list[0]?.stock[0]?.stock).toMatch(/^(in-stock|ships-in-days|made-to-order)$/)
    }
  })

  it('sorts by name and newest on request, still naturally within equal keys', async () => {
    const byName = await list(`pid=${INTERLEUKINS}&size=100&sort=name`, '/en')
    const names = byName.list.map((p) => p.name)
    expect(names).toEqual([...names].sort(naturalCompare))
    const newest = await list(`pid=${INTERLEUKINS}&size=100&sort=newest`)
    expect(newest.total).toBe(byName.total)
  })
})

describe('filters', () => {
  it('species and tag combine, and every count is the number of rows its link leads to', async () => {
    const both = await list(`pid=${INTERLEUKINS}&size=100&species=mouse&tag=his`)
    expect(both.total).toBeGreaterThan(0)
    for (const p of both.list) expect(p).toMatchObject({ species: 'mouse', tag: 'his' })
    const facets = both.facets ?? {}
    expect(facets.species?.find((f) => f.value === 'mouse')?.count).toBe(both.total)
    for (const { value, count } of facets.species ?? []) {
      const other = await list(`pid=${INTERLEUKINS}&size=100&species=${value}&tag=his`)
      expect(other.total).toBe(count)
    }
    for (const { value, count } of facets.tag ?? []) {
      const other = await list(`pid=${INTERLEUKINS}&size=100&species=mouse&tag=${value}`)
      expect(other.total).toBe(count)
    }
    const mice = await list(`pid=${INTERLEUKINS}&size=100&species=mouse`)
    const hek = await list(`pid=${INTERLEUKINS}&size=100&species=mouse&expression=hek293`)
    expect(hek.total).toBeLessThanOrEqual(mice.total)
    for (const p of hek.list) expect(p.species).toBe('mouse')
  })

  it('filters by application (several per product) with the first image on the rows', async () => {
    const il = await list(`pid=${INTERLEUKINS}&size=100`)
    const [a, b, c] = il.list
    if (!a || !b || !c) throw new Error('seed has no interleukins')
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer()
    const image = await server.payload.create({
      collection: 'media',
      data: { alt: 'SDS-PAGE of the list fixture' },
      file: { data: bytes, mimetype: 'image/png', name: 'catalog-lists-fixture.png', size: bytes.byteLength },
    })
    fixtures.media.push(image.id)
    const set = [
      [a, ['elisa', 'cell-culture']],
      [b, ['elisa']],
      [c, ['spr-bli']],
    ] as const
    for (const [p, applications] of set) {
      const before = await server.payload.findByID({ collection: 'products', id: p.id, depth: 0 })
      fixtures.products.push({
        id: p.id,
        applications: [...(before.applications ?? [])],
        image: typeof before.image === 'number' ? before.image : (before.image?.id ?? null),
      })
      await server.payload.update({
        collection: 'products',
        id: p.id,
        data: { applications: [...applications], ...(p === a ? { image: image.id } : {}) },
      })
    }
    const elisa = await list(`pid=${INTERLEUKINS}&size=100&application=elisa`)
    expect(elisa.list.map((p) => p.id)).toEqual(expect.arrayContaining([a.id, b.id]))
    expect(elisa.list.map((p) => p.id)).not.toContain(c.id)
    const counts = elisa.facets?.application ?? []
    expect(counts.find((f) => f.value === 'elisa')?.count).toBe(elisa.total)
    const both = await list(`pid=${INTERLEUKINS}&size=100&application=cell-culture&species=${a.species}`)
    expect(both.list.map((p) => p.id)).toContain(a.id)

    const { productList } = await import('../src/lib/data/catalog')
    const page = await productList('en', 'all', INTERLEUKINS, 1, 20, { application: 'elisa' })
    const row = page?.list.find((p) => p.id === a.id)
    expect(row?.image?.url).toMatch(/^\/api\/cms\/media\/file\/catalog-lists-fixture[^/]*-400x\d+\.(webp|png)$/)
    expect(row?.image?.width).toBe(400)
    expect(row?.image?.alt).toBe('SDS-PAGE of the list fixture')
    expect(page?.facets?.application.find((f) => f.value === 'elisa')?.count).toBe(page?.total)
  })
})

describe('bad query values', () => {
  it('are a 400 naming the parameter, in the language of the request, never a 500', async () => {
    for (const q of ['species=martian', 'tag=%3Cscript%3E', 'sort=price', 'application=', 'ids=abc', 'ids=1,,2']) {
      for (const prefix of ['', '/en']) {
        const { status, body } = await getJson(server.baseUrl, `${prefix}/api/v1/product?pid=21&${q}`)
        expect(status, q).toBe(400)
        expect(body.code).toBe('E0400')
        expect(body.msg).toMatch(prefix ? /[A-Za-z]/ : /[\u3400-\u9fff]/)
      }
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',')
    expect((await getJson(server.baseUrl, `/api/v1/product?ids=${tooMany}`)).status).toBe(400)
  })

  it('the list page ignores bad filter values instead of failing', async () => {
    const { parseListQuery } = await import('../src/domain/catalog/list-query')
    const { productList } = await import('../src/lib/data/catalog')
    const query = parseListQuery({ species: 'martian', sort: 'price', tag: 'his' })
    expect(query).toEqual({ tag: 'his' })
    const page = await productList('cn', 'all', INTERLEUKINS, 1, 20, query)
    expect(page?.total).toBeGreaterThan(0)
  })
})

describe('prices of the visible rows in one call', () => {
  it('GET /product?ids= answers those products in the order asked, with prices or the inquiry word', async () => {
    const il = await list(`pid=${INTERLEUKINS}&size=3`)
    const ids = il.list.map((p) => p.id).reverse()
    const answer = await list(`ids=${[...ids, 999999].join(',')}`, '/en')
    expect(answer.list.map((p) => p.id)).toEqual(ids)
    for (const p of answer.list)
      for (const s of p.sizes) expect(s.priceFen === null ? s.price === 'Inquiry' : /\d/.test(s.price)).toBe(true)
  })
})
