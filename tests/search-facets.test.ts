import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getJson, startServer } from './setup/server'

/**
 * Issue 20, facets of the product tab (GET /api/v1/search/tags and /search/product): expression system,
 * application and stock beside category, tag and species. Each facet is counted with every *other* facet
 * applied, so every count is the number of rows its link leads to; bad values are a localized 400. The products
 * are this file's own (a made-up word in their names), so the shared database's other records never count.
 */
let server: Awaited<ReturnType<typeof startServer>>
const created: number[] = []
const WORD = `facetzq${Date.now().toString(36)}`

type Facet = { value: string; count: number }
type Facets = {
  categories: { id: number; count: number }[]
  tags: Facet[]
  species: Facet[]
  expressionSystems: Facet[]
  applications: Facet[]
  stock: Facet[]
  stockDays: number | null
}
type Rows = { list: { catalogNumber: string }[]; total: number }

const fixtures = [
  {
    catalogNumber: 'FCT-A1',
    species: 'human',
    expressionSystem: 'hek293',
    applications: ['elisa', 'cell-culture'],
    sizes: [{ size: '10 µg', stock: 'in-stock' }],
  },
  {
    catalogNumber: 'FCT-A2',
    species: 'human',
    expressionSystem: 'e-coli',
    applications: ['elisa'],
    // The best of its sizes: ships in 7 days (made to order for the big size).
    sizes: [
      { size: '1 mg', stock: 'made-to-order', leadTimeDays: 30 },
      { size: '10 µg', stock: 'ships-in-days', leadTimeDays: 7 },
    ],
  },
  {
    catalogNumber: 'FCT-A3',
    species: 'mouse',
    expressionSystem: 'hek293',
    applications: ['spr-bli'],
    sizes: [{ size: '10 µg', stock: 'made-to-order', leadTimeDays: 30 }],
  },
  {
    catalogNumber: 'FCT-A4',
    species: 'mouse',
    expressionSystem: 'hek293',
    applications: ['elisa'],
    sizes: [{ size: '10 µg', stock: 'ships-in-days', leadTimeDays: 14 }],
  },
  { catalogNumber: 'FCT-A5', species: 'human', expressionSystem: 'hek293', applications: [], sizes: [] },
] as const

const get = async <T>(path: string, prefix = '') => {
  const r = await getJson(server.baseUrl, `${prefix}/api/v1${path}`)
  expect(r.status, `${path} ${JSON.stringify(r.body)}`).toBe(200)
  return r.body.data as T
}
const q = (filters: Record<string, string> = {}) => new URLSearchParams({ keywords: WORD, ...filters }).toString()
const counts = (list: Facet[]) => Object.fromEntries(list.map((f) => [f.value, f.count]))
const numbers = (rows: Rows) => rows.list.map((r) => r.catalogNumber.replace(`-${WORD}`, '')).sort()

beforeAll(async () => {
  server = await startServer()
  const { payload } = server
  const cd002 = await payload.find({ collection: 'products', where: { catalogNumber: { equals: 'CD002' } }, depth: 0 })
  const category = cd002.docs[0]?.category as number
  for (const f of fixtures) {
    const doc = await payload.create({
      collection: 'products',
      locale: 'cn',
      data: {
        catalogNumber: `${f.catalogNumber}-${WORD}`,
        name: `${WORD} 测试蛋白 ${f.catalogNumber}`,
        category,
        productType: 'protein',
        species: f.species,
        tag: 'his',
        expressionSystem: f.expressionSystem,
        applications: [...f.applications],
        sizes: f.sizes.map((s) => ({ ...s, priceFen: 100000 })),
        status: 'published',
      },
      overrideAccess: true,
    })
    created.push(doc.id)
    await payload.update({
      collection: 'products',
      id: doc.id,
      locale: 'en',
      data: { name: `${WORD} test protein ${f.catalogNumber}` },
      overrideAccess: true,
    })
  }
})
afterAll(async () => {
  for (const id of created) await server.payload.delete({ collection: 'products', id, overrideAccess: true })
  await server?.close()
})

