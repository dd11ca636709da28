import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { catalogRewrite } from './catalog-rewrite'
import { cacheableRewrite } from './route-rewrites'

/** What src/proxy.ts does with a catalogue query URL. */
function proxy(req: NextRequest) {
  const target = cacheableRewrite(req.nextUrl.pathname, req.nextUrl.searchParams)
  if (!target) throw new Error(`not a catalogue URL: ${req.nextUrl.pathname}`)
  return catalogRewrite(req, target)
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://shop.test'), { headers })

describe('proxy: catalogue query URLs', () => {
  it('serves them from their cacheable path form, in the language of the URL', () => {
    const cn = proxy(request('/product-detail?catalogNumber=CD002', { 'accept-language': 'zh-CN' }))
    expect(new URL(cn.headers.get('x-middleware-rewrite') ?? '').pathname).toBe('/cn/product-detail/CD002')
    const en = proxy(request('/en/product-list?id=21&page=2', { 'accept-language': 'en' }))
    expect(new URL(en.headers.get('x-middleware-rewrite') ?? '').pathname).toBe('/en/product-list/21/2')
  })

  it('sets the language cookie as next-intl does: only when it would change, on page loads', () => {
    const cookie = (res: Response) => res.headers.get('set-cookie') ?? ''
    const path = '/product-detail?catalogNumber=CD002'
    // a first visit whose browser language matches the URL: no cookie, so shared caches can keep the answer
    expect(cookie(proxy(request(path, { 'accept-language': 'zh-CN,zh;q=0.9' })))).toBe('')
    // a browser language other than the URL's, or a cookie naming the other language: the URL's is remembered
    expect(cookie(proxy(request(path, { 'accept-language': 'en-US' })))).toMatch(
      /i18n_redirected=cn;.*Max-Age=31536000/i,
    )
    expect(cookie(proxy(request(path, { cookie: 'i18n_redirected=en' })))).toMatch(/i18n_redirected=cn/)
    expect(cookie(proxy(request(path, { cookie: 'i18n_redirected=cn', 'accept-language': 'en' })))).toBe('')
    // background requests of the client router (prefetch, RSC) never change it
    expect(cookie(proxy(request(path, { cookie: 'i18n_redirected=en', 'sec-fetch-dest': 'empty' })))).toBe('')
  })
})
