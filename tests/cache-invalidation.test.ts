import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getJson, SEED_ADMIN, staffAuth, startServer } from './setup/server'

/** Cached catalogue reads never show stale content after a staff edit (DESIGN: revalidate by tag). */
let server: Awaited<ReturnType<typeof startServer>>
let auth: string
beforeAll(async () => {
  server = await startServer()
  auth = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
})
afterAll(async () => {
  await server?.close()
})

const patch = (path: string, body: unknown) =>
  fetch(`${server.baseUrl}/api/cms${path}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: auth },
    body: JSON.stringify(body),
  })

describe('cache invalidation', () => {
  it('shows a renamed category in the tree at once', async () => {
    const before = await getJson(server.baseUrl, '/api/v1/tree_structure?pid=5')
    expect((before.body.data as { id: number; name: string }[])[0]?.name).toBe('公司新闻')
    expect((await patch('/categories/301?locale=cn', { name: '公司动态' })).status).toBe(200)
    const after = await getJson(server.baseUrl, '/api/v1/tree_structure?pid=5')
    expect((after.body.data as { name: string }[])[0]?.name).toBe('公司动态')
    await patch('/categories/301?locale=cn', { name: '公司新闻' })
  })

  it('drops a product from the popular list as soon as it is unpublished', async () => {
    const list = async () =>
      (
        (await getJson(server.baseUrl, '/api/v1/popular_product')).body.data as { catalogNumber: string; id: number }[]
      ).map((p) => p.catalogNumber)
    expect(await list()).toContain('CD002')
    const cd002 = await server.payload.find({
      collection: 'products',
      where: { catalogNumber: { equals: 'CD002' } },
      overrideAccess: true,
    })
    const id = cd002.docs[0]?.id
    expect((await patch(`/products/${id}`, { status: 'draft' })).status).toBe(200)
    expect(await list()).not.toContain('CD002')
    expect((await getJson(server.baseUrl, '/api/v1/product/detail?catalogNumber=CD002')).status).toBe(404)
    await patch(`/products/${id}`, { status: 'published' })
    expect(await list()).toContain('CD002')
  })

  it('shows a changed hotline in the global config at once', async () => {
    const phone = async () =>
      ((await getJson(server.baseUrl, '/api/v1/global_cfg?keyList=phone')).body.data as { value: string }[])[0]?.value
    expect(await phone()).toBe('400-600-0940')
    const res = await fetch(`${server.baseUrl}/api/cms/globals/site-config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({ phone: '400-600-0941' }),
    })
    expect(res.status).toBe(200)
    expect(await phone()).toBe('400-600-0941')
    await fetch(`${server.baseUrl}/api/cms/globals/site-config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({ phone: '400-600-0940' }),
    })
  })
})
