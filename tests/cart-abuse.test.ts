import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../src/payload-types'
import { call, cartOf, newMember, pickProducts } from './setup/cart-helpers'
import { startServer } from './setup/server'

/**
 * The cart and orders under abuse (part of the abuse suite): someone else's ids, prices sent by the client,
 * cross-site requests, anonymous calls, malformed ids, lists and counts, huge counts, unknown products and
 * sizes. Each is refused with a 4xx and a message, never a 500, and changes nothing.
 */
let server: Awaited<ReturnType<typeof startServer>>
let priced: Product
let owner: { id: number; auth: string }
let intruder: { id: number; auth: string }
let ownerLine: number

beforeAll(async () => {
  server = await startServer()
  ;({ priced } = await pickProducts(server.payload))
  owner = await newMember(server.payload, 'owner')
  intruder = await newMember(server.payload, 'intruder')
  await api('POST', '/order', { auth: owner.auth, body: { productId: priced.id, size: size(0), count: 2 } })
  ownerLine = (await cartOf(server.baseUrl, owner.auth)).list[0]?.id as number
})
afterAll(async () => {
  await server?.close()
})

const size = (i: number) => priced.sizes?.[i]?.size as string
const priceOf = (i: number) => priced.sizes?.[i]?.priceFen as number
const api = (method: string, path: string, options: Parameters<typeof call>[3] = {}) =>
  call(server.baseUrl, method, path, options)

async function ownerCartUnchanged() {
  const cart = await cartOf(server.baseUrl, owner.auth)
  expect(cart.list.map((l) => [l.id, l.count])).toEqual([[ownerLine, 2]])
}

describe("another member's cart line or order", () => {
  it('cannot be counted, deleted, batch-deleted or settled (404), and stays as it was', async () => {
    const calls = [
      api('PUT', `/order/${ownerLine}`, { auth: intruder.auth, body: { count: 9 } }),
      api('DELETE', `/order/${ownerLine}`, { auth: intruder.auth }),
      api('DELETE', `/order/batch?idList=${ownerLine}`, { auth: intruder.auth }),
      api('PUT', '/order/clear', { auth: intruder.auth, body: { idList: [ownerLine] } }),
    ]
    for (const r of await Promise.all(calls)) {
      expect(r.status).toBe(404)
      expect(r.body.code).toBe('E0404')
    }
    await ownerCartUnchanged()
  })

  it('mixed into a batch with the member’s own line deletes nothing at all', async () => {
    await api('POST', '/order', { auth: intruder.auth, body: { productId: priced.id, size: size(1) } })
    const own = (await cartOf(server.baseUrl, intruder.auth)).list[0]?.id as number
    const r = await api('DELETE', `/order/batch?idList=${own},${ownerLine}`, { auth: intruder.auth })
    expect(r.status).toBe(404)
    expect((await cartOf(server.baseUrl, intruder.auth)).list.map((l) => l.id)).toEqual([own])
    await ownerCartUnchanged()
  })

  it('never appears in the other member’s cart or order list', async () => {
    const other = await newMember(server.payload, 'other')
    await api('POST', '/order', { auth: other.auth, body: { productId: priced.id, size: size(0) } })
    await api('PUT', '/order/clear', { auth: other.auth })
    const orders = await api('GET', '/order/list', { auth: intruder.auth })
    expect((orders.body.data as { total: number }).total).toBe(0)
    expect((await cartOf(server.baseUrl, intruder.auth)).list.every((l) => l.id !== ownerLine)).toBe(true)
  })
})

