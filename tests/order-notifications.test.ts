import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailDelivery, Product } from '../src/payload-types'
import { addCartLine } from '../src/server/cart/add-cart-line'
import { queueOrderMails } from '../src/server/orders/order-notifications'
import { call, pickProducts } from './setup/cart-helpers'
import { staffTokens } from './setup/leads'
import { orderMailRows, sentTwiceCounts as sentTwiceCountsOf } from './setup/order-helpers'
import { getJson, startServer } from './setup/server'

/**
 * Issue 21, notifications: each move of an order queues its mails in the move's own transaction, keyed by order
 * id + transition, in the language the order was placed in: order received (customer) and new order (sales, with
 * an absolute link into the back office), confirmed, shipped (carrier and tracking number), cancelled (reason).
 * Sending them twice (a second runner, a worker restarted mid-batch) writes each mail once; queueing a
 * transition again adds nothing. Runs on SQLite and PostgreSQL.
 */
let server: Awaited<ReturnType<typeof startServer>>
let priced: Product
let sales: string

beforeAll(async () => {
  server = await startServer()
  ;({ priced } = await pickProducts(server.payload))
  sales = (await staffTokens(server, 'order-mail')).sales
})
afterAll(async () => {
  await server?.close()
})

const checkout = {
  address: {
    recipient: '王五',
    phone: '13700137000',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    street: '科技园 1 号',
  },
  invoice: { type: 'none' },
  poNumber: 'PO-MAIL-1',
  termsAccepted: true,
}

let serial = 0
async function placedOrder(en = false) {
  serial += 1
  const { createMemberSession } = await import('../src/auth/member-sessions')
  const email = `order-mail.${process.pid}.${Date.now()}.${serial}@example.com`
  const member = await server.payload.create({
    collection: 'members',
    data: { email, name: '客户' },
    overrideAccess: true,
  })
  const auth = `Bearer ${await createMemberSession(server.payload, member.id)}`
  await addCartLine(
    { memberId: member.id, productId: priced.id, size: priced.sizes?.[0]?.size as string, count: 1 },
    server,
  )
  const r = await call(server.baseUrl, 'PUT', '/order/clear', {
    auth,
    en,
    body: { checkout },
    headers: { 'idempotency-key': `order-mail-${member.id}-${serial}` },
  })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  const id = (r.body.data as { orderId: number }).orderId
  return { id, email }
}

const rowsOf = (id: number, transition: string) => orderMailRows(server.payload, id, transition)

const move = (id: number, data: Record<string, unknown>) =>
  getJson(server.baseUrl, `/api/cms/orders/${id}`, {
    method: 'PATCH',
    headers: { authorization: sales, 'content-type': 'application/json' },
    body: JSON.stringify(data),
  })

const sentTwiceCounts = (rows: MailDelivery[]) => sentTwiceCountsOf(server.payload, rows)

describe('order notifications', () => {
  it('a new order mails the customer (received) and sales (with an absolute admin link), each once', async () => {
    const { id, email } = await placedOrder()
    const rows = await rowsOf(id, 'submitted')
    expect(rows.map((r) => [r.audience, r.to === email])).toEqual([
      ['customer', true],
      ['sales', false],
    ])
    const order = await server.payload.findByID({ collection: 'orders', id, overrideAccess: true })
    expect(rows[0]?.subject).toBe(`我们已收到您的订单 ${order.orderNumber}`)
    expect(rows[1]?.text).toMatch(new RegExp(`https?://[^\\s]+/admin/collections/orders/${id}`))
    expect(rows[1]?.text).toContain('PO-MAIL-1')
    expect(await sentTwiceCounts(rows)).toEqual([1, 1])
  })

  it('confirmed, shipped (with tracking) and cancelled each mail the customer once; other moves mail nobody', async () => {
    const { id } = await placedOrder()
    expect((await move(id, { status: 'confirmed' })).status).toBe(200)
    expect((await move(id, { status: 'awaiting_payment' })).status).toBe(200)
    expect((await move(id, { status: 'paid' })).status).toBe(200)
    const shipment = { carrier: '顺丰冷链', trackingNumber: 'SF9900112233', coldChainNote: '干冰运输' }
    expect((await move(id, { status: 'shipped', shipment })).status).toBe(200)
    expect((await rowsOf(id, 'confirmed')).map((r) => r.audience)).toEqual(['customer'])
    for (const silent of ['awaiting_payment', 'paid']) expect(await rowsOf(id, silent)).toEqual([])
    const shipped = await rowsOf(id, 'shipped')
    expect(shipped).toHaveLength(1)
    expect(shipped[0]?.text).toContain('顺丰冷链，运单号 SF9900112233')
    expect(shipped[0]?.text).toContain('干冰运输')
    expect(await sentTwiceCounts(shipped)).toEqual([1])

    const other = await placedOrder()
    expect((await move(other.id, { status: 'cancelled', cancelReason: '客户重复下单' })).status).toBe(200)
    const cancelled = await rowsOf(other.id, 'cancelled')
    expect(cancelled.map((r) => r.text.includes('客户重复下单'))).toEqual([true])
  })

  it('queueing a transition again adds nothing (order id + transition is the key)', async () => {
    const { id } = await placedOrder()
    const order = await server.payload.findByID({ collection: 'orders', id, overrideAccess: true })
    const before = (await rowsOf(id, 'submitted')).length
    const req = { payload: server.payload } as Parameters<typeof queueOrderMails>[3]
    expect(await queueOrderMails(server.payload, order, 'submitted', req)).toEqual([])
    expect((await rowsOf(id, 'submitted')).length).toBe(before)
  })

  it("an order with a deleted order's id (SQLite reuses it) still mails: the old order's rows do not count", async () => {
    const { id } = await placedOrder()
    const order = await server.payload.findByID({ collection: 'orders', id, overrideAccess: true })
    // What a deleted order of the same id left: its confirmed mail, queued an hour before this order was placed.
    const anHourBefore = new Date(Date.parse(order.createdAt) - 3_600_000).toISOString()
    const leftover = await server.payload.create({
      collection: 'mail-deliveries',
      data: {
        submissionCollection: 'orders',
        submissionId: `${id}:confirmed`,
        audience: 'customer',
        to: 'former.customer@example.com',
        subject: 'deleted order',
        text: 'deleted order',
        status: 'sent',
        attempts: 1,
        nextAttemptAt: anHourBefore,
        createdAt: anHourBefore,
      } as never,
      overrideAccess: true,
    })
    expect(Date.parse(leftover.createdAt)).toBeLessThan(Date.parse(order.createdAt))
    expect((await move(id, { status: 'confirmed' })).status).toBe(200)
    const rows = (await rowsOf(id, 'confirmed')).filter((r) => r.id !== leftover.id)
    expect(rows.map((r) => r.audience)).toEqual(['customer'])
    expect(rows[0]?.to).not.toBe('former.customer@example.com')
  })

  it('an order placed in English is notified in English', async () => {
    const { id } = await placedOrder(true)
    const rows = await rowsOf(id, 'submitted')
    const order = await server.payload.findByID({ collection: 'orders', id, overrideAccess: true })
    expect(order.locale).toBe('en')
    expect(rows.find((r) => r.audience === 'customer')?.subject).toBe(
      `We have received your order ${order.orderNumber}`,
    )
    // Sales read Chinese whatever the customer's language.
    expect(rows.find((r) => r.audience === 'sales')?.subject).toContain('[新订单]')
  })
})
