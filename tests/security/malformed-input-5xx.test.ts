import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokens } from '../setup/leads'
import { startServer } from '../setup/server'
import { jpeg } from '../setup/upload-fixtures'

/**
 * Issue 31, point 7: malformed input answered with a 4xx, never a 5xx.
 * - A member cookie that does not percent-decode (`member_session=%%%`) is no session: every member endpoint
 *   answers 401 in the envelope (it answered 500 with a logged stack), the public ones answer as to a visitor.
 * - A staff delete of a record others must point at (a product with lots, a category with products, an image in a
 *   banner) is refused with 409 and a message naming them in the staff member's language (it was a 500 from the
 *   database's NOT NULL); a member's cart lines of a deleted product go with it.
 * Broken multipart posts to pages: tests/security/page-posts.test.ts.
 */
let server: Awaited<ReturnType<typeof startServer>>
let auth: { admin: string; editor: string; sales: string }
const created: { collection: 'products' | 'lots' | 'categories' | 'media' | 'banners' | 'members'; id: number }[] = []

beforeAll(async () => {
  server = await startServer()
  auth = await staffTokens(server, 'input5xx')
})
afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await server.payload.delete({ collection, id, overrideAccess: true }).catch(() => {})
  }
  await server?.close()
})

const BAD_COOKIES = [
  'member_session=%%%',
  'member_session=%E0%A4%A',
  'member_session=%',
  'a=1; member_session=%zz; b=2',
]

async function call(method: string, path: string, cookie?: string) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server.baseUrl, ...(cookie ? { cookie } : {}) },
    body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
  })
  const text = await res.text()
  return { status: res.status, text }
}

describe('a member cookie that does not decode', () => {
  it('is no session: every endpoint answers as without a cookie (401 for the member ones), none 5xx, no stack logged', async () => {
    const { routes } = await import('../../src/api/routes')
    const errors: string[] = []
    const original = console.error
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '))
    }
    const memberOnly: string[] = []
    const problems: string[] = []
    try {
      for (const route of routes) {
        // `:id` segments get a number: the member check comes before the record is looked up.
        const path = `/api/v1${route.path.replace(/:[A-Za-z]+/g, '1')}`
        const plain = await call(route.method, path)
        if (plain.status !== 401) continue
        memberOnly.push(`${route.method} ${path}`)
        for (const cookie of BAD_COOKIES) {
          const r = await call(route.method, path, cookie)
          if (r.status !== 401)
            problems.push(`${route.method} ${path} [${cookie}] → ${r.status} ${r.text.slice(0, 120)}`)
          else if ((JSON.parse(r.text) as { code: string }).code !== 'E0401') problems.push(`${path}: ${r.text}`)
        }
      }
      // Payload's REST API reads the same cookie (the member strategy): anonymous there too.
      for (const cookie of BAD_COOKIES) {
        const cms = await call('GET', '/api/cms/orders?limit=1', cookie)
        if (cms.status >= 500) problems.push(`/api/cms/orders [${cookie}] → ${cms.status}`)
      }
    } finally {
      console.error = original
    }
    expect(memberOnly.length, memberOnly.join('\n')).toBeGreaterThanOrEqual(20)
    expect(problems).toEqual([])
    expect(errors.filter((e) => /URIError|URI malformed/.test(e))).toEqual([])
  })

  it('a public endpoint answers as to a visitor', async () => {
    const r = await call('GET', '/api/v1/popular_product?size=1', 'member_session=%%%')
    expect(r.status).toBe(200)
  })
})

async function cmsDelete(collection: string, id: number, authorization: string, lang?: 'en') {
  const res = await fetch(`${server.baseUrl}/api/cms/${collection}/${id}`, {
    method: 'DELETE',
    headers: { authorization, ...(lang ? { 'accept-language': 'en', cookie: 'payload-lng=en' } : {}) },
  })
  const text = await res.text()
  return { status: res.status, text, body: JSON.parse(text) as { errors?: { message: string }[] } }
}

