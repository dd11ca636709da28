import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { articles } from '../src/seed/data/articles'
import { citations } from '../src/seed/data/citations'
import { products } from '../src/seed/data/products'
import { seed } from '../src/seed/seed'
import { startServer } from './setup/server'

/** Issue 2: running the seed twice changes nothing. */
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

const collections = [
  'categories',
  'products',
  'citations',
  'articles',
  'banners',
  'media',
  'downloads',
  'lots',
  'faqs',
  'distributors',
  'areas',
  'industries',
  'jobs',
  'users',
] as const

/** The seed's products as stored (depth 0 unless asked). */
function seededProducts(options: { depth?: number; locale?: 'en'; fallbackLocale?: false } = {}) {
  return server.payload.find({
    collection: 'products',
    where: { catalogNumber: { in: products.map((p) => p.catalogNumber) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    ...options,
  })
}

async function snapshot() {
  const { payload } = server
  const out: Record<string, { count: number; lastUpdated: string | null }> = {}
  for (const collection of collections) {
    const found = await payload.find({ collection, sort: '-updatedAt', limit: 1, overrideAccess: true, depth: 0 })
    out[collection] = {
      count: found.totalDocs,
      lastUpdated: (found.docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? null,
    }
  }
  const site = await payload.findGlobal({ slug: 'site-config', overrideAccess: true })
  out['site-config'] = { count: 1, lastUpdated: site.updatedAt ?? null }
  return out
}

describe('the demo seed', () => {
  it('marks every seeded record as demo data', async () => {
    const { payload } = server
    const checks = [
      { collection: 'products', field: 'catalogNumber', values: products.map((p) => p.catalogNumber) },
      { collection: 'citations', field: 'doi', values: citations.map((c) => c.doi) },
      { collection: 'articles', field: 'slug', values: articles.map((a) => a.slug) },
    ] as const
    for (const { collection, field, values } of checks) {
      const all = await payload.count({ collection, where: { [field]: { in: values } }, overrideAccess: true })
      expect(all.totalDocs, collection).toBe(values.length)
      const notDemo = await payload.count({
        collection,
        where: { and: [{ [field]: { in: values } }, { isDemo: { not_equals: true } }] },
        overrideAccess: true,
      })
      expect(notDemo.totalDocs, collection).toBe(0)
    }
  })

  it('gives every product a main image, every protein, enzyme and antibody a current lot, every kit its components', async () => {
    const { payload } = server
    const found = await seededProducts()
    const today = new Date().toISOString().slice(0, 10)
    const current = await payload.find({
      collection: 'lots',
      // Only the seed's lots: other test files create lots of their own in the shared database at the same time.
      where: {
        and: [
          { expiresAt: { greater_than_equal: today } },
          { status: { equals: 'published' } },
          { isDemo: { equals: true } },
        ],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const withCurrentLot = new Set(current.docs.map((l) => l.product as number))
    for (const p of found.docs) {
      expect(p.image, p.catalogNumber).toBeTruthy()
      if (p.productType === 'kit') {
        expect(p.kitComponents?.length, p.catalogNumber).toBeGreaterThan(2)
        expect(p.protocolSummary, p.catalogNumber).toBeTruthy()
      } else {
        expect(withCurrentLot.has(p.id), p.catalogNumber).toBe(true)
        expect(p.purityPercent, p.catalogNumber).toBeGreaterThan(0)
      }
    }
    expect(current.docs.filter((l) => !/^DEMO\d{4}[A-Z]{2}$/.test(l.lotNumber)).map((l) => l.lotNumber)).toEqual([])
  })

  it('gives every product its English name and its related products, as the catalogue lists them', async () => {
    const found = await seededProducts({ depth: 1, locale: 'en', fallbackLocale: false })
    expect(found.docs.length).toBe(products.length)
    // Other test files of the shared database edit some products (names, related links): the ones nobody changed
    // since the seed committed are checked, and they are most of the catalogue.
    const seededAt = inject('seededAt')
    const untouched = new Map(found.docs.filter((d) => d.updatedAt <= seededAt).map((d) => [d.catalogNumber, d]))
    expect(untouched.size).toBeGreaterThan(products.length / 2)
    for (const product of products) {
      const doc = untouched.get(product.catalogNumber)
      if (!doc) continue
      expect(doc.name, product.catalogNumber).toBe(product.name.en)
      const related = (doc.related ?? []).map((r) => (typeof r === 'object' ? r.catalogNumber : r))
      expect(related, product.catalogNumber).toEqual(product.related ?? [])
    }
  })

  it('shows a popular protein’s QC images with alt text and captions in both languages', async () => {
    const { payload } = server
    for (const locale of ['cn', 'en'] as const) {
      const { docs } = await payload.find({
        collection: 'products',
        where: { catalogNumber: { equals: 'IL6-H4107' } },
        locale,
        depth: 1,
        overrideAccess: true,
      })
      const gallery = docs[0]?.gallery ?? []
      expect(gallery.map((g) => g.type)).toEqual(['sds-page-reducing', 'sec-hplc', 'bioactivity'])
      for (const g of gallery) {
        expect(g.caption).toMatch(locale === 'cn' ? /演示/ : /demo/)
        const image = g.image as { alt?: string | null; mimeType?: string | null }
        expect(image.alt).toMatch(locale === 'cn' ? /演示/ : /Demo/)
        expect(image.mimeType).toBe('image/webp')
      }
    }
  })

  it('has FAQs in both languages and links the CD002 manual to CD002', async () => {
    const { payload } = server
    for (const locale of ['cn', 'en'] as const) {
      const found = await payload.find({ collection: 'faqs', locale, limit: 100, depth: 0, overrideAccess: true })
      expect(found.totalDocs).toBeGreaterThanOrEqual(20)
      for (const f of found.docs) expect(f.answer).toMatch(locale === 'cn' ? /[\u4e00-\u9fff]/ : /^[^\u4e00-\u9fff]+$/)
    }
    const cd002 = await payload.find({
      collection: 'products',
      where: { catalogNumber: { equals: 'CD002' } },
      depth: 0,
      overrideAccess: true,
    })
    const manual = await payload.find({
      collection: 'downloads',
      where: { filename: { equals: 'cd002-capping-rate-kit-manual.pdf' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(manual.docs[0]?.kind).toBe('manual')
    expect(manual.docs[0]?.products).toEqual([cd002.docs[0]?.id])
  })

  it('changes nothing when run a second time', async () => {
    const before = await snapshot()
    const report = await seed(server.payload)
    expect(report.created).toEqual({})
    expect(report.admin).toBeUndefined()
    expect(await snapshot()).toEqual(before)
  })
})
