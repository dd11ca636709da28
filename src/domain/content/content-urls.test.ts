import { describe, expect, it } from 'vitest'
import { alternatesFor, escapeXml, localizedPath, originFrom, withQuery } from './content-urls'

describe('localized paths (Chinese without prefix, English under /en)', () => {
  it('prefixes English paths and keeps Chinese ones', () => {
    expect(localizedPath('cn', '/service?menuId=101')).toBe('/service?menuId=101')
    expect(localizedPath('en', '/service?menuId=101')).toBe('/en/service?menuId=101')
    expect(localizedPath('en', '/')).toBe('/en')
    expect(localizedPath('cn', '/')).toBe('/')
  })
  it('builds the spec query in order and leaves out empty values', () => {
    expect(withQuery('/rich-detail', { title: '隐私政策', fileId: 12 })).toBe(
      '/rich-detail?title=%E9%9A%90%E7%A7%81%E6%94%BF%E7%AD%96&fileId=12',
    )
    expect(withQuery('/literature', { keyword: '', year: undefined, page: null })).toBe('/literature')
  })
})

describe('canonical and hreflang alternates', () => {
  it('gives zh-CN, en and x-default (Chinese) with the query', () => {
    const a = alternatesFor('https://www.example.com', 'en', '/resources?activeIndex=4')
    expect(a.canonical).toBe('https://www.example.com/en/resources?activeIndex=4')
    expect(a.languages).toEqual({
      'zh-CN': 'https://www.example.com/resources?activeIndex=4',
      en: 'https://www.example.com/en/resources?activeIndex=4',
      'x-default': 'https://www.example.com/resources?activeIndex=4',
    })
    expect(alternatesFor('https://www.example.com', 'cn', '/').canonical).toBe('https://www.example.com/')
  })
})

describe('site origin', () => {
  it('prefers SITE_URL, without a trailing slash', () => {
    expect(originFrom('https://www.example.com/', 'evil.test', 'http')).toBe('https://www.example.com')
  })
  it('falls back to the request host and protocol', () => {
    expect(originFrom('', '127.0.0.1:3100', null)).toBe('http://127.0.0.1:3100')
    expect(originFrom(undefined, 'Shop.Example.com', 'https, http')).toBe('https://shop.example.com')
  })
  it('refuses a host header that is not a host name', () => {
    expect(originFrom(undefined, 'a"><script>', 'http')).toBe('http://localhost')
    expect(originFrom(undefined, 'example.com/path', 'http')).toBe('http://localhost')
    expect(originFrom(undefined, null, null)).toBe('http://localhost')
    expect(originFrom(undefined, 'example.com', 'javascript')).toBe('http://example.com')
  })
})

describe('XML escaping for the sitemap', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`/a?x=1&y=<"'>`)).toBe('/a?x=1&amp;y=&lt;&quot;&apos;&gt;')
  })
})
