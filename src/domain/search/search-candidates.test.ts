import { describe, expect, it } from 'vitest'
import { queryMix, searchableProducts } from '../../../bench/search-catalogue'
import { type SearchableArticle, type SearchableProduct, SearchIndex } from './search-index'

/**
 * Issue 20, speed at 50,000 products: the index scores only the candidates its lookups find (catalog numbers,
 * whole keys, trigrams of each term, its pinyin and typo spellings). Same answers as scoring every product, in the
 * same order with the same tiers, for the benchmark's 500 queries and the spellings the relevance table tries, on
 * the generated catalogue (the demo catalogue repeated with numbered variants).
 */
const index = new SearchIndex(searchableProducts(3000), [], [])

const extra = [
  'IL-6',
  'il 6',
  'Interleukin-6',
  'intreleukin 6',
  'interr leukin 6',
  'intrleukin6',
  'interleukn 7',
  'bai jie su 6',
  'baijiesu6',
  'bjs6',
  '白jie素6',
  'juhemei',
  'Gene ID 3569',
  'NCBI Gene: 3569',
  '356',
  '6',
  '人',
  'il',
  'IL6-H',
  'il6h4107',
  'il6-h4107-v3',
  'cd 002',
  'T7 RNA聚合酶',
  'his 小鼠',
  'recombinant human',
  'lot series 7',
  '批次7',
  'pici7',
  'a b c',
  '——',
  'x\u0001y',
]

describe('search candidates (issue 20, speed)', () => {
  it('rank exactly as scoring every product does', () => {
    const queries = [...new Set([...queryMix(), ...extra])]
    for (const q of queries) expect(index.rankProducts(q), q).toEqual(index.rankProductsExhaustively(q))
  }, 60_000)
  it('after an update (rename, new product, removal), rank as an index built afresh', () => {
    const before = searchableProducts(3000)
    const renamed: SearchableProduct = {
      ...(before[5] as SearchableProduct),
      names: ['重组人白细胞介素-99蛋白', 'Recombinant Human Zorblin Protein'],
      synonyms: ['Zorblin', 'ZRB1'],
    }
    const added: SearchableProduct = { ...(before[7] as SearchableProduct), id: 99_999, catalogNumber: 'ZRB-H0001' }
    const removed = [before[0]?.id as number, before[100]?.id as number]
    const after = [...before.filter((p) => p.id !== renamed.id && !removed.includes(p.id)), renamed, added]
    const article: SearchableArticle = { id: 1, titles: ['Zorblin assay service'], text: [], categoryId: null }
    const updated = new SearchIndex(before, [], []).withProducts([renamed, added], removed).withArticles([article], [])
    const fresh = new SearchIndex(after, [article], [])
    const oldName = before[5]?.names[1] as string
    const queries = [...new Set([...queryMix(200), ...extra, 'zorblin', 'zorbln', 'ZRB1', 'zrb h0001', oldName])]
    for (const q of queries) {
      expect(updated.rankProducts(q), q).toEqual(fresh.rankProducts(q))
      expect(updated.rankArticles('service', q), q).toEqual(fresh.rankArticles('service', q))
      expect(updated.closestProducts(q), q).toEqual(fresh.closestProducts(q))
    }
    expect(updated.rankProducts('zorblin').map((r) => r.id)).toEqual([renamed.id])
    expect(updated.rankProducts(oldName).map((r) => r.id)).not.toContain(renamed.id)
    expect(updated.exactCatalogNumber(before[0]?.catalogNumber as string)).toBeNull()
    expect(updated.product(removed[1] as number)).toBeUndefined()
  }, 60_000)
  it('find the exact catalog number among thousands', () => {
    expect(index.exactCatalogNumber('il6-h4107-v3')?.catalogNumber).toBe('IL6-H4107-V3')
    expect(index.exactCatalogNumber('il6-h4107-v99999')).toBeNull()
  })
})
