import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../src/payload-types'
import { call, newMember } from './setup/cart-helpers'
import { staffTokens } from './setup/leads'
import { patchOrder, readOrder } from './setup/order-helpers'
import { startServer } from './setup/server'

/**
 * Issue 21, statuses: every move between every two statuses, by every role, through the paths each role really
 * has: staff (sales, admin, editor) through the back office's REST API (/api/cms), the member through the
 * site's cancel (PUT /api/v1/order/cancel/{id}) and, refused, the back office's API. What is allowed is
 * written out here, not read from the status machine. Runs on SQLite and PostgreSQL (scripts/test.mjs).
 */
const STATUSES = ['submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled'] as const
type Status = (typeof STATUSES)[number]
const STAFF_ALLOWED = new Set([
  'submitted>confirmed',
  'confirmed>awaiting_payment',
  'awaiting_payment>paid',
  'paid>shipped',
  'shipped>delivered',
  'submitted>cancelled',
  'confirmed>cancelled',
  'awaiting_payment>cancelled',
  'paid>cancelled',
])

let server: Awaited<ReturnType<typeof startServer>>
let tokens: { admin: string; sales: string; editor: string }
let member: { id: number; auth: string }
let other: { id: number; auth: string }

beforeAll(async () => {
  server = await startServer()
  tokens = await staffTokens(server, 'order-status')
  member = await newMember(server.payload, 'order-status')
  other = await newMember(server.payload, 'order-status-other')
})
afterAll(async () => {
  await server?.close()
})

let serial = 0
/** An order of `member` already in `status` (created directly: a creation is not a move). */
async function orderIn(status: Status, owner = member): Promise<Order> {
  serial += 1
  return server.payload.create({
    collection: 'orders',
    data: {
      orderNumber: `ST${process.pid}${Date.now()}${serial}`,
      member: owner.id,
      status,
      lines: [{ catalogNumber: 'T-1', productName: 'Test protein', size: '10 μg', count: 1, unitPriceFen: 90000 }],
      totalFen: 90000,
    },
    overrideAccess: true,
  })
}

const read = (id: number) => readOrder(server.payload, id)

const patch = (auth: string, id: number, data: Record<string, unknown>, language?: string) =>
  patchOrder(server.baseUrl, auth, id, data, language)

/** Everything a move may need: a reason (for staff cancelling) and a shipment (for shipping). */
const details = {
  cancelReason: 'out of stock',
  shipment: { carrier: '顺丰', trackingNumber: 'SF1001', coldChainNote: 'dry ice' },
}

const memberCancel = (auth: string, id: number, en = false) =>
  call(server.baseUrl, 'PUT', `/order/cancel/${id}`, { auth, en, headers: { 'x-forwarded-for': '203.0.113.77' } })

describe('every move by every staff role, through the back office', () => {
  const cases = STATUSES.flatMap((from) =>
    STATUSES.filter((to) => to !== from).map((to) => ({ from, to, key: `${from}>${to}` })),
  )

  it.each(['sales', 'admin'] as const)('%s: the forward steps and cancellation up to payment only', async (role) => {
    const outcomes: string[] = []
    for (const { from, to, key } of cases) {
      const order = await orderIn(from)
      const r = await patch(tokens[role], order.id, { status: to, ...details })
      const after = await read(order.id)
      if (STAFF_ALLOWED.has(key)) {
        if (r.status !== 200 || after.status !== to) outcomes.push(`${key} refused ${r.status}`)
        const last = after.timeline?.at(-1)
        expect([last?.status, last?.byRole], key).toEqual([to, role])
      } else {
        if (![403, 409, 400].includes(r.status) || after.status !== from) outcomes.push(`${key} allowed ${r.status}`)
        expect(after.timeline?.length, key).toBe(1)
      }
    }
    expect(outcomes).toEqual([])
  })

  it('editor: no move at all', async () => {
    for (const { from, to, key } of cases) {
      const order = await orderIn(from)
      const r = await patch(tokens.editor, order.id, { status: to, ...details })
      expect(r.status, key).toBe(403)
      expect((await read(order.id)).status, key).toBe(from)
    }
  })
})

