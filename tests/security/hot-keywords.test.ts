import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hotKeywords } from '../../src/seed/data/hot-keywords'
import { flushChannelQueue } from '../../src/server/analytics/channel-queue'
import { staffTokens } from '../setup/leads'
import { getJson, startServer } from '../setup/server'

/**
 * Issue 15, point 10: nothing a visitor types reaches the hot-keyword strip. The list is curated by staff per
 * language; search logs only feed staff-only suggestions (distinct visitors, queries with results, per
 * language) that show publicly once approved.
 */
let server: Awaited<ReturnType<typeof startServer>>
const auth = { admin: '', sales: '', editor: '' }

beforeAll(async () => {
  // The test client stands for several visitors (X-Forwarded-For per request): a trusted proxy here.
  server = await startServer({ trustedProxyHops: 1 })
  Object.assign(auth, await staffTokens(server, 'hot-keywords'))
})
afterAll(async () => {
  await server?.close()
})

let network = 0
/** An address in a network of its own (visitors are counted by hashed /24 network). */
const visitor = () => {
  network++
  return `10.${80 + (network >> 8)}.${network & 255}.7`
}

async function search(keywords: string, ip: string, prefix: '' | '/en' = '') {
  const r = await getJson(server.baseUrl, `${prefix}/api/v1/search?keywords=${encodeURIComponent(keywords)}`, {
    headers: { 'x-forwarded-for': ip },
  })
  expect(r.status).toBe(200)
  return r.body.data as { counts: { product: number; service: number; content: number } }
}

const rank = async (prefix: '' | '/en' = '') =>
  (await getJson(server.baseUrl, `${prefix}/api/v1/search/rank?number=20`)).body.data as string[]

async function suggestions(language: 'cn' | 'en', authorization = auth.editor) {
  const res = await fetch(`${server.baseUrl}/api/cms/search-keywords/suggestions?language=${language}`, {
    headers: authorization ? { authorization } : {},
  })
  return { status: res.status, body: (await res.json()) as { docs?: { keyword: string; sessions: number }[] } }
}

describe('hot keywords are not writable by visitors', () => {
  it('six anonymous searches (an insult, a URL) from six visitors never reach the strip', async () => {
    for (const text of ['你们都是骗子', 'https://evil.test/phish']) {
      for (let i = 0; i < 6; i++) await search(text, visitor())
    }
    expect(await rank()).toEqual(hotKeywords.cn)
    expect(await rank('/en')).toEqual(hotKeywords.en)
  })

  it('a visitor cannot read or write the curated list through Payload REST', async () => {
    const read = await fetch(`${server.baseUrl}/api/cms/search-keywords`)
    expect([401, 403]).toContain(read.status)
    const write = await fetch(`${server.baseUrl}/api/cms/search-keywords`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ keyword: 'spam', language: 'cn' }),
    })
    expect([401, 403]).toContain(write.status)
    expect(await rank()).not.toContain('spam')
  })
})

describe('suggestions for staff (computed from the search logs)', () => {
  it('count distinct visitors with results, per language; zero-result queries and one visitor repeating do not count', async () => {
    // Three visitors on the Chinese site searching a word the catalogue has.
    expect((await search('TNF', visitor())).counts.product).toBeGreaterThan(0)
    await search('tnf', visitor())
    await search('TNF ', visitor())
    // One visitor searching PD-L1 six times; five visitors searching something that finds nothing.
    const one = visitor()
    for (let i = 0; i < 6; i++) await search('PD-L1', one)
    for (let i = 0; i < 5; i++) expect((await search('zzqx-没有这个', visitor())).counts.product).toBe(0)
    // Three visitors of the same /24 network count as one.
    for (const host of [1, 2, 3]) await search('Poly(A)', `10.79.1.${host}`)
    await flushChannelQueue() // the search log is written in batches (src/server/analytics/channel-queue.ts)

    const cn = await suggestions('cn')
    expect(cn.status).toBe(200)
    const words = (cn.body.docs ?? []).map((d) => d.keyword.toLowerCase())
    expect(words).toContain('tnf')
    expect(cn.body.docs?.find((d) => d.keyword.toLowerCase().trim() === 'tnf')?.sessions).toBe(3)
    expect(words).not.toContain('pd-l1')
    expect(words).not.toContain('zzqx-没有这个')
    expect(words.some((w) => w.startsWith('poly'))).toBe(false)
    // The insult and the URL had no results: never suggested either.
    expect(words.some((w) => w.includes('骗子') || w.includes('evil'))).toBe(false)
    // Per language: nothing searched on the English site.
    expect(((await suggestions('en')).body.docs ?? []).map((d) => d.keyword.toLowerCase().trim())).not.toContain('tnf')
    // Suggested is not shown.
    expect((await rank()).map((w) => w.toLowerCase())).not.toContain('tnf')
  })

  it('are for editors and admins only (anonymous 401, sales 403, bad language 400)', async () => {
    expect((await suggestions('cn', '')).status).toBe(401)
    expect((await suggestions('cn', auth.sales)).status).toBe(403)
    expect((await suggestions('cn', auth.admin)).status).toBe(200)
    const bad = await fetch(`${server.baseUrl}/api/cms/search-keywords/suggestions?language=fr`, {
      headers: { authorization: auth.editor },
    })
    expect(bad.status).toBe(400)
  })

  it('once approved (added to the curated list), a suggestion is shown and no longer suggested', async () => {
    const res = await fetch(`${server.baseUrl}/api/cms/search-keywords`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth.editor, origin: server.baseUrl },
      body: JSON.stringify({ keyword: 'TNF', language: 'cn', sort: 100 }),
    })
    expect(res.status).toBe(201)
    expect(await rank()).toEqual([...hotKeywords.cn, 'TNF'])
    expect(await rank('/en')).toEqual(hotKeywords.en)
    const words = ((await suggestions('cn')).body.docs ?? []).map((d) => d.keyword.toLowerCase().trim())
    expect(words).not.toContain('tnf')
  })

  it('a keyword is curated once per language (409/400 on a duplicate)', async () => {
    const dup = await fetch(`${server.baseUrl}/api/cms/search-keywords`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth.editor, origin: server.baseUrl },
      body: JSON.stringify({ keyword: hotKeywords.cn[0], language: 'cn' }),
    })
    expect(dup.status).toBeGreaterThanOrEqual(400)
    expect(dup.status).toBeLessThan(500)
  })
})
