import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    const notDemo = await server.payload.find({
      collection: 'products',
      where: { isDemo: { equals: false } },
      overrideAccess: true,
      limit: 5,
    })
    expect(notDemo.docs.filter((p) => !p.catalogNumber.startsWith('DRAFT-'))).toEqual([])
  })

  it('changes nothing when run a second time', async () => {
    const before = await snapshot()
    const report = await seed(server.payload)
    expect(report.created).toEqual({})
    expect(report.admin).toBeUndefined()
    expect(await snapshot()).toEqual(before)
  })
})
