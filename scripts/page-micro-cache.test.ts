import type { IncomingMessage } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { announceTagsRevalidated } from '../src/services/page-cache/events.mjs'
import { createPageMicroCache, microCacheMs } from './page-micro-cache.mjs'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers: { host: 'site.test', ...headers } }) as unknown as IncomingMessage
const page = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
  'x-nextjs-cache': 'HIT',
  'content-security-policy': "script-src 'self' 'sha256-abc='",
  'x-request-id': 'the-first-request',
  date: 'Tue, 24 Nov 2026 21:46:10 GMT',
}
const body = Buffer.from('<html>page</html>')

describe('page micro-cache', () => {
  let clock = 0
  const caches: { close(): void }[] = []
  const make = (maxAgeMs = 1000) => {
    const cache = createPageMicroCache({ maxAgeMs, now: () => clock })
    caches.push(cache)
    return cache
  }
  afterEach(() => {
    for (const cache of caches.splice(0)) cache.close()
    clock = 0
  })

  it("answers the same URL with Next's page, without the first answer's id and date, for at most maxAgeMs", () => {
    const cache = make()
    const url = '/product-detail?catalogNumber=CAP-K001'
    expect(cache.lookup(request(url))).toBeNull()
    cache.store(request(url), 200, page, body, cache.generation)
    const kept = cache.lookup(request(url))
    expect(kept?.body).toBe(body)
    expect(kept?.headers['content-security-policy']).toBe(page['content-security-policy'])
    expect(kept?.headers['x-request-id']).toBeUndefined()
    expect(kept?.headers.date).toBeUndefined()
    expect(cache.lookup(request(`${url}x`))).toBeNull()
    expect(cache.lookup(request(url, { host: 'other.test' }))).toBeNull()
    expect(cache.lookup(request(url), true)).toBeNull()
    clock = 999
    expect(cache.lookup(request(url))).not.toBeNull()
    clock = 1000
    expect(cache.lookup(request(url))).toBeNull()
  })

  it('forgets everything at a revalidation, and keeps nothing rendered across one', () => {
    const cache = make()
    cache.store(request('/a'), 200, page, body, cache.generation)
    const since = cache.generation
    announceTagsRevalidated(['products'])
    expect(cache.lookup(request('/a'))).toBeNull()
    cache.store(request('/b'), 200, page, body, since)
    expect(cache.lookup(request('/b'))).toBeNull()
  })

  it('keeps only shared HTML pages Next served from its cache, without cookies', () => {
    const cache = make()
    const g = cache.generation
    cache.store(request('/miss'), 200, { ...page, 'x-nextjs-cache': 'MISS' }, body, g)
    cache.store(request('/private'), 200, { ...page, 'cache-control': 'private, no-cache, no-store' }, body, g)
    cache.store(request('/cookie'), 200, { ...page, 'set-cookie': ['a=b'] }, body, g)
    cache.store(request('/json'), 200, { ...page, 'content-type': 'application/json' }, body, g)
    cache.store(request('/404'), 404, page, body, g)
    cache.store(request('/post', {}, 'POST'), 200, page, body, g)
    cache.store(request('/'), 200, page, body, g)
    expect(cache.size).toBe(0)
  })

  it('never answers client navigations, draft mode or authorised requests', () => {
    const cache = make()
    cache.store(request('/a'), 200, page, body, cache.generation)
    expect(cache.lookup(request('/a', { rsc: '1' }))).toBeNull()
    expect(cache.lookup(request('/a', { 'next-router-prefetch': '1' }))).toBeNull()
    expect(cache.lookup(request('/a', { cookie: 'x=1; __prerender_bypass=abc' }))).toBeNull()
    expect(cache.lookup(request('/a', { authorization: 'Bearer x' }))).toBeNull()
    expect(cache.lookup(request('/a', {}, 'HEAD'))).toBeNull()
    expect(cache.lookup(request('/a', { cookie: 'i18n_redirected=en' }))).not.toBeNull()
  })

  it('is off with PAGE_MICRO_CACHE_MS=0 and never keeps a page longer than 2 s', () => {
    expect(microCacheMs({ PAGE_MICRO_CACHE_MS: '0' })).toBe(0)
    expect(microCacheMs({})).toBe(1000)
    expect(microCacheMs({ PAGE_MICRO_CACHE_MS: '60000' })).toBe(2000)
    const cache = make(0)
    cache.store(request('/a'), 200, page, body, cache.generation)
    expect(cache.lookup(request('/a'))).toBeNull()
  })
})
