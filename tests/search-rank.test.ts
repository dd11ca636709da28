import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizeKeyword } from '../src/domain/hot-keywords'
import { getJson, startServer } from './setup/server'

/** /search/rank?number=5: pinned keywords first, then the most searched of the last 30 days, hidden ones out. */
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

describe('hot keywords', () => {
  it('rank the query log of the last 30 days with staff pins and hides', async () => {
    const { payload } = server
    const log = async (keyword: string, times: number, daysAgo = 0) => {
      for (let i = 0; i < times; i++) {
        const doc = await payload.create({
          collection: 'search-logs',
          data: { keyword, normalized: normalizeKeyword(keyword), locale: 'cn', resultCount: 1 },
          overrideAccess: true,
        })
        if (daysAgo) {
          const at = new Date(Date.now() - daysAgo * 86400000).toISOString()
          await payload.update({
            collection: 'search-logs',
            id: doc.id,
            data: { createdAt: at } as never,
            overrideAccess: true,
          })
        }
      }
    }
    await log('IL-6', 6)
    await log('il-6 ', 2)
    await log('T7 RNA聚合酶', 5)
    await log('PD-1', 4)
    await log('CD002', 3)
    await log('spam-word', 9)
    await log('old-keyword', 20, 40)
    await payload.create({
      collection: 'search-keywords',
      data: { keyword: 'spam-word', hidden: true },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'search-keywords',
      data: { keyword: 'mRNA', pinned: true },
      overrideAccess: true,
    })

    const { body } = await getJson(server.baseUrl, '/api/v1/search/rank?number=5')
    expect(body.code).toBe('E0001')
    expect(body.data).toEqual(['mRNA', expect.stringMatching(/^il-6 ?$/i), 'T7 RNA聚合酶', 'PD-1', 'CD002'])
    const three = await getJson(server.baseUrl, '/api/v1/search/rank?number=3')
    expect(three.body.data).toHaveLength(3)
  })
})
