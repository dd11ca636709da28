import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemberSession } from '../../src/auth/member-sessions'
import type { Product } from '../../src/payload-types'
import { getJson, SEED_ADMIN, staffAuth, startServer } from '../setup/server'

/**
 * Issue 15 point 9: a visitor outside China sees "inquiry" on the page and in /api/v1, but
 * `GET /api/cms/products/…` returned every size's price and `where[sizes.priceFen]` filtered on it. The public
 * site reads through /api/v1 and server code, so Payload's REST API no longer answers catalogue and content
 * reads to anyone but staff; prices are a staff-and-site-only field.
 */
let server: Awaited<ReturnType<typeof startServer>>
let payload: Payload
let priced: Product
let member: string
let admin: string
const abroad = { 'x-forwarded-for': '8.8.8.8', 'cf-ipcountry': 'US' }

let savedGeoHeader: string | undefined

beforeAll(async () => {
  savedGeoHeader = process.env.GEO_COUNTRY_HEADER
  process.env.GEO_COUNTRY_HEADER = 'cf-ipcountry'
  server = await startServer()
  payload = server.payload
  const { docs } = await payload.find({
    collection: 'products',
    // A published product: other files create priced drafts at the same time (new products are drafts).
    where: {
      and: [
        { 'sizes.priceFen': { greater_than: 0 } },
        { status: { equals: 'published' } },
        { isDemo: { equals: true } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error('a seeded product with a price expected')
  priced = docs[0]
  const m = await payload.create({
    collection: 'members',
    data: { email: `price-${Date.now()}@example.com`, name: 'abroad' },
    overrideAccess: true,
  })
  member = `Bearer ${await createMemberSession(payload, m.id)}`
  admin = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
})

afterAll(async () => {
  if (savedGeoHeader === undefined) delete process.env.GEO_COUNTRY_HEADER
  else process.env.GEO_COUNTRY_HEADER = savedGeoHeader
  await server?.close()
})

const priceText = () => String(priced.sizes?.find((s) => (s.priceFen ?? 0) > 0)?.priceFen)

describe('hidden prices stay hidden on /api/cms (issue 15.9)', () => {
  it.each([
    ['anonymous', undefined],
    ['a member', () => member],
  ])('%s cannot read a product, its list or its count through /api/cms', async (_who, auth) => {
    const headers = { ...abroad, ...(auth ? { authorization: auth() } : {}) }
    for (const path of [`/products/${priced.id}`, '/products?limit=5', `/products/count`]) {
      const res = await fetch(`${server.baseUrl}/api/cms${path}`, { headers })
      expect(res.status, path).toBe(403)
      expect(await res.text(), path).not.toContain('priceFen')
    }
  })

  it.each([
    ['anonymous', undefined],
    ['a member', () => member],
  ])('%s cannot filter on the price (no oracle through where[sizes.priceFen])', async (_who, auth) => {
    const headers = { ...abroad, ...(auth ? { authorization: auth() } : {}) }
    for (const query of [
      `where[sizes.priceFen][equals]=${priceText()}`,
      'where[sizes.priceFen][greater_than]=0',
      `where[and][0][id][equals]=${priced.id}&where[and][1][sizes.priceFen][less_than]=1000000000`,
    ]) {
      const res = await fetch(`${server.baseUrl}/api/cms/products?${query}&limit=1&depth=0`, { headers })
      expect(res.status, query).toBe(403)
      expect(await res.text(), query).not.toMatch(/totalDocs/)
    }
  })

  it('nor reads it through a relation it may read (its own cart line, depth 1)', async () => {
    const memberId = (await payload.find({ collection: 'members', limit: 1, sort: '-id', overrideAccess: true }))
      .docs[0]?.id as number
    await payload.create({
      collection: 'cart-lines',
      data: { member: memberId, product: priced.id, size: priced.sizes?.[0]?.size ?? '1', count: 1 },
      overrideAccess: true,
    })
    const res = await fetch(`${server.baseUrl}/api/cms/cart-lines?depth=1&limit=10`, {
      headers: { ...abroad, authorization: member },
    })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain(`"product":${priced.id}`)
    expect(text).not.toContain('priceFen')
  })

  it('the other public collections and globals are closed to anonymous REST reads as well', async () => {
    for (const path of [
      '/categories?limit=1',
      '/articles?limit=1',
      '/banners?limit=1',
      '/downloads?limit=1',
      '/media?limit=1',
      '/areas?limit=1',
      '/citations?limit=1',
      '/globals/site-config',
    ]) {
      const res = await fetch(`${server.baseUrl}/api/cms${path}`, { headers: abroad })
      expect(res.status, path).toBe(403)
    }
  })

  it('the public site still shows "inquiry" abroad and prices in China (/api/v1, unchanged)', async () => {
    const path = `/api/v1/product/detail?id=${priced.id}`
    const out = await getJson(server.baseUrl, path, { headers: { ...abroad, 'accept-language': 'en' } })
    expect(out.status).toBe(200)
    expect(JSON.stringify(out.body.data)).not.toContain(`"priceFen":${priceText()}`)
    expect(JSON.stringify(out.body.data)).toContain('Inquiry')
    const cn = await getJson(server.baseUrl, path, { headers: { 'x-forwarded-for': '1.2.4.8', 'cf-ipcountry': 'CN' } })
    expect(cn.status).toBe(200)
    expect(JSON.stringify(cn.body.data)).toContain(`"priceFen":${priceText()}`)
  })

  it('staff still read and filter on prices (the back office)', async () => {
    const res = await fetch(
      `${server.baseUrl}/api/cms/products?where[sizes.priceFen][equals]=${priceText()}&limit=5&depth=0`,
      { headers: { authorization: admin } },
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as { totalDocs: number; docs: Product[] }
    expect(body.totalDocs).toBeGreaterThan(0)
    expect(JSON.stringify(body.docs)).toContain('priceFen')
  })
})
