import { describe, expect, it } from 'vitest'
import { listHref, pageCount, pageItems, parseId, parsePage } from './catalog-paging'

const labels = (current: number, pages: number) =>
  pageItems(current, pages).map((i) => (i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page)))

describe('catalogue paging', () => {
  it('counts pages of 20, with at least one page', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(20)).toBe(1)
    expect(pageCount(21)).toBe(2)
    expect(pageCount(64)).toBe(4)
    expect(pageCount(10, 3)).toBe(4)
  })

  it('reads page numbers and ids from URL segments, refusing anything else', () => {
    expect(parsePage('1')).toBe(1)
    expect(parsePage('99999')).toBe(99999)
    for (const bad of [undefined, '', '0', '01', '-1', '1.5', 'abc', '100000', '2 ']) expect(parsePage(bad)).toBeNull()
    expect(parseId('21')).toBe(21)
    expect(parseId('2147483647')).toBe(2147483647)
    for (const bad of [undefined, 'all', '0', '021', '2147483648', '1e3']) expect(parseId(bad)).toBeNull()
  })

  it('shows first, last, current and its neighbours, with gaps', () => {
    expect(labels(1, 1)).toEqual(['[1]'])
    expect(labels(1, 4)).toEqual(['[1]', '2', '3', '4'])
    expect(labels(2, 4)).toEqual(['1', '[2]', '3', '4'])
    expect(labels(1, 10)).toEqual(['[1]', '2', '…', '10'])
    expect(labels(5, 10)).toEqual(['1', '…', '4', '[5]', '6', '…', '10'])
    expect(labels(10, 10)).toEqual(['1', '…', '9', '[10]'])
    // a gap of a single page shows the page instead
    expect(labels(4, 10)).toEqual(['1', '2', '3', '[4]', '5', '…', '10'])
  })

  it('every page from 1 to the last is reachable in at most two steps', () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let current = 1; current <= pages; current++) {
        const shown = pageItems(current, pages).flatMap((i) => (i.kind === 'page' ? [i.page] : []))
        expect(shown).toEqual([...new Set(shown)].sort((a, b) => a - b))
        expect(shown).toContain(1)
        expect(shown).toContain(pages)
        expect(shown).toContain(current)
        expect(pageItems(current, pages).filter((i) => i.kind === 'page' && i.current)).toHaveLength(1)
      }
    }
  })

  it('builds the spec URLs with the query, page 1 left out', () => {
    expect(listHref('/product-list', 21)).toBe('/product-list?id=21')
    expect(listHref('/product-list', 21, 1)).toBe('/product-list?id=21')
    expect(listHref('/product-list', 21, 3)).toBe('/product-list?id=21&page=3')
    expect(listHref('/new-product-list', null)).toBe('/new-product-list')
    expect(listHref('/new-product-list', null, 2)).toBe('/new-product-list?page=2')
  })
})
