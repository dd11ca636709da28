import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchIndex } from '../src/domain/search/search-index'
import { searchIndex } from '../src/services/search/search-service'
import { startServer } from './setup/server'

/**
 * Issue 4: the relevance table. Each row is a query a researcher types and what must come first.
 * Runs on the seeded demo catalogue, on SQLite and on PostgreSQL.
 */
let server: Awaited<ReturnType<typeof startServer>>
let index: SearchIndex
let catalogOf: Map<number, string>

beforeAll(async () => {
  server = await startServer()
  index = await searchIndex(server.payload)
  const all = await server.payload.find({
    collection: 'products',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  catalogOf = new Map(all.docs.map((p) => [p.id, p.catalogNumber]))
})
afterAll(async () => {
  await server?.close()
})

type Row = {
  q: string
  filters?: { categoryId?: number; tag?: string; species?: string }
  /** Exact catalog number of the first result, or a pattern it must match. */
  top?: string | RegExp
  /** Every one of the first N results matches this pattern. */
  firstN?: [number, RegExp]
  none?: true
}

const table: Row[] = [
  // catalog numbers in several spellings
  { q: 'CD002', top: 'CD002' },
  { q: 'cd002', top: 'CD002' },
  { q: 'CD-002', top: 'CD002' },
  { q: 'cd 002', top: 'CD002' },
  { q: 'IL6-H4107', top: 'IL6-H4107' },
  { q: 'il6h4107', top: 'IL6-H4107' },
  { q: 'T7P-E001', top: 'T7P-E001' },
  { q: 't7p e001', top: 'T7P-E001' },
  { q: 'RNI001', top: 'RNI001' },
  { q: 'rni-001', top: 'RNI001' },
  { q: 'IL6-H', top: 'IL6-H4107' },
  // names and synonyms: IL-6 in every spelling finds the IL-6 proteins
  { q: 'IL6', firstN: [3, /^IL6/] },
  { q: 'IL-6', top: 'IL6-H4107', firstN: [3, /^IL6/] },
  { q: 'IL 6', firstN: [3, /^IL6/] },
  { q: 'Interleukin-6', firstN: [3, /^IL6/] },
  { q: 'interleukin 6', firstN: [3, /^IL6/] },
  { q: '白细胞介素-6', firstN: [3, /^IL6/] },
  { q: '白介素6', firstN: [3, /^IL6/] },
  { q: '白介素-6', firstN: [3, /^IL6/] },
  { q: 'BSF-2', firstN: [2, /^IL6/] },
  { q: 'IL-2', top: 'IL2-H4103' },
  { q: 'TCGF', top: /^IL2/ },
  { q: 'PD-1', top: 'PD1-H5221' },
  { q: 'CD279', top: /^PD1-/ },
  { q: 'PD-L1', top: 'PDL1-H5222' },
  { q: 'T7 RNA polymerase', top: 'T7P-E001' },
  { q: 'T7 RNA聚合酶', top: 'T7P-E001' },
  { q: 'capping enzyme', top: 'VCE-E001' },
  { q: '加帽酶', top: 'VCE-E001' },
  { q: 'poly(A) polymerase', top: 'PAP-E001' },
  { q: 'RNase inhibitor', top: 'RNI001' },
  { q: 'RNase H', top: 'RNH-E001' },
  { q: 'DNase I', top: 'DNI-E001' },
  { q: "2'-O-methyltransferase", top: /^MTF-/ },
  { q: 'pyrophosphatase', top: 'PPA002' },
  { q: 'human IL-6', firstN: [2, /^IL6.*H/] },
  { q: 'IL-6 小鼠', top: 'IL6-M4107' },
  // Chinese names and descriptions (substring)
  { q: '白细胞介素', firstN: [5, /^IL/] },
  { q: '干扰素', firstN: [3, /^IFN/] },
  { q: '新冠', firstN: [2, /^(SPN|SPD|NCP)-/] },
  { q: '焦磷酸酶', top: 'PPA002' },
  { q: '加帽率', top: 'CD002' },
  { q: '破骨细胞', top: /^RANKL/ },
  // one typo in English words of five letters or more
  { q: 'polymerse', firstN: [1, /^T7P-E001$/] },
  { q: 'interlukin-6', firstN: [3, /^IL6/] },
  { q: 'pyrophosphatse', top: 'PPA002' },
  { q: 'cappng enzyme', top: 'VCE-E001' },
  { q: 'inhibitr', firstN: [1, /^RNI001$/] },
  // filters narrow
  { q: 'IL-6', filters: { species: 'mouse' }, top: 'IL6-M4107', firstN: [1, /-M/] },
  { q: 'PD-1', filters: { tag: 'hfc' }, top: 'PD1-H52221' },
  { q: 'interleukin', filters: { categoryId: 21, species: 'rat' }, firstN: [3, /-R5/] },
  { q: '白介素', filters: { categoryId: 2 }, firstN: [5, /^IL/] },
  // no match
  { q: 'xyzzyq', none: true },
  { q: 'qwertyuiop', none: true },
  { q: '不存在的蛋白质名称', none: true },
  { q: 'IL-6', filters: { categoryId: 80 }, none: true },
]

describe('search relevance', () => {
  it(`has at least 40 queries (${table.length})`, () => {
    expect(table.length).toBeGreaterThanOrEqual(40)
  })

  it.each(table)('$q $filters', ({ q, filters, top, firstN, none }) => {
    const ranked = index.filterProducts(index.rankProducts(q), filters ?? {})
    const catalogs = ranked.map((r) => catalogOf.get(r.id) ?? '?')
    if (none) {
      expect(catalogs).toEqual([])
      return
    }
    expect(catalogs.length, `no result for ${q}`).toBeGreaterThan(0)
    if (typeof top === 'string') expect(catalogs[0]).toBe(top)
    if (top instanceof RegExp) expect(catalogs[0]).toMatch(top)
    if (firstN) {
      const [n, pattern] = firstN
      for (const c of catalogs.slice(0, n))
        expect(c, `first ${n} of ${catalogs.slice(0, 6).join(', ')}`).toMatch(pattern)
    }
  })

  it('narrows with filters without changing the order', () => {
    for (const q of ['IL-6', '白介素', 'protein', 'polymerase']) {
      const all = index.rankProducts(q)
      for (const filters of [{ species: 'human' }, { tag: 'his' }, { categoryId: 20 }]) {
        const filtered = index.filterProducts(all, filters).map((r) => r.id)
        const expected = all.map((r) => r.id).filter((id) => filtered.includes(id))
        expect(filtered).toEqual(expected)
      }
    }
  })

  it('finds service and content articles', () => {
    expect(index.rankArticles('service', 'mRNA').length).toBeGreaterThan(0)
    expect(index.rankArticles('content', '加帽').length).toBeGreaterThan(0)
    expect(index.rankArticles('service', 'xyzzyq')).toEqual([])
  })
})