describe('prices and totals sent by the client', () => {
  it('are ignored when adding: the line carries the catalogue price', async () => {
    const m = await newMember(server.payload, 'cheap')
    const r = await api('POST', '/order', {
      auth: m.auth,
      body: { productId: priced.id, size: size(0), count: 3, price: 1, priceFen: 1, subtotal: 1, totalPrice: '¥0.01' },
    })
    expect(r.status).toBe(200)
    const cart = await cartOf(server.baseUrl, m.auth)
    expect(cart.list[0]).toMatchObject({ priceFen: priceOf(0), subtotalFen: priceOf(0) * 3 })
    expect(cart.totalPriceFen).toBe(priceOf(0) * 3)
  })

  it('are ignored when settling: the order’s prices and total are the catalogue’s', async () => {
    const m = await newMember(server.payload, 'cheap')
    await api('POST', '/order', { auth: m.auth, body: { productId: priced.id, size: size(0), count: 2 } })
    const r = await api('PUT', '/order/clear', {
      auth: m.auth,
      body: { totalFen: 1, totalPrice: 1, lines: [{ unitPriceFen: 1 }] },
    })
    expect(r.status).toBe(200)
    const { orderId } = r.body.data as { orderId: number }
    const order = await server.payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
    expect(order.totalFen).toBe(priceOf(0) * 2)
    expect(order.lines?.[0]).toMatchObject({ unitPriceFen: priceOf(0), subtotalFen: priceOf(0) * 2 })
  })

  it('a count change cannot set a price either', async () => {
    const r = await api('PUT', `/order/${ownerLine}`, { auth: owner.auth, body: { count: 2, priceFen: 1 } })
    expect(r.status).toBe(200)
    expect((await cartOf(server.baseUrl, owner.auth)).list[0]?.priceFen).toBe(priceOf(0))
  })
})

describe('cross-site requests', () => {
  const evil = { origin: 'https://evil.example' }
  it.each([
    ['POST', '/order', { productId: 1, size: 'x', count: 1 }],
    ['PUT', '/order/1', { count: 2 }],
    ['DELETE', '/order/1', undefined],
    ['DELETE', '/order/batch?idList=1', undefined],
    ['PUT', '/order/clear', {}],
  ])('%s %s with a foreign Origin is refused (403) even with a valid session', async (method, path, body) => {
    const r = await api(method, path.replace('/1', `/${ownerLine}`), { auth: owner.auth, body, headers: evil })
    expect(r.status).toBe(403)
    expect(r.body.code).toBe('E0403')
    await ownerCartUnchanged()
  })

  it('a same-site Origin is accepted', async () => {
    const host = new URL(server.baseUrl).host
    const r = await api('PUT', `/order/${ownerLine}`, {
      auth: owner.auth,
      body: { count: 2 },
      headers: { origin: `http://${host}` },
    })
    expect(r.status).toBe(200)
  })
})

describe('anonymous callers', () => {
  it('get 401 “Please Login！” and change nothing', async () => {
    const r = await api('DELETE', `/order/${ownerLine}`, { en: true })
    expect([r.status, r.body.msg]).toEqual([401, 'Please Login！'])
    const settle = await api('PUT', '/order/clear', {
      headers: { authorization: 'Bearer not-a-real-token-at-all-000' },
    })
    expect([settle.status, settle.body.msg]).toEqual([401, '请先登录！'])
    await ownerCartUnchanged()
  })
})

