import { describe, expect, it } from 'vitest'
import { applyFilters, facetCounts, type Listable, listQueryEntries, parseListQuery, sortListed } from './list-query'

const p = (catalogNumber: string, more: Partial<Listable> = {}): Listable => ({
  catalogNumber,
  name: catalogNumber,
  species: 'human',
  tag: 'his',
  expressionSystem: 'hek293',
  applications: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...more,
})

describe('list filters and sort from the URL (issue 19)', () => {
  it('keeps valid values and drops unknown, empty, repeated or invalid ones without failing', () => {
    expect(parseListQuery({ species: 'mouse', tag: 'his', sort: 'name', page: '2', id: '21' })).toEqual({
      species: 'mouse',
      tag: 'his',
      sort: 'name',
    })
    expect(parseListQuery({ species: 'martian', tag: ['his', 'flag'], application: '', sort: 'price' })).toEqual({})
    expect(parseListQuery({ expression: '<script>', application: 'elisa' })).toEqual({ application: 'elisa' })
  })

  it('treats the default sort as no sort (one URL per list)', () => {
    expect(parseListQuery({ sort: 'catalogNumber' })).toEqual({})
  })

  it('writes the parameters in one fixed order', () => {
    expect(listQueryEntries({ sort: 'newest', application: 'elisa', species: 'human' })).toEqual([
      ['species', 'human'],
      ['application', 'elisa'],
      ['sort', 'newest'],
    ])
  })
})

describe('filter counts', () => {
  const items = [
    p('A1', { species: 'human', tag: 'his', applications: ['elisa', 'cell-culture'] }),
    p('A2', { species: 'human', tag: 'hfc', applications: ['elisa'] }),
    p('A3', { species: 'mouse', tag: 'his', applications: ['cell-culture'] }),
    p('A4', { species: 'mouse', tag: 'hfc', expressionSystem: 'e-coli' }),
    p('A5', { species: 'rat', tag: 'his', expressionSystem: 'e-coli', applications: ['elisa'] }),
  ]

  it('counts each value among all products when nothing is filtered', () => {
    const counts = facetCounts(items, {})
    expect(counts.species).toEqual([
      { value: 'human', count: 2 },
      { value: 'mouse', count: 2 },
      { value: 'rat', count: 1 },
    ])
    expect(counts.application).toEqual([
      { value: 'elisa', count: 3 },
      { value: 'cell-culture', count: 2 },
    ])
  })

  it('counts what each link would show with several filters applied', () => {
    const query = { species: 'human', tag: 'his' } as const
    expect(applyFilters(items, query).map((i) => i.catalogNumber)).toEqual(['A1'])
    const counts = facetCounts(items, query)
    // species with tag=his: human 1, mouse 1, rat 1
    expect(counts.species).toEqual([
      { value: 'human', count: 1 },
      { value: 'mouse', count: 1 },
      { value: 'rat', count: 1 },
    ])
    // tag with species=human: his 1, hfc 1
    expect(counts.tag).toEqual([
      { value: 'his', count: 1 },
      { value: 'hfc', count: 1 },
    ])
    // applications of human his products
    expect(counts.application).toEqual([
      { value: 'elisa', count: 1 },
      { value: 'cell-culture', count: 1 },
    ])
    // every count is exactly the length of the list its link leads to
    for (const { value, count } of counts.species)
      expect(applyFilters(items, { ...query, species: value as 'human' })).toHaveLength(count)
  })

  it('a filter on applications keeps products having that application among several', () => {
    expect(applyFilters(items, { application: 'cell-culture' }).map((i) => i.catalogNumber)).toEqual(['A1', 'A3'])
  })
})

describe('sort', () => {
  const items = [
    p('IL-10', { name: 'Human IL-10', createdAt: '2026-03-01T00:00:00.000Z' }),
    p('IL-2', { name: 'Human IL-2', createdAt: '2026-01-01T00:00:00.000Z' }),
    p('IL-1', { name: 'Mouse IL-1', createdAt: '2026-02-01T00:00:00.000Z' }),
  ]
  it('by catalog number naturally (default), by name naturally, newest first', () => {
    expect(sortListed(items).map((i) => i.catalogNumber)).toEqual(['IL-1', 'IL-2', 'IL-10'])
    expect(sortListed(items, 'name').map((i) => i.catalogNumber)).toEqual(['IL-2', 'IL-10', 'IL-1'])
    expect(sortListed(items, 'newest').map((i) => i.catalogNumber)).toEqual(['IL-10', 'IL-1', 'IL-2'])
  })
})
