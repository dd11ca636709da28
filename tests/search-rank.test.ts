import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hotKeywords } from '../src/seed/data/hot-keywords'
import { staffTokens } from './setup/leads'
import { getJson, startServer } from './setup/server'

/**
 * /search/rank?number=5: the staff-curated hot keywords of the request's language, in staff order (issue 15
 * point 10 replaced the ranking of raw search logs; see tests/security/hot-keywords.test.ts for the abuse cases).
 */
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

describe('hot keywords', () => {
  it('a fresh install serves the five seeded keywords of each language, in order', async () => {
    const cn = await getJson(server.baseUrl, '/api/v1/search/rank?number=5')
    expect(cn.body.code).toBe('E0001')
    expect(cn.body.data).toEqual(hotKeywords.cn)
    const en = await getJson(server.baseUrl, '/en/api/v1/search/rank?number=5')
    expect(en.body.data).toEqual(hotKeywords.en)
    const three = await getJson(server.baseUrl, '/api/v1/search/rank?number=3')
    expect(three.body.data).toEqual(hotKeywords.cn.slice(0, 3))
  })

  it('follows staff edits of the list (order and new keywords) at once', async () => {
    const { editor } = await staffTokens(server, 'rank')
    const res = await fetch(`${server.baseUrl}/api/cms/search-keywords`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: editor, origin: server.baseUrl },
      body: JSON.stringify({ keyword: 'T7 RNA聚合酶', language: 'cn', sort: -1 }),
    })
    expect(res.status).toBe(201)
    const id = ((await res.json()) as { doc: { id: number } }).doc.id
    const { body } = await getJson(server.baseUrl, '/api/v1/search/rank?number=5')
    expect(body.data).toEqual(['T7 RNA聚合酶', ...hotKeywords.cn.slice(0, 4)])
    const en = await getJson(server.baseUrl, '/en/api/v1/search/rank?number=5')
    expect(en.body.data).toEqual(hotKeywords.en)
    await server.payload.delete({ collection: 'search-keywords', id, overrideAccess: true })
  })

  it('refuses a bad number (400)', async () => {
    for (const n of ['0', '21', 'x', '-1']) {
      expect((await getJson(server.baseUrl, `/api/v1/search/rank?number=${n}`)).status, n).toBe(400)
    }
  })
})
