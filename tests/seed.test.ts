import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  'distributors',
  'areas',
  'industries',
  'jobs',
  'users',
] as const

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

  it('changes nothing when run a second time', async () => {
    const before = await snapshot()
    const report = await seed(server.payload)
    expect(report.created).toEqual({})
    expect(report.admin).toBeUndefined()
    expect(await snapshot()).toEqual(before)
  })
})