describe('the member', () => {
  it('cancels its own order while it is submitted, and the timeline says so', async () => {
    const order = await orderIn('submitted')
    const r = await memberCancel(member.auth, order.id)
    expect(r.status).toBe(200)
    expect(r.body.msg).toBe('订单已取消')
    const after = await read(order.id)
    expect(after.status).toBe('cancelled')
    expect(after.timeline?.map((e) => [e.status, e.byRole])).toEqual([
      ['submitted', 'system'],
      ['cancelled', 'member'],
    ])
  })

  it.each(['confirmed', 'awaiting_payment', 'paid', 'shipped'] as const)(
    'cannot cancel once the order is %s: a 409 in its language',
    async (from) => {
      const order = await orderIn(from)
      const cn = await memberCancel(member.auth, order.id)
      expect([cn.status, cn.body.msg]).toEqual([409, '订单已确认，不能再自行取消；如需取消请联系我们'])
      const en = await memberCancel(member.auth, order.id, true)
      expect(en.status).toBe(409)
      expect(en.body.msg).toContain('can no longer be cancelled')
      expect((await read(order.id)).status).toBe(from)
    },
  )

  it('cannot cancel a delivered order; cancelling a cancelled one again changes nothing', async () => {
    const delivered = await orderIn('delivered')
    expect((await memberCancel(member.auth, delivered.id)).status).toBe(409)
    expect((await read(delivered.id)).status).toBe('delivered')
    const cancelled = await orderIn('cancelled')
    expect((await memberCancel(member.auth, cancelled.id)).status).toBe(200)
    expect((await read(cancelled.id)).timeline?.length).toBe(1)
  })

  it("cannot cancel another member's order (404) nor move any order through the back office", async () => {
    const theirs = await orderIn('submitted', other)
    expect((await memberCancel(member.auth, theirs.id)).status).toBe(404)
    expect((await memberCancel(member.auth, 999999999)).status).toBe(404)
    expect((await read(theirs.id)).status).toBe('submitted')
    const mine = await orderIn('submitted')
    for (const to of STATUSES.filter((s) => s !== 'submitted')) {
      expect([401, 403], to).toContain((await patch(member.auth, mine.id, { status: to, ...details })).status)
    }
    expect((await read(mine.id)).status).toBe('submitted')
  })

  it('must be logged in to cancel', async () => {
    const order = await orderIn('submitted')
    expect((await call(server.baseUrl, 'PUT', `/order/cancel/${order.id}`)).status).toBe(401)
  })
})

describe('what a move needs', () => {
  it('staff cancel only with a reason, in the admin language', async () => {
    const order = await orderIn('confirmed')
    const zh = await patch(tokens.sales, order.id, { status: 'cancelled' })
    expect(zh.status).toBe(400)
    expect(JSON.stringify(zh.body)).toContain('取消订单须填写取消原因')
    const en = await patch(tokens.sales, order.id, { status: 'cancelled' }, 'en')
    expect(JSON.stringify(en.body)).toContain('Cancelling an order needs a reason')
    expect((await read(order.id)).status).toBe('confirmed')
    expect((await patch(tokens.sales, order.id, { status: 'cancelled', cancelReason: '客户撤单' })).status).toBe(200)
    expect((await read(order.id)).timeline?.at(-1)).toMatchObject({ status: 'cancelled', note: '客户撤单' })
  })

  it('staff ship only with carrier and tracking number; the lot per line is kept, the prices are not changed', async () => {
    const order = await orderIn('paid')
    const refused = await patch(tokens.sales, order.id, { status: 'shipped', shipment: { carrier: '顺丰' } }, 'en')
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('needs the carrier and the tracking number')
    const line = order.lines?.[0]
    const r = await patch(tokens.sales, order.id, {
      status: 'shipped',
      shipment: { carrier: '顺丰', trackingNumber: 'SF778899', coldChainNote: '干冰' },
      lines: [{ ...line, lotNumber: 'LOT-2026-01', unitPriceFen: 1, count: 99 }],
    })
    expect(r.status).toBe(200)
    const after = await read(order.id)
    expect(after.shipment).toMatchObject({ carrier: '顺丰', trackingNumber: 'SF778899', coldChainNote: '干冰' })
    expect(after.lines?.map((l) => [l.lotNumber, l.unitPriceFen, l.count])).toEqual([['LOT-2026-01', 90000, 1]])
    expect(after.timeline?.at(-1)).toMatchObject({ status: 'shipped', byRole: 'sales', note: '顺丰 SF778899' })
  })

  it('a refused move names the statuses: never back, never a skipped step', async () => {
    const order = await orderIn('shipped')
    const back = await patch(tokens.admin, order.id, { status: 'confirmed' }, 'en')
    expect(back.status).toBe(409)
    expect(JSON.stringify(back.body)).toContain('An order cannot move from Shipped to Confirmed; allowed: Delivered')
    const skip = await patch(tokens.admin, (await orderIn('submitted')).id, { status: 'paid' })
    expect(skip.status).toBe(409)
    expect(JSON.stringify(skip.body)).toContain('订单状态不能从「已提交」改为「已付款」')
  })

  it('the whole path leaves a timeline with a time and an author per step; staff cannot write it', async () => {
    const order = await orderIn('submitted')
    for (const to of ['confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered']) {
      const r = await patch(tokens.sales, order.id, { status: to, ...details, timeline: [] })
      expect(r.status, to).toBe(200)
    }
    const after = await read(order.id)
    const timeline = after.timeline ?? []
    expect(timeline.map((e) => e.status)).toEqual([
      'submitted',
      'confirmed',
      'awaiting_payment',
      'paid',
      'shipped',
      'delivered',
    ])
    const times = timeline.map((e) => Date.parse(e.at))
    expect(times.every((t, i) => Number.isFinite(t) && (i === 0 || t >= (times[i - 1] as number)))).toBe(true)
    expect(timeline.slice(1).every((e) => e.by?.startsWith('sales-order-status'))).toBe(true)
  })
})
