import { describe, expect, it } from 'vitest'
import {
  firstParam,
  pageCount,
  pageWindow,
  parseContactType,
  parseId,
  parseIndex,
  parseLiteratureQuery,
  parsePage,
  parseSlug,
} from './content-query'

describe('query parameters of the content pages', () => {
  it('reads the first value of a parameter', () => {
    expect(firstParam({ a: ['1', '2'] }, 'a')).toBe('1')
    expect(firstParam({ a: 'x' }, 'a')).toBe('x')
    expect(firstParam({}, 'a')).toBeUndefined()
  })
  it('accepts positive ids only (absent: undefined, malformed: null)', () => {
    expect(parseId('101')).toBe(101)
    expect(parseId(undefined)).toBeUndefined()
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '', '99999999999', '2147483648'])
      expect(parseId(bad), bad).toBeNull()
  })
  it('accepts zero-based positions', () => {
    expect(parseIndex('0')).toBe(0)
    expect(parseIndex('4')).toBe(4)
    expect(parseIndex('04')).toBeNull()
    expect(parseIndex('-1')).toBeNull()
    expect(parseIndex(undefined)).toBeUndefined()
  })
  it('treats a bad page number as page 1', () => {
    expect(parsePage('3')).toBe(3)
    expect(parsePage('0')).toBe(1)
    expect(parsePage('x')).toBe(1)
    expect(parsePage(undefined)).toBe(1)
  })
  it('checks article slugs', () => {
    expect(parseSlug('privacy-policy')).toBe('privacy-policy')
    expect(parseSlug('../etc')).toBeNull()
  })
})

describe('paging', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(230, 20)).toBe(12)
    expect(pageCount(240, 20)).toBe(12)
  })
  it('shows first, last and neighbours, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(5, 12)).toEqual([1, null, 4, 5, 6, null, 12])
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12])
    expect(pageWindow(12, 12)).toEqual([1, null, 11, 12])
  })
})

describe('literature filter', () => {
  it('keeps a usable keyword and year', () => {
    expect(parseLiteratureQuery({ keyword: '  mRNA ', year: '2021', page: '2' })).toEqual({
      keyword: 'mRNA',
      year: 2021,
      page: 2,
    })
  })
  it('ignores an unusable keyword or year', () => {
    expect(parseLiteratureQuery({ keyword: 'x'.repeat(101), year: '21' })).toEqual({
      keyword: undefined,
      year: undefined,
      page: 1,
    })
    expect(parseLiteratureQuery({ keyword: 'a\u0000b', year: '1800' }).keyword).toBeUndefined()
  })
})

describe('contact type', () => {
  it('defaults to contact and refuses unknown types', () => {
    expect(parseContactType(undefined)).toBe('contact')
    expect(parseContactType('authorized')).toBe('authorized')
    expect(parseContactType('contact')).toBe('contact')
    expect(parseContactType('other')).toBeNull()
  })
})