describe('search facets', () => {
  it('counts expression system, application and stock (the best size) with no filter', async () => {
    const f = await get<Facets>(`/search/tags?${q()}`)
    expect(counts(f.species)).toEqual({ human: 3, mouse: 2 })
    expect(counts(f.expressionSystems)).toEqual({ hek293: 4, 'e-coli': 1 })
    // A product counts once per application it lists; FCT-A5 lists none.
    expect(counts(f.applications)).toEqual({ elisa: 3, 'cell-culture': 1, 'spr-bli': 1 })
    // FCT-A5 has no sizes, hence no stock; FCT-A2's best size ships in 7 days.
    expect(f.stock).toEqual([
      { value: 'in-stock', count: 1 },
      { value: 'ships-in-days', count: 2 },
      { value: 'made-to-order', count: 1 },
    ])
    expect(f.stockDays).toBe(14)
  })

  it('counts each facet with the other facets applied, and every count is the rows its link gives', async () => {
    const applied = { species: 'human', expressionSystem: 'hek293' }
    const f = await get<Facets>(`/search/tags?${q(applied)}`)
    // Species counted with hek293 only; expression systems with human only.
    expect(counts(f.species)).toEqual({ human: 2, mouse: 2 })
    expect(counts(f.expressionSystems)).toEqual({ hek293: 2, 'e-coli': 1 })
    expect(counts(f.applications)).toEqual({ elisa: 1, 'cell-culture': 1 })
    expect(counts(f.stock)).toEqual({ 'in-stock': 1 })
    const rows = await get<Rows>(`/search/product?${q(applied)}`)
    expect(numbers(rows)).toEqual(['FCT-A1', 'FCT-A5'])

    const groups = [
      ['species', f.species],
      ['expressionSystem', f.expressionSystems],
      ['application', f.applications],
      ['stock', f.stock],
    ] as const
    for (const [param, list] of groups) {
      for (const { value, count } of list) {
        const narrowed = await get<Rows>(`/search/product?${q({ ...applied, [param]: value })}`)
        expect(narrowed.total, `${param}=${value}`).toBe(count)
      }
    }
  })

  it('narrows by stock and application together, in either language', async () => {
    const filters = { stock: 'ships-in-days', application: 'elisa' }
    const cn = await get<Rows>(`/search/product?${q(filters)}`)
    expect(numbers(cn)).toEqual(['FCT-A2', 'FCT-A4'])
    const en = await get<Rows>(`/search/product?${q(filters)}`, '/en')
    expect(numbers(en)).toEqual(['FCT-A2', 'FCT-A4'])
    const f = await get<Facets>(`/search/tags?${q(filters)}`, '/en')
    // Application counted with the stock filter only: A2 and A4 list ELISA, nothing else ships in days.
    expect(counts(f.applications)).toEqual({ elisa: 2 })
    expect(counts(f.stock)).toEqual({ 'in-stock': 1, 'ships-in-days': 2 })
    expect(f.stockDays).toBe(14)
    const none = await get<Rows>(`/search/product?${q({ ...filters, species: 'rat' })}`)
    expect(none.total).toBe(0)
  })

  it('answers an unknown facet value with a 400 in the caller language, never a 500', async () => {
    const cases = [
      ['/search/product', { stock: 'soon' }, 'stock'],
      ['/search/product', { expressionSystem: 'plant' }, 'expressionSystem'],
      ['/search/tags', { application: 'dragon' }, 'application'],
      ['/search/tags', { stock: '' }, 'stock'],
    ] as const
    for (const [path, filters, param] of cases) {
      const en = await getJson(server.baseUrl, `/en/api/v1${path}?${q(filters)}`)
      expect(en.status, `${path} ${param}`).toBe(400)
      expect(en.body.msg).toBe(`Invalid parameter: ${param}`)
      const cn = await getJson(server.baseUrl, `/api/v1${path}?${q(filters)}`)
      expect(cn.status).toBe(400)
      expect(cn.body.msg).toBe(`参数 ${param} 无效`)
    }
    const twice = await getJson(server.baseUrl, `/api/v1/search/tags?${q()}&stock=in-stock&stock=made-to-order`)
    expect(twice.status).toBe(400)
  })
})
