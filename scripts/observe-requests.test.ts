import { describe, expect, it } from 'vitest'
import { routeGroup } from './metrics.mjs'
import { loggedPath } from './observe-requests.mjs'
import { requestIdFrom } from './request-log.mjs'

/** Issue 18, operations: what a request's log line and metrics labels may hold (docs/adr/0024-operations.md). */
describe('the logged path', () => {
  it('keeps the path and only the names of the query parameters', () => {
    expect(loggedPath('/search?keywords=IL-6&page=2')).toEqual({ path: '/search', query: ['keywords', 'page'] })
    expect(loggedPath('/product-detail/CD002')).toEqual({ path: '/product-detail/CD002' })
  })
  it('masks token-like segments and e-mail addresses in the path, and bracketed parameter names', () => {
    expect(loggedPath('/api/v1/coa/file/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5').path).toBe('/api/v1/coa/file/:masked')
    expect(loggedPath('/u/someone@example.com/x').path).toBe('/u/:masked/x')
    expect(loggedPath('/api/cms/products?where[email][equals]=a@b.c&a%20b=1').query).toEqual(['where[…]', ':masked'])
  })
})

describe('the request id', () => {
  it('keeps a safe incoming id and replaces anything else', () => {
    expect(requestIdFrom('0123456789abcdef')).toBe('0123456789abcdef')
    for (const bad of [undefined, '', 'short', 'new\nline-0123456', 'x'.repeat(200)]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})

describe('route groups (metrics labels)', () => {
  it("name the API's route pattern when the router matched one, else a fixed group", () => {
    expect(routeGroup('/api/v1/order/17', 200, '/api/v1/order/:id')).toBe('/api/v1/order/:id')
    expect(routeGroup('/api/v1/nope/17', 404, undefined)).toBe('/api/v1/(unmatched)')
    expect(routeGroup('/_next/static/chunks/a1b2.js', 200, undefined)).toBe('/_next/static')
    expect(routeGroup('/api/cms/products/5', 200, undefined)).toBe('/api/cms')
    expect(routeGroup('/admin/collections/products', 200, undefined)).toBe('/admin')
    expect(routeGroup('/en', 200, undefined)).toBe('/')
  })
  it('name a page by its first segment once it answered, and never a path that did not', () => {
    expect(routeGroup('/en/product-detail/CD002', 200, undefined)).toBe('/product-detail')
    expect(routeGroup('/product-detail/CD002', 200, undefined)).toBe('/product-detail')
    expect(routeGroup('/wp-login.php', 404, undefined)).toBe('/(unmatched)')
  })
  it('stay bounded however many distinct paths answer', () => {
    const groups = new Set<string>()
    for (let i = 0; i < 500; i++) groups.add(routeGroup(`/page-${i}/x`, 200, undefined))
    expect(groups.size).toBeLessThanOrEqual(101)
    expect(groups).toContain('/(other)')
  })
})
