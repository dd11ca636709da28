import { describe, expect, it } from 'vitest'
import { cacheableRewrite } from './route-rewrites'

const rw = (path: string, query = '') => cacheableRewrite(path, new URLSearchParams(query))

describe('cacheable rewrites of the spec’s query-string URLs', () => {
  it('turns catalogue queries into path segments, in both languages', () => {
    expect(rw('/product-detail', 'catalogNumber=CD002')).toBe('/product-detail/CD002')
    expect(rw('/en/product-detail', 'catalogNumber=IL6-H4107')).toBe('/en/product-detail/IL6-H4107')
    expect(rw('/new-product-detail', 'catalogNumber=T7P-G001')).toBe('/new-product-detail/T7P-G001')
    expect(rw('/product-list', 'id=21')).toBe('/product-list/21/1')
    expect(rw('/product-list', 'id=21&page=3')).toBe('/product-list/21/3')
    expect(rw('/en/new-product-list', '')).toBe('/en/new-product-list/all/1')
    expect(rw('/new-product-list', 'id=50&page=2')).toBe('/new-product-list/50/2')
  })

  it('leaves invalid, unknown or repeated parameters to the plain route', () => {
    expect(rw('/product-detail', '')).toBeNull()
    expect(rw('/product-detail', 'catalogNumber=../../etc')).toBeNull()
    expect(rw('/product-detail', 'catalogNumber=CD002&x=1')).toBeNull()
    expect(rw('/product-list', 'id=abc')).toBeNull()
    expect(rw('/product-list', 'id=21&id=22')).toBeNull()
    expect(rw('/product-list', 'id=21&page=0')).toBeNull()
    expect(rw('/products', 'id=1')).toBeNull()
    expect(rw('/product-detail/CD002', '')).toBeNull()
  })
})
