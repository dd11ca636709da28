import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchIndex } from '../src/domain/search/search-index'
import { searchIndex } from '../src/services/search/search-service'
import { startServer } from './setup/server'

/**
 * Issues 4 and 20: the relevance table. Each row is a query a researcher types and what the first results must be:
 * catalog numbers in any spelling, names and synonyms in English and Chinese, pinyin in full, by initials and mixed
 * with characters, gene symbols, UniProt accessions, NCBI Gene IDs and protein names (src/seed/data/aliases.ts),
 * typos scaled to the length of the word, mixed scripts. Runs on the seeded demo catalogue, on SQLite and on
 * PostgreSQL.
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
  /** This catalog number is among the first three results. */
  inTop3?: string
  /** No result matches this pattern. */
  absent?: RegExp
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
  // issue 20 · pinyin, full
  { q: 'baijiesu6', firstN: [3, /^IL6/] },
  { q: 'bai jie su 6', firstN: [3, /^IL6/] },
  { q: 'baijiesu 6', firstN: [3, /^IL6/] },
  { q: 'Baijiesu-6', firstN: [3, /^IL6/] },
  { q: 'baixibaojiesu6', firstN: [3, /^IL6/] },
  { q: 'bai xi bao jie su 6', firstN: [3, /^IL6/] },
  { q: 'baijiesu2', top: /^IL2/ },
  { q: 'baijiesu', firstN: [5, /^IL/] },
  { q: 'ganraosu', firstN: [3, /^IFN/] },
  { q: 'gan rao su gamma', top: /^IFNG/ },
  { q: 'jiamaomei', top: 'VCE-E001' },
  { q: 'jia mao mei', top: 'VCE-E001' },
  { q: 'T7 RNA juhemei', top: 'T7P-E001' },
  { q: 'jiaolinsuanmei', top: 'PPA002' },
  { q: 'chengxuxingsiwangshouti1', firstN: [3, /^PD1-/] },
  { q: 'biaopishengzhangyinzi', top: /^EGF-/ },
  { q: 'zhongliuhuaisiyinzi', inTop3: 'TNFA-H5221' },
  { q: 'xinguan', firstN: [2, /^(SPN|SPD|NCP)-/] },
  { q: 'ganxibaoyinzi', top: /^SCF-/ },
  { q: 'neidusu', top: 'ETX-K001' },
  { q: 'niudou', inTop3: 'VCE-E001' },
  { q: 'jianpisu', firstN: [3, /^MSLN/] },
  // pinyin initials
  { q: 'bjs6', firstN: [3, /^IL6/] },
  { q: 'BJS6', firstN: [3, /^IL6/] },
  { q: 'bjs-6', firstN: [3, /^IL6/] },
  { q: 'bxbjs6', firstN: [3, /^IL6/] },
  { q: 'bjs2', top: /^IL2/ },
  { q: 'grs', firstN: [3, /^IFN/] },
  { q: 'jmm', top: 'VCE-E001' },
  { q: 'jlsm', top: 'PPA002' },
  { q: 'cxxswst1', firstN: [3, /^PD1-/] },
  { q: 'bpszyz', top: /^EGF-/ },
  { q: 'ndsjc', top: 'ETX-K001' },
  // mixed characters and pinyin
  { q: '白jie素6', firstN: [3, /^IL6/] },
  { q: '白介su6', firstN: [3, /^IL6/] },
  { q: 'bai介素6', firstN: [3, /^IL6/] },
  { q: '干rao素', firstN: [3, /^IFN/] },
  { q: 'T7 RNA聚he酶', top: 'T7P-E001' },
  { q: '加mao酶', top: 'VCE-E001' },
  { q: 'IL-6 xiaoshu', top: 'IL6-M4107' },
  { q: 'shixiehou PD-1', top: 'PD1-C5221' },
  { q: 'xiaoshu IL-2', top: 'IL2-M4103' },
  // aliases: NCBI Gene ID, UniProt accession, gene symbol, protein names
  { q: '3569', firstN: [2, /^IL6-?H/] },
  { q: 'Gene ID 3569', firstN: [2, /^IL6-?H/] },
  { q: 'GeneID:3569', firstN: [2, /^IL6-?H/] },
  { q: 'NCBI Gene 3569', firstN: [2, /^IL6-?H/] },
  { q: 'gene id: 3569', firstN: [2, /^IL6-?H/] },
  { q: '16193', top: 'IL6-M4107' },
  { q: '3558', firstN: [2, /^IL2-?H/] },
  { q: '7124', top: /^TNFA-H/ },
  { q: '5133', firstN: [3, /^PD1-H/] },
  { q: '29126', firstN: [3, /^PDL1-H/] },
  { q: 'Entrez 7040', top: 'TGFB1-H5206' },
  { q: '356', absent: /^IL6/ },
  { q: 'P05231', firstN: [2, /^IL6-?H/] },
  { q: 'p05231', firstN: [2, /^IL6-?H/] },
  { q: 'Q9NZQ7', firstN: [3, /^PDL1-H/] },
  { q: 'P08505', top: 'IL6-M4107' },
  { q: 'P00573', firstN: [2, /^T7P-/] },
  { q: 'PDCD1', firstN: [3, /^PD1-/] },
  { q: 'CD274', firstN: [3, /^PDL1-/] },
  { q: 'HAVCR2', firstN: [3, /^TIM3-/] },
  { q: 'TNFRSF9', firstN: [3, /^41BB-/] },
  { q: 'MS4A1', firstN: [3, /^CD20-/] },
  { q: 'VSIR', top: /^VISTA-/ },
  { q: 'CXCL8', firstN: [3, /^IL8/] },
  { q: 'KITLG', top: /^SCF-/ },
  { q: 'THPO', top: 'TPO-H5216' },
  { q: 'FGF7', top: /^KGF-/ },
  { q: 'Il6', firstN: [3, /^IL6/] },
  { q: 'Programmed cell death 1 ligand 1', firstN: [3, /^PDL1-/] },
  { q: 'Tumor necrosis factor receptor superfamily member 9', firstN: [3, /^41BB-/] },
  { q: 'Kit ligand', top: /^SCF-/ },
  { q: 'Pro-epidermal growth factor', top: /^EGF-/ },
  { q: 'Leukocyte surface antigen CD47', firstN: [3, /^CD47-/] },
  { q: 'Hepatitis A virus cellular receptor 2', firstN: [3, /^TIM3-/] },
  // typos scaled to length, across word boundaries, never above an exact match
  { q: 'Interleukn 6', firstN: [3, /^IL6/] },
  { q: 'interleukin6', firstN: [3, /^IL6/] },
  { q: 'inter leukin 6', firstN: [3, /^IL6/] },
  { q: 'inter leukn 6', firstN: [3, /^IL6/] },
  { q: 'intreleukin 6', firstN: [3, /^IL6/] },
  { q: 'intrleukin-6', firstN: [3, /^IL6/] },
  { q: 'Interleukine-6', firstN: [3, /^IL6/] },
  { q: 'interleukn 7', top: /^IL7/ },
  { q: 'polymrase', firstN: [1, /^T7P-E001$/] },
  { q: 'pyrophosphotase', top: 'PPA002' },
  { q: 'mesotheline', firstN: [3, /^MSLN-/] },
  { q: 'nucleocapsd', top: 'NCP-C51H1' },
  { q: 'hemaglutinin', firstN: [3, /^HA1-/] },
  { q: 'neuraminadase', firstN: [2, /^NA1-/] },
  { q: 'erythropoeitin', top: 'EPO-H5217' },
  { q: 'thrombopoeitin', top: 'TPO-H5216' },
  { q: 'glypikan-3', firstN: [3, /^GPC3-/] },
  { q: 'reverse transcriptaze', firstN: [2, /^(MML|TRT)-/] },
  { q: 'Proteinaze K', top: 'PRK-E001' },
  { q: 'capping enzym', top: 'VCE-E001' },
  { q: 'RNase inhibiter', top: 'RNI001' },
  // Chinese
  { q: '白介素2', top: /^IL2/ },
  { q: '白细胞介素-10', firstN: [3, /^IL10/] },
  { q: '表皮生长因子', top: /^EGF-/ },
  { q: '程序性死亡受体1', firstN: [3, /^PD1-/] },
  { q: '间皮素', firstN: [3, /^MSLN-/] },
  { q: '血凝素', firstN: [3, /^HA1-/] },
  { q: '逆转录酶', firstN: [2, /^(MML|TRT)-/] },
  { q: '内毒素检测', top: 'ETX-K001' },
  { q: '体外转录试剂盒', top: 'IVT-K001' },
  { q: '核衣壳蛋白', top: 'NCP-C51H1' },
  { q: '促红细胞生成素', top: 'EPO-H5217' },
  { q: '小鼠 白介素6', top: 'IL6-M4107' },
  // catalog numbers in more spellings
  { q: 'IL6H5107', top: 'IL6H5107' },
  { q: 'il6 h5107', top: 'IL6H5107' },
  { q: 'IL6-H5107', top: 'IL6H5107' },
  { q: 'ＩＬ６－Ｈ４１０７', top: 'IL6-H4107' },
  { q: 'pd1-h52221', top: 'PD1-H52221' },
  { q: 'PD1 H52221', top: 'PD1-H52221' },
  { q: 'cldn18.2-h5337', top: 'CLDN182-H5337' },
  { q: 'T7PG001', top: 'T7P-G001' },
  { q: 'abh001', top: 'ABH-001' },
  { q: 'ABH-001H', top: 'ABH-001H' },
  { q: 'SPD-C52H5', top: 'SPD-C52H5' },
  { q: '41BB-H5331', top: '41BB-H5331' },
  { q: 'VCE_E001', top: 'VCE-E001' },
  { q: 'vce e001', top: 'VCE-E001' },
  { q: 'TIGIT-H822', top: 'TIGIT-H82227' },
  // mixed scripts
  { q: 'PD-1 抗体', top: /^ABP-001/ },
  { q: 'human 白介素6', firstN: [2, /^IL6-?H/] },
  { q: 'mouse 白介素6', top: 'IL6-M4107' },
  { q: 'T7 RNA聚合酶 GMP', top: 'T7P-G001' },
  { q: 'Cas9核酸酶', top: 'CAS-E009' },
  { q: 'IFN-γ 小鼠', top: 'IFNG-M5220' },
  { q: 'CD47 食蟹猴', top: 'CD47-C5230' },
  { q: 'Omicron RBD', top: 'SPD-C52H3' },
  { q: 'RBD 中和抗体', top: /^ABS-001/ },
]

