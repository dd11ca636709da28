/**
 * The generated catalogue and the query mix of the search benchmarks (issues 4 and 20), shared by
 * bench/search-bench.ts (through the API, on a database), bench/search-index-bench.ts (the index alone, in memory)
 * and the index's equivalence test: the demo catalogue repeated with numbered variants (new catalog numbers and
 * names), and 500 fixed queries of the kinds researchers type.
 */
import type { SearchableProduct } from '../src/domain/search/search-index'
import { aliases } from '../src/seed/data/aliases'
import { categories } from '../src/seed/data/categories'
import { products as demoProducts } from '../src/seed/data/products'

/** A deterministic pseudo-random sequence (mulberry32), so every run measures the same mix. */
export function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type GeneratedProduct = (typeof demoProducts)[number]

/** `total` products: the demo catalogue repeated with numbered variants (new catalog numbers and names). */
export function generatedProducts(total: number): GeneratedProduct[] {
  const out: GeneratedProduct[] = []
  for (let i = 0; i < total; i++) {
    const base = demoProducts[i % demoProducts.length]
    if (!base) continue
    const round = Math.floor(i / demoProducts.length)
    const suffix = round === 0 ? '' : `-V${round}`
    out.push({
      ...base,
      catalogNumber: `${base.catalogNumber}${suffix}`,
      name:
        round === 0 ? base.name : { cn: `${base.name.cn} 批次${round}`, en: `${base.name.en}, lot series ${round}` },
    })
  }
  return out
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)

/**
 * The generated products as the search service hands them to the index (src/services/search/search-service.ts,
 * buildCatalog), without a database: names in both languages, synonyms with the aliases, the Gene ID as an
 * identifier, the descriptions and category names as text. Ids are positions from 1.
 */
export function searchableProducts(total: number): SearchableProduct[] {
  const byId = new Map(categories.map((c) => [c.id, c]))
  const ancestors = (id: number) => {
    const path: number[] = []
    for (let c = byId.get(id); c; c = c.parentId === null ? undefined : byId.get(c.parentId)) path.unshift(c.id)
    return path
  }
  return generatedProducts(total).map((p, i) => {
    const a = aliases[p.catalogNumber]
    const path = ancestors(p.categoryId)
    return {
      id: i + 1,
      catalogNumber: p.catalogNumber,
      names: [p.name.cn, p.name.en],
      synonyms: lines(
        `${p.synonyms.join('\n')}\n${a?.geneSymbol ?? ''}\n${a?.proteinNames ?? ''}\n${p.accession ?? ''}`,
      ),
      identifiers: lines(a?.ncbiGeneId ?? ''),
      text: [
        ...[p.description, p.purityNote, p.formulation].flatMap((t) => (t ? [t.cn, t.en] : [])),
        ...path.flatMap((id) => {
          const c = byId.get(id)
          return c ? [c.name.cn, c.name.en] : []
        }),
      ],
      categoryIds: path.length ? path : [p.categoryId],
      tag: p.tag,
      species: p.species,
      popularity: (p.isPopular ? 2 : 0) + (p.isHot ? 1 : 0),
    }
  })
}

/** The 500 queries: fixed ones (hot keywords, pinyin, aliases, typos, nothing found) and ones drawn from products. */
export function queryMix(count = 500): string[] {
  const next = random(42)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  const fixed = [
    'IL-6',
    'IL6',
    'interleukin 6',
    '白介素6',
    '白细胞介素',
    'PD-1',
    'CD279',
    'T7 RNA polymerase',
    'capping enzyme',
    '加帽酶',
    'polymerse',
    'interlukin-6',
    'Interleukn 6',
    'inter leukn 6',
    'baijiesu6',
    'bai jie su 6',
    'bjs6',
    '白jie素',
    'ganraosu',
    '3569',
    'Gene ID 3569',
    'P05231',
    'PDCD1',
    'RNase inhibitor',
    'human IL-2',
    'IL-6 小鼠',
    '干扰素',
    '新冠',
    'spike',
    'protein',
    'kit',
    'ELISA',
    'His tag',
    'biotinylated',
    'zzqxv',
    'qwertyuiop',
    '不存在的名称',
  ]
  const queries: string[] = []
  for (let i = 0; i < count; i++) {
    const r = next()
    const p = pick(demoProducts)
    if (r < 0.3) queries.push(pick(fixed))
    else if (r < 0.5) queries.push(p.catalogNumber.toLowerCase().replace('-', ' '))
    else if (r < 0.7) queries.push(pick(p.synonyms.length ? p.synonyms : [p.catalogNumber]))
    else if (r < 0.85) queries.push(p.name.cn.slice(2, 8))
    else queries.push(p.name.en.split(' ').slice(1, 3).join(' '))
  }
  return queries
}
