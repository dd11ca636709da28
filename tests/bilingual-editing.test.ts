import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_ADMIN, staffAuth, startServer } from './setup/server'

/**
 * Issue 22, wrong-language writes: a staff save of Chinese text into an English field is refused at the field,
 * in the admin's language; English in either language and Chinese in Chinese are saved; the server's own writes
 * (seed, code) are not checked.
 */
let server: Awaited<ReturnType<typeof startServer>>
let payload: Payload
let admin: string
let productId: number

const patch = async (locale: string, body: unknown, language = 'zh') => {
  const res = await fetch(`${server.baseUrl}/api/cms/products/${productId}?locale=${locale}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: admin, 'accept-language': language },
    body: JSON.stringify(body),
  })
  return { status: res.status, text: await res.text() }
}

beforeAll(async () => {
  server = await startServer()
  payload = server.payload
  admin = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
  const product = await payload.create({
    collection: 'products',
    data: { catalogNumber: `LANG-${process.pid}-${Date.now()}`, name: '语言检查蛋白', category: 21, status: 'draft' },
    locale: 'cn',
    overrideAccess: true,
  })
  productId = product.id
  await payload.update({
    collection: 'products',
    id: productId,
    data: { name: 'Language Check Protein' },
    locale: 'en',
    overrideAccess: true,
  })
})

afterAll(async () => {
  await server?.close()
})

describe('wrong-language writes', () => {
  it('refuses Chinese in an English field, saying so in the admin language', async () => {
    const zh = await patch('en', { description: '重组人白介素6，大肠杆菌表达' })
    expect(zh.status).toBe(400)
    expect(zh.text).toContain('英文内容中出现了中文')
    const en = await patch('en', { name: '白介素6 protein' }, 'en')
    expect(en.status).toBe(400)
    expect(en.text).toContain('This English field contains Chinese text')
    const stored = await payload.findByID({
      collection: 'products',
      id: productId,
      locale: 'en',
      fallbackLocale: false,
      overrideAccess: true,
    })
    expect(stored.description ?? null).toBeNull()
  })

  it('saves English in English, and Chinese or English in Chinese', async () => {
    expect((await patch('en', { description: 'Recombinant human IL-6, E. coli, > 95% (SDS-PAGE), 元' })).status).toBe(
      200,
    )
    expect((await patch('cn', { description: '重组人白介素6（IL-6），大肠杆菌表达' })).status).toBe(200)
    expect((await patch('cn', { name: 'IL-6 Protein' })).status).toBe(200)
  })

  it("leaves the server's own writes alone", async () => {
    const written = await payload.update({
      collection: 'products',
      id: productId,
      data: { description: '由程序写入的中文' },
      locale: 'en',
      overrideAccess: true,
    })
    expect(written.description).toBe('由程序写入的中文')
  })
})