describe('search relevance', () => {
  it(`has at least 120 queries (${table.length})`, () => {
    expect(table.length).toBeGreaterThanOrEqual(120)
  })

  it.each(table)('$q $filters', ({ q, filters, top, firstN, inTop3, absent, none }) => {
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
    if (inTop3) expect(catalogs.slice(0, 3)).toContain(inTop3)
    if (absent) expect(catalogs.filter((c) => absent.test(c))).toEqual([])
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

  it('never ranks a typo above an exact match', () => {
    for (const q of ['interleukin 6', 'IL-6', '白介素6', 'bjs6', 'P05231', '3569']) {
      const ranked = index.rankProducts(q)
      const firstTypo = ranked.findIndex((r) => r.tier >= 4)
      const lastExact = ranked.findLastIndex((r) => r.tier <= 1)
      expect(ranked.length, `${q} finds the product`).toBeGreaterThan(0)
      // Every typo match (if any) comes after the last exact one.
      expect(
        firstTypo < 0 || firstTypo > lastExact,
        `${q}: a typo at ${firstTypo}, an exact match at ${lastExact}`,
      ).toBe(true)
    }
  })

  it('suggests the closest catalog numbers and names for a query that found nothing (did you mean)', () => {
    const closest = (q: string) => index.closestProducts(q).map((r) => catalogOf.get(r.id))
    expect(index.rankProducts('il6h41o7')).toEqual([])
    expect(closest('il6h41o7')[0]).toBe('IL6-H4107')
    expect(
      closest('interlookin 6')
        .slice(0, 3)
        .every((c) => /^IL6/.test(c ?? '')),
    ).toBe(true)
    expect(closest('T7 polymerese kit')).toContain('T7P-E001')
    expect(closest('xyzzyq')).toEqual([])
  })

  it('finds service and content articles', () => {
    expect(index.rankArticles('service', 'mRNA').length).toBeGreaterThan(0)
    expect(index.rankArticles('content', '加帽').length).toBeGreaterThan(0)
    expect(index.rankArticles('service', 'xyzzyq')).toEqual([])
  })
})