describe('staff deletes of records others point at', () => {
  let categoryId: number
  let productId: number
  const lotNumbers = ['T31-LOT-A', 'T31-LOT-B', 'T31-LOT-C']

  beforeAll(async () => {
    const { payload } = server
    const category = await payload.create({
      collection: 'categories',
      locale: 'cn',
      data: { name: '测试分类 T31', status: '1' },
      overrideAccess: true,
    })
    categoryId = category.id
    created.push({ collection: 'categories', id: category.id })
    const product = await payload.create({
      collection: 'products',
      locale: 'cn',
      data: { catalogNumber: `T31-${Date.now()}`, name: '测试产品 T31', category: categoryId, status: 'published' },
      overrideAccess: true,
    })
    productId = product.id
    created.push({ collection: 'products', id: product.id })
    for (const lotNumber of lotNumbers) {
      const lot = await payload.create({
        collection: 'lots',
        data: {
          product: productId,
          lotNumber,
          manufacturedAt: '2026-01-10',
          expiresAt: '2099-01-10',
          status: 'published',
        },
        overrideAccess: true,
      })
      created.push({ collection: 'lots', id: lot.id })
    }
  })

  it('a product with lots: 409 naming its lots (Chinese by default), the product and its lots kept', async () => {
    const r = await cmsDelete('products', productId, auth.editor)
    expect(r.status, r.text).toBe(409)
    const message = r.body.errors?.[0]?.message ?? ''
    for (const lot of lotNumbers) expect(message).toContain(lot)
    expect(message.startsWith('无法删除：仍有批次引用此记录：')).toBe(true)
    expect(message).toContain('共 3 条')
    const still = await server.payload.findByID({ collection: 'products', id: productId, overrideAccess: true })
    expect(still.id).toBe(productId)
    const lots = await server.payload.count({
      collection: 'lots',
      where: { product: { equals: productId } },
      overrideAccess: true,
    })
    expect(lots.totalDocs).toBe(3)
  })

  it('in English for a staff member whose back office speaks English', async () => {
    const r = await cmsDelete('products', productId, auth.editor, 'en')
    expect(r.status).toBe(409)
    expect(r.body.errors?.[0]?.message).toMatch(
      /^Cannot delete: Lots still refer to this record: .*T31-LOT-A.*\(3 in all\)/,
    )
  })

  it('a category with products: 409 naming the product', async () => {
    const r = await cmsDelete('categories', categoryId, auth.editor)
    expect(r.status, r.text).toBe(409)
    expect(r.body.errors?.[0]?.message).toContain('T31-')
  })

  it('an image in a banner: 409', async () => {
    const media = await server.payload.create({
      collection: 'media',
      data: { alt: 't31' },
      file: { data: await jpeg(), mimetype: 'image/jpeg', name: 't31-banner.jpg', size: 1 },
      overrideAccess: true,
    })
    created.push({ collection: 'media', id: media.id })
    const banner = await server.payload.create({
      collection: 'banners',
      locale: 'cn',
      data: { title: 'T31 横幅', image: media.id, status: 'draft' } as never,
      overrideAccess: true,
    })
    created.push({ collection: 'banners', id: banner.id })
    const r = await cmsDelete('media', media.id, auth.editor)
    expect(r.status, r.text).toBe(409)
    expect(r.body.errors?.[0]?.message).toContain('T31 横幅')
  })

  it('once its lots are gone the product deletes (200), and members’ cart lines of it go with it', async () => {
    const member = await server.payload.create({
      collection: 'members',
      data: { email: `t31-cart-${Date.now()}@example.com`, name: 't31' },
      overrideAccess: true,
    })
    created.push({ collection: 'members', id: member.id })
    await server.payload.create({
      collection: 'cart-lines',
      data: { member: member.id, product: productId, size: '10 µg', count: 1 },
      overrideAccess: true,
    })
    await server.payload.delete({ collection: 'lots', where: { product: { equals: productId } }, overrideAccess: true })
    const r = await cmsDelete('products', productId, auth.editor)
    expect(r.status, r.text).toBe(200)
    const lines = await server.payload.count({
      collection: 'cart-lines',
      where: { member: { equals: member.id } },
      overrideAccess: true,
    })
    expect(lines.totalDocs).toBe(0)
  })
})
