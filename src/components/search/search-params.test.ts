import { describe, expect, it } from 'vitest'
import { searchHref, searchPageParams } from './search-params'

describe('search page parameters', () => {
  it('keeps valid values and drops invalid ones', () => {
    expect(searchPageParams.parse({ keywords: ' IL-6 ', tab: 'product', species: 'mouse', page: '2' })).toEqual({
      keywords: 'IL-6',
      tab: 'product',
      categoryId: undefined,
      tag: undefined,
      species: 'mouse',
      page: 2,
    })
    const bad = searchPageParams.parse({ keywords: ['a', 'b'], tab: 'x', categoryId: '-3', tag: 'dragon', page: 'zz' })
    expect(bad).toMatchObject({ keywords: 'a', tab: undefined, categoryId: undefined, tag: undefined, page: 1 })
    expect(searchPageParams.parse({ keywords: 'x'.repeat(500) }).keywords).toBe('')
  })
  it('builds links that change one thing and reset the page', () => {
    const p = searchPageParams.parse({ keywords: '白介素 6', tab: 'product', page: '3' })
    expect(searchHref(p, { species: 'human' })).toBe(
      '/search?keywords=%E7%99%BD%E4%BB%8B%E7%B4%A0+6&tab=product&species=human',
    )
    expect(searchHref(p, { page: 4 })).toContain('page=4')
  })
})
