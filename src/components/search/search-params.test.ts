import { describe, expect, it } from 'vitest'
import { hasFacets, NO_FACETS, searchHref, searchPageParams } from './search-params'

describe('search page parameters', () => {
  it('keeps valid values and drops invalid ones', () => {
    expect(searchPageParams.parse({ keywords: ' IL-6 ', tab: 'product', species: 'mouse', page: '2' })).toEqual({
      keywords: 'IL-6',
      tab: 'product',
      categoryId: undefined,
      tag: undefined,
      species: 'mouse',
      expressionSystem: undefined,
      application: undefined,
      stock: undefined,
      page: 2,
    })
    const bad = searchPageParams.parse({ keywords: ['a', 'b'], tab: 'x', categoryId: '-3', tag: 'dragon', page: 'zz' })
    expect(bad).toMatchObject({ keywords: 'a', tab: undefined, categoryId: undefined, tag: undefined, page: 1 })
    expect(searchPageParams.parse({ keywords: 'x'.repeat(500) }).keywords).toBe('')
  })

  it('reads the expression system, application and stock facets, ignoring unknown values', () => {
    const ok = searchPageParams.parse({
      keywords: 'IL-6',
      expressionSystem: 'hek293',
      application: 'elisa',
      stock: 'ships-in-days',
      categoryId: '21',
    })
    expect(ok).toMatchObject({
      expressionSystem: 'hek293',
      application: 'elisa',
      stock: 'ships-in-days',
      categoryId: 21,
    })
    expect(hasFacets(ok)).toBe(true)
    const bad = searchPageParams.parse({
      keywords: 'IL-6',
      expressionSystem: 'plant',
      application: ['dragon', 'elisa'],
      stock: 'soon',
      categoryId: '1.5',
    })
    expect(bad).toMatchObject({
      keywords: 'IL-6',
      expressionSystem: undefined,
      application: undefined,
      stock: undefined,
      categoryId: undefined,
    })
    expect(hasFacets(bad)).toBe(false)
    // A repeated parameter: the first value counts, like a browser's form.
    expect(searchPageParams.parse({ keywords: 'x', stock: ['made-to-order', 'in-stock'] }).stock).toBe('made-to-order')
  })

  it('builds links that change one thing, keep the other facets and reset the page', () => {
    const p = searchPageParams.parse({ keywords: '白介素 6', tab: 'product', page: '3' })
    expect(searchHref(p, { species: 'human' })).toBe(
      '/search?keywords=%E7%99%BD%E4%BB%8B%E7%B4%A0+6&tab=product&species=human',
    )
    expect(searchHref(p, { page: 4 })).toContain('page=4')
    const faceted = searchPageParams.parse({ keywords: 'IL-6', species: 'human', stock: 'in-stock', page: '2' })
    const href = searchHref(faceted, { application: 'elisa' })
    expect(href).toBe('/search?keywords=IL-6&species=human&application=elisa&stock=in-stock')
    // The link parses back to the same state (a reload shows the same list).
    const back = searchPageParams.parse(Object.fromEntries(new URLSearchParams(href.split('?')[1])))
    expect(back).toEqual({ ...faceted, application: 'elisa', page: 1 })
    expect(searchHref(faceted, { stock: undefined })).toBe('/search?keywords=IL-6&species=human')
    expect(searchHref(faceted, NO_FACETS)).toBe('/search?keywords=IL-6')
  })
})
