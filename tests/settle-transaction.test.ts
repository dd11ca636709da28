import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../src/payload-types'
import { addCartLine } from '../src/server/cart/add-cart-line'
import { type SettleWrite, settleCart } from '../src/server/orders/settle-cart'
import { call, cartOf, newMember, pickProducts } from './setup/cart-helpers'
import { startServer } from './setup/server'

/**
 * Issue 17: settle runs its writes in one transaction through its use case (src/server/orders/settle-cart.ts).
 * A fault injected between the writes (the use case's test-only `afterWrite` hook) leaves nothing half-written:
 * the cart keeps its lines, no order exists (so no order without its lines) and the Idempotency-Key is not
 * recorded, so the same key settles afterwards. Runs on SQLite and on PostgreSQL (scripts/test.mjs --pg-only).
 * And settle answers with the cart as it is afterwards, in the shape of GET /order?size=-1, so the browser
 * needs no second request.
 */
let server: Awaited<ReturnType<typeof startServer>>
let priced: Product
let inquiry: Product

beforeAll(async () => {
  server = await startServer()
  ;({ priced, inquiry } = await pickProducts(server.payload))
})
afterAll(async () => {
  await server?.close()
})

const sizeAt = (p: Product, i: number) => p.sizes?.[i]?.size as string

/** A member with three lines: two priced sizes and one inquiry size. */
async function memberWithCart() {
  const m = await newMember(server.payload, 'settle-tx')
  const ctx = { payload: server.payload }
  await addCartLine({ memberId: m.id, productId: priced.id, size: sizeAt(priced, 0), count: 2 }, ctx)
  await addCartLine({ memberId: m.id, productId: priced.id, size: sizeAt(priced, 1), count: 1 }, ctx)
  const inquirySize = inquiry.sizes?.find((s) => typeof s.priceFen !== 'number')?.size as string
  await addCartLine({ memberId: m.id, productId: inquiry.id, size: inquirySize, count: 3 }, ctx)
  return m
}

async function stored(memberId: number, key: string) {
  const { payload } = server
  const lines = await payload.find({
    collection: 'cart-lines',
    where: { member: { equals: memberId } },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const orders = await payload.count({ collection: 'orders', where: { member: { equals: memberId } } })
  const keyed = await payload.count({
    collection: 'orders',
    where: { idempotencyKey: { equals: `${memberId}:${key}` } },
  })
  return { lines: lines.docs.map((l) => [l.id, l.count]), orders: orders.totalDocs, keyed: keyed.totalDocs }
}

describe('a fault between the writes of a settlement', () => {
  it.each<SettleWrite>(['claim-lines', 'create-order'])(
    'after %s leaves the cart, the orders and the Idempotency-Key as they were',
    async (write) => {
      const m = await memberWithCart()
      const key = `fault-${write}-${m.id}`
      const before = await stored(m.id, key)
      expect(before).toMatchObject({ orders: 0, keyed: 0 })
      expect(before.lines).toHaveLength(3)

      const fault = new Error(`injected after ${write}`)
      const afterWrite = (done: SettleWrite) => {
        if (done === write) throw fault
      }
      await expect(
        settleCart({ memberId: m.id, idempotencyKey: key }, { payload: server.payload, locale: 'cn', afterWrite }),
      ).rejects.toBe(fault)
      expect(await stored(m.id, key)).toEqual(before)

      // Nothing was recorded, so the same key settles now: one order with all three lines, the cart emptied.
      const order = await settleCart({ memberId: m.id, idempotencyKey: key }, { payload: server.payload, locale: 'cn' })
      expect(order.lines).toHaveLength(3)
      expect(await stored(m.id, key)).toEqual({ lines: [], orders: 1, keyed: 1 })
    },
  )

  it('computes the order through the cart rules: subtotals, and no total when a line is an inquiry item', async () => {
    const m = await memberWithCart()
    const order = await settleCart({ memberId: m.id, idempotencyKey: null }, { payload: server.payload, locale: 'cn' })
    const unit = (i: number) => priced.sizes?.[i]?.priceFen as number
    expect(order.lines?.map((l) => [l.count, l.unitPriceFen, l.subtotalFen])).toEqual([
      [2, unit(0), unit(0) * 2],
      [1, unit(1), unit(1)],
      [3, null, null],
    ])
    expect(order).toMatchObject({ totalFen: null, inquiry: true })
  })
})

describe('the settle answer', () => {
  it('carries the cart as it is afterwards, exactly as GET /order?size=-1 answers it', async () => {
    const m = await memberWithCart()
    const [first] = (await cartOf(server.baseUrl, m.auth)).list
    const r = await call(server.baseUrl, 'PUT', '/order/clear', { auth: m.auth, body: { idList: [first?.id] } })
    expect(r.status).toBe(200)
    const cart = (r.body.data as { cart: unknown }).cart
    expect(cart).toEqual(await cartOf(server.baseUrl, m.auth))
    expect((cart as { list: unknown[] }).list).toHaveLength(2)

    const rest = await call(server.baseUrl, 'PUT', '/order/clear', { auth: m.auth, en: true })
    expect((rest.body.data as { cart: unknown }).cart).toEqual(await cartOf(server.baseUrl, m.auth, { en: true }))
    expect((rest.body.data as { cart: { list: unknown[]; total: number } }).cart).toMatchObject({ list: [], total: 0 })
  })
})