describe('malformed input', () => {
  it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3', '%00'])('line id %s is a 400', async (id) => {
    const r = await api('PUT', `/order/${id}`, { auth: owner.auth, body: { count: 2 } })
    expect(r.status).toBe(400)
    const d = await api('DELETE', `/order/${id}`, { auth: owner.auth })
    expect(d.status).toBe(400)
  })

  it.each(['a,b', '1,,2', '1;2', '-5', '2147483648', Array(101).fill(ownerLine).join(',')])(
    'idList %s is a 400 that deletes nothing',
    async (list) => {
      const r = await api('DELETE', `/order/batch?idList=${encodeURIComponent(list)}`, { auth: owner.auth })
      expect(r.status).toBe(400)
      await ownerCartUnchanged()
    },
  )

  it('a repeated or unknown batch parameter is a 400', async () => {
    const twice = await api('DELETE', `/order/batch?idList=${ownerLine}&idList=${ownerLine}`, { auth: owner.auth })
    expect(twice.status).toBe(400)
    const other = await api('DELETE', `/order/batch?ids=${ownerLine}`, { auth: owner.auth })
    expect(other.status).toBe(400)
    await ownerCartUnchanged()
  })

  it.each([0, -1, 1.5, '2', null, true, 1000, 1e9, Number.MAX_SAFE_INTEGER])(
    'count %s is a 400 (add and change)',
    async (count) => {
      const m = await newMember(server.payload, 'count')
      const r = await api('POST', '/order', { auth: m.auth, body: { productId: priced.id, size: size(0), count } })
      expect(r.status).toBe(400)
      expect((await cartOf(server.baseUrl, m.auth)).list).toEqual([])
      const u = await api('PUT', `/order/${ownerLine}`, { auth: owner.auth, body: { count } })
      expect(u.status).toBe(400)
      await ownerCartUnchanged()
    },
  )

  it('bodies that are not a JSON object are refused (400/415)', async () => {
    const notJson = await api('POST', '/order', { auth: owner.auth, raw: '{"productId":', headers: {} })
    expect(notJson.status).toBe(400)
    const array = await api('POST', '/order', { auth: owner.auth, body: [priced.id, size(0), 1] })
    expect(array.status).toBe(400)
    const form = await api('POST', '/order', {
      auth: owner.auth,
      raw: `productId=${priced.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)
    const emptyUpdate = await api('PUT', `/order/${ownerLine}`, { auth: owner.auth, body: {} })
    expect(emptyUpdate.status).toBe(400)
    await ownerCartUnchanged()
  })

  it('a settlement with a malformed idList or Idempotency-Key is a 400 and makes no order', async () => {
    for (const body of [{ idList: [] }, { idList: ['1'] }, { idList: 'all' }, { idList: [0] }]) {
      const r = await api('PUT', '/order/clear', { auth: owner.auth, body })
      expect(r.status).toBe(400)
    }
    const key = await api('PUT', '/order/clear', { auth: owner.auth, headers: { 'idempotency-key': 'bad key!' } })
    expect(key.status).toBe(400)
    await ownerCartUnchanged()
  })

  it('unknown query parameters on the cart list are a 400', async () => {
    const r = await api('GET', '/order?size=-2', { auth: owner.auth })
    expect(r.status).toBe(400)
    const s = await api('GET', '/order?size=-1&sort=price', { auth: owner.auth })
    expect(s.status).toBe(400)
  })
})

describe('huge counts', () => {
  it('adding up past 999 in several steps is refused, the line stays at its count', async () => {
    const m = await newMember(server.payload, 'huge')
    expect(
      (await api('POST', '/order', { auth: m.auth, body: { productId: priced.id, size: size(0), count: 999 } })).status,
    ).toBe(200)
    const r = await api('POST', '/order', { auth: m.auth, body: { productId: priced.id, size: size(0), count: 1 } })
    expect([r.status, r.body.msg]).toEqual([400, '数量须为 1 到 999 之间的整数'])
    expect((await cartOf(server.baseUrl, m.auth)).list.map((l) => l.count)).toEqual([999])
  })
})

describe('unknown products and sizes', () => {
  it.each([
    ['an unknown product id', () => ({ productId: 2147483000, size: size(0) }), 404],
    ['a size the product does not sell', () => ({ productId: priced.id, size: '1 t' }), 400],
    ['an empty size', () => ({ productId: priced.id, size: '' }), 400],
    ['a missing product id', () => ({ size: size(0) }), 400],
    ['a product id as text', () => ({ productId: String(priced.id), size: size(0) }), 400],
    ['an oversized size', () => ({ productId: priced.id, size: 'x'.repeat(5000) }), 400],
  ])('%s is refused with “Failed To Add To Cart！”', async (_name, body, status) => {
    const m = await newMember(server.payload, 'unknown')
    const r = await api('POST', '/order', { auth: m.auth, body: body(), en: true })
    expect([r.status, r.body.msg]).toEqual([status, 'Failed To Add To Cart！'])
    expect((await cartOf(server.baseUrl, m.auth)).list).toEqual([])
  })

  it('an unpublished product cannot be added', async () => {
    const draft = await server.payload.create({
      collection: 'products',
      data: {
        catalogNumber: `DRAFT-${Date.now() % 100000}`,
        name: 'Draft protein',
        category: priced.category,
        status: 'draft',
        sizes: [{ size: '10 µg', priceFen: 100 }],
      } as never,
      overrideAccess: true,
    })
    const m = await newMember(server.payload, 'draft')
    const r = await api('POST', '/order', { auth: m.auth, body: { productId: draft.id, size: '10 µg' } })
    expect(r.status).toBe(404)
    await server.payload.delete({ collection: 'products', id: draft.id, overrideAccess: true })
  })
})
