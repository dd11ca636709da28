import { describe, expect, it } from 'vitest'
import { type ProductFacetData, type SearchableProduct, SearchIndex } from './search-index'
import { facetLists, productStock } from './search-results'

/**
 * Issue 20: the product tab's facets. Each facet's counts apply every other facet's filter (not its own), so a
 * count is the number of rows that value's link gives; a product counts once per application it lists.
 */
const product = (id: number, categoryIds: number[], species: string, tag: string): SearchableProduct => ({
  id,
  catalogNumber: `P${id}`,
  names: [`Widget protein ${id}`],
  synonyms: [],
  text: [],
  categoryIds,
  tag,
  species,
  popularity: 0,
})

const products = [
  product(1, [10, 11], 'human', 'his'),
  product(2, [10, 11], 'human', 'hfc'),
  product(3, [10, 12], 'mouse', 'his'),
  product(4, [10, 12], 'mouse', 'his'),
  product(5, [10, 11], 'human', 'his'),
]
const data = new Map<number, ProductFacetData>([
  [
    1,
    { expressionSystem: 'hek293', applications: ['elisa', 'cell-culture'], stock: { state: 'in-stock', days: null } },
  ],
  [2, { expressionSystem: 'e-coli', applications: ['elisa', 'elisa'], stock: { state: 'ships-in-days', days: 7 } }],
  [3, { expressionSystem: 'hek293', applications: ['spr-bli'], stock: { state: 'made-to-order', days: 30 } }],
  [4, { expressionSystem: 'hek293', applications: ['elisa'], stock: { state: 'ships-in-days', days: 14 } }],
  [5, { expressionSystem: 'hek293', applications: [], stock: null }],
])
const index = new SearchIndex(products, [], [])
const ranked = index.rankProducts('widget')
const ids = (filters: Parameters<SearchIndex['filterProducts']>[1]) =>
  index
    .filterProducts(ranked, filters, data)
    .map((r) => r.id)
    .sort()

describe('product facets', () => {
  it('filters on every facet together without reordering', () => {
    expect(ranked).toHaveLength(5)
    expect(ids({ species: 'human', expressionSystem: 'hek293' })).toEqual([1, 5])
    expect(ids({ application: 'elisa', stock: 'ships-in-days' })).toEqual([2, 4])
    expect(ids({ categoryId: 12, application: 'elisa' })).toEqual([4])
    expect(ids({ stock: 'in-stock', species: 'mouse' })).toEqual([])
    const order = ranked.map((r) => r.id)
    const filtered = index.filterProducts(ranked, { application: 'elisa' }, data).map((r) => r.id)
    expect(filtered).toEqual(order.filter((id) => filtered.includes(id)))
    // Without the facet data, an expression system, application or stock filter matches nothing.
    expect(index.filterProducts(ranked, { application: 'elisa' })).toEqual([])
  })

  it('counts each facet with the other facets applied', () => {
    const f = index.facets(ranked, { species: 'human', expressionSystem: 'hek293' }, data)
    expect(Object.fromEntries(f.species)).toEqual({ human: 2, mouse: 2 })
    expect(Object.fromEntries(f.expressionSystems)).toEqual({ hek293: 2, 'e-coli': 1 })
    expect(Object.fromEntries(f.applications)).toEqual({ elisa: 1, 'cell-culture': 1 })
    expect(Object.fromEntries(f.stock)).toEqual({ 'in-stock': 1 })
    expect(Object.fromEntries(f.tags)).toEqual({ his: 2 })
    expect(Object.fromEntries(f.categories)).toEqual({ 10: 2, 11: 2 })
  })

  it('gives every value a count equal to the rows its filter gives', () => {
    const applied = { species: 'human' as string | undefined, application: 'elisa' as string | undefined }
    const f = index.facets(ranked, applied, data)
    const groups = [
      ['species', f.species],
      ['tag', f.tags],
      ['expressionSystem', f.expressionSystems],
      ['application', f.applications],
      ['stock', f.stock],
    ] as const
    for (const [key, counts] of groups) {
      for (const [value, count] of counts)
        expect(ids({ ...applied, [key]: value }), `${key}=${value}`).toHaveLength(count)
    }
  })

  it('counts the same application once per product and knows the longest lead time of "ships in days"', () => {
    const f = index.facets(ranked, {}, data)
    expect(Object.fromEntries(f.applications)).toEqual({ elisa: 3, 'cell-culture': 1, 'spr-bli': 1 })
    expect(f.stockDays).toBe(14)
    const unknownDays = new Map(data).set(2, {
      ...(data.get(2) as ProductFacetData),
      stock: { state: 'ships-in-days', days: null },
    })
    expect(index.facets(ranked, {}, unknownDays).stockDays).toBeNull()
  })

  it('lists facet values in the vocabulary order, stock best first', () => {
    const lists = facetLists(index.facets(ranked, {}, data), [], {
      tags: ['his', 'hfc'],
      species: ['human', 'mouse'],
      expressionSystems: ['e-coli', 'hek293'],
      applications: ['elisa', 'cell-culture', 'spr-bli'],
    })
    expect(lists.expressionSystems.map((x) => x.value)).toEqual(['e-coli', 'hek293'])
    expect(lists.stock).toEqual([
      { value: 'in-stock', count: 1 },
      { value: 'ships-in-days', count: 2 },
      { value: 'made-to-order', count: 1 },
    ])
  })
})

describe('a product stock for the facet', () => {
  it('is the best of its sizes, with that state lead time', () => {
    expect(productStock([])).toBeNull()
    expect(
      productStock([
        { stock: 'made-to-order', leadTimeDays: 30 },
        { stock: 'in-stock', leadTimeDays: 3 },
      ]),
    ).toEqual({
      state: 'in-stock',
      days: null,
    })
    expect(
      productStock([
        { stock: 'ships-in-days', leadTimeDays: 14 },
        { stock: 'made-to-order', leadTimeDays: 5 },
        { stock: 'ships-in-days', leadTimeDays: 7 },
      ]),
    ).toEqual({ state: 'ships-in-days', days: 7 })
    expect(productStock([{ stock: 'made-to-order', leadTimeDays: null }])).toEqual({
      state: 'made-to-order',
      days: null,
    })
    // No state is the field default (in stock); an unknown state is left out.
    expect(productStock([{ stock: null }])).toEqual({ state: 'in-stock', days: null })
    expect(productStock([{ stock: 'lost' }])).toBeNull()
  })
})
