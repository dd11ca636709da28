import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getJson, SEED_ADMIN, staffAuth, startServer } from './setup/server'

/** Issue 2: a localized round trip — staff write both languages in the back office, visitors read each. */
let server: Awaited<ReturnType<typeof startServer>>
let token: string
beforeAll(async () => {
  server = await startServer()
  token = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
})
afterAll(async () => {
  await server?.close()
})

describe('localized fields', () => {
  it('keep a Chinese and an English value side by side', async () => {
    const catalogNumber = `LOC-${Date.now()}`
    const headers = { 'content-type': 'application/json', authorization: token }
    const created = await fetch(`${server.baseUrl}/api/cms/products?locale=cn`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        catalogNumber,
        name: '重组人测试蛋白',
        storage: '-20 °C 保存',
        category: 21,
        status: 'published',
      }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const updated = await fetch(`${server.baseUrl}/api/cms/products/${doc.id}?locale=en`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ name: 'Recombinant Human Test Protein', storage: 'Store at -20 °C' }),
    })
    expect(updated.status).toBe(200)

    const cn = await getJson(server.baseUrl, `/api/v1/product/detail?catalogNumber=${catalogNumber}`)
    expect(cn.body.data).toMatchObject({ name: '重组人测试蛋白', storage: '-20 °C 保存' })
    const en = await getJson(server.baseUrl, `/en/api/v1/product/detail?catalogNumber=${catalogNumber}`)
    expect(en.body.data).toMatchObject({ name: 'Recombinant Human Test Protein', storage: 'Store at -20 °C' })
  })

  it('fall back to Chinese where no English text was written', async () => {
    const catalogNumber = `LOC2-${Date.now()}`
    await server.payload.create({
      collection: 'products',
      data: { catalogNumber, name: '只有中文名', category: 21, status: 'published' },
      locale: 'cn',
      overrideAccess: true,
    })
    const en = await getJson(server.baseUrl, `/en/api/v1/product/detail?catalogNumber=${catalogNumber}`)
    expect((en.body.data as { name: string }).name).toBe('只有中文名')
  })
})
