import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchRefreshes } from '../src/services/search/search-service'
import { getJson, startServer } from './setup/server'

/**
 * Issue 20, "an index update reaches every node": a staff edit changes the search API's answers at once, and the
 * index is updated in place (the changed product re-read) rather than built again. Across processes the same
 * happens on each node when the invalidation arrives (cluster/cluster.test.ts, check 1b, run by `npm run test:cluster`).
 */
let server: Awaited<ReturnType<typeof startServer>>
const created: number[] = []
const stamp = Date.now().toString(36).toUpperCase()
const CATALOG = `SIU-${stamp}`

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  for (const id of created)
    await server?.payload.delete({ collection: 'products', id, overrideAccess: true }).catch(() => {})
  await server?.close()
})

type Row = { id: number; catalogNumber: string; name: string }
async function found(keywords: string, locale: 'cn' | 'en'): Promise<Row[]> {
  const prefix = locale === 'en' ? '/en' : ''
  const res = await getJson(
    server.baseUrl,
    `${prefix}/api/v1/search/product?keywords=${encodeURIComponent(keywords)}&size=50`,
  )
  expect(res.body.code).toBe('E0001')
  return (res.body.data as { list: Row[] }).list.filter((r) => r.catalogNumber === CATALOG)
}

describe('search index updates (issue 20)', () => {
  it('a rename, an unpublish and a delete show in both languages at once, by an update in place', async () => {
    const { payload } = server
    const category = (
      await payload.find({ collection: 'products', limit: 1, depth: 0, overrideAccess: true, where: {} })
    ).docs[0]?.category as number
    const product = await payload.create({
      collection: 'products',
      locale: 'cn',
      data: {
        catalogNumber: CATALOG,
        name: `测试更新蛋白甲 ${stamp}`,
        category,
        productType: 'kit',
        species: 'other',
        tag: 'tag-free',
        endotoxinEuPerUg: 1,
        predictedMwKda: 10,
        sizes: [{ size: '50 rxn', stock: 'ships-in-days', leadTimeDays: 5 }],
        status: 'published',
      },
      overrideAccess: true,
    })
    created.push(product.id)
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'en',
      data: { name: `Quillomab alpha ${stamp}` },
      overrideAccess: true,
    })
    expect((await found(`测试更新蛋白甲 ${stamp}`, 'cn'))[0]?.name).toBe(`测试更新蛋白甲 ${stamp}`)
    expect((await found(`Quillomab alpha ${stamp}`, 'en'))[0]?.name).toBe(`Quillomab alpha ${stamp}`)
    const before = { ...searchRefreshes }

    for (const [locale, name] of [
      ['cn', `测试改名蛋白乙 ${stamp}`],
      ['en', `Zentravix beta ${stamp}`],
    ] as const) {
      await payload.update({ collection: 'products', id: product.id, locale, data: { name }, overrideAccess: true })
    }
    expect((await found(`测试改名蛋白乙 ${stamp}`, 'cn')).map((r) => r.name)).toEqual([`测试改名蛋白乙 ${stamp}`])
    expect((await found(`Zentravix beta ${stamp}`, 'en')).map((r) => r.name)).toEqual([`Zentravix beta ${stamp}`])
    expect(await found(`测试更新蛋白甲 ${stamp}`, 'cn')).toEqual([])
    expect(await found(`Quillomab alpha ${stamp}`, 'en')).toEqual([])
    // Pinyin of the new name too: the update indexes the product as a build would.
    expect(await found(`ceshigaiming ${stamp}`, 'cn')).toHaveLength(1)
    expect(searchRefreshes.updates).toBeGreaterThan(before.updates)
    expect(searchRefreshes.builds).toBe(before.builds)

    await payload.update({ collection: 'products', id: product.id, data: { status: 'draft' }, overrideAccess: true })
    expect(await found(CATALOG, 'cn')).toEqual([])
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { status: 'published' },
      overrideAccess: true,
    })
    expect(await found(CATALOG, 'en')).toHaveLength(1)
    await payload.delete({ collection: 'products', id: product.id, overrideAccess: true })
    created.pop()
    expect(await found(CATALOG, 'cn')).toEqual([])
    expect(await found(`Zentravix beta ${stamp}`, 'en')).toEqual([])
    expect(searchRefreshes.builds).toBe(before.builds)
  })

  it('a seeded product keeps its gene aliases through an edit, and its NCBI Gene ID still finds it', async () => {
    // The seed writes the aliases with SQL; Payload's update starts from the product's latest version, so the
    // versions must hold them too, else any edit (here one that changes nothing) wipes them from the row.
    const { payload } = server
    const seeded = (
      await payload.find({
        collection: 'products',
        where: { catalogNumber: { equals: 'IL4-M4105' } },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
    if (!seeded) throw new Error('IL4-M4105 is not seeded')
    await payload.update({ collection: 'products', id: seeded.id, data: { isHot: seeded.isHot }, overrideAccess: true })
    const after = await payload.findByID({ collection: 'products', id: seeded.id, depth: 0, overrideAccess: true })
    expect([after.geneSymbol, after.ncbiGeneId, after.proteinNames]).toEqual(['Il4', '16189', 'Interleukin-4'])
    const res = await getJson(server.baseUrl, '/api/v1/search/product?keywords=16189&size=50')
    expect((res.body.data as { list: Row[] }).list.map((r) => r.catalogNumber)).toEqual(['IL4-M4105'])
  })
})
