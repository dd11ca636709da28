import { describe, expect, it } from 'vitest'
import { type SearchableProduct, SearchIndex } from './search-index'

/** Issue 20: pinyin, aliases, scaled typos and did-you-mean, on a catalogue small enough to read. */
const product = (id: number, catalogNumber: string, names: string[], synonyms: string[], extra = {}) =>
  ({
    id,
    catalogNumber,
    names,
    synonyms,
    text: [],
    categoryIds: [1],
    tag: null,
    species: 'human',
    popularity: 0,
    ...extra,
  }) satisfies SearchableProduct

const catalogue = [
  product(
    1,
    'IL6-H4107',
    ['重组人白细胞介素-6蛋白', 'Recombinant Human IL-6 Protein'],
    ['IL-6', 'Interleukin 6', '白介素6'],
    {
      identifiers: ['3569'],
    },
  ),
  product(
    2,
    'IL7-H4108',
    ['重组人白细胞介素-7蛋白', 'Recombinant Human IL-7 Protein'],
    ['IL-7', 'Interleukin 7', '白介素7'],
  ),
  product(3, 'INT-001', ['Interleukn 6 lookalike'], ['Interleukn6'], { popularity: 5 }),
  product(4, 'T7P-E001', ['T7 RNA聚合酶', 'T7 RNA Polymerase'], ['T7 RNAP']),
]
const index = new SearchIndex(catalogue, [], [])
const ids = (q: string) => index.rankProducts(q).map((r) => r.id)

describe('search index (issue 20)', () => {
  it('finds Chinese names by full pinyin, initials and mixed input, at the tier of the characters', () => {
    for (const q of ['bai jie su 6', 'baijiesu6', 'bjs6', '白jie素6']) {
      expect(ids(q)[0], q).toBe(1)
      expect(index.rankProducts(q)[0]?.tier, q).toBe(1)
    }
    expect(ids('juhemei')).toEqual([4])
  })
  it('matches an NCBI Gene ID only whole, with or without its label', () => {
    expect(ids('3569')).toEqual([1])
    expect(ids('Gene ID 3569')).toEqual([1])
    expect(ids('356')).toEqual([])
  })
  it('tolerates typos scaled to the length, across word boundaries, numbers unchanged', () => {
    expect(ids('intreleukin 6')[0]).toBe(1)
    expect(ids('interr leukin 6')[0]).toBe(1)
    expect(ids('intrleukin6')[0]).toBe(1)
    expect(ids('interleukn 7')).toContain(2)
    expect(ids('interleukn 7')).not.toContain(1)
  })
  it('never lets a typo outrank an exact match, however popular', () => {
    expect(ids('interleukn6')[0]).toBe(3)
    expect(ids('interleukin 6')[0]).toBe(1)
    expect(index.rankProducts('interleukin 6').find((r) => r.id === 3)?.tier).toBe(4)
  })
  it('suggests the closest catalog numbers and names for a query that found nothing', () => {
    expect(index.closestProducts('il6h41o7')[0]?.id).toBe(1)
    expect(index.closestProducts('T7 polymerese kit')[0]?.id).toBe(4)
    expect(index.closestProducts('xyzzyq')).toEqual([])
  })
})
