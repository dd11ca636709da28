import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { INBOX_KINDS } from '../src/domain/leads/inbox'
import { overdueOrdersWhere } from '../src/domain/orders/reply-clock'
import type { Order } from '../src/payload-types'
import { settleMailDeliveries } from '../src/server/notifications/mail-queue'
import { manualClock, setClock } from '../src/services/clock'
import { readOutbox } from '../src/services/outbox'
import { call, newMember } from './setup/cart-helpers'
import { staffTokens } from './setup/leads'
import { getJson, startServer } from './setup/server'

/**
 * Issue 21: orders sit in the back office with the inbox's 24-hour reply clock and overdue flag (computed from the
 * status and the time the order became submitted: a quote request's clock starts when the member accepts the
 * quote), and a staff reply to any inbox item reaches its customer by mail.
 */
let server: Awaited<ReturnType<typeof startServer>>
let tokens: { admin: string; sales: string; editor: string }
let member: { id: number; auth: string }
const HOUR = 3_600_000

beforeAll(async () => {
  server = await startServer()
  tokens = await staffTokens(server, 'reply-clock')
  member = await newMember(server.payload, 'reply-clock')
})
afterEach(() => setClock(null))
afterAll(async () => {
  setClock(null)
  await settleMailDeliveries()
  await server?.close()
})

let serial = 0
async function newOrder(): Promise<Order> {
  serial += 1
  return server.payload.create({
    collection: 'orders',
    data: {
      orderNumber: `RC${process.pid}${Date.now()}${serial}`,
      member: member.id,
      status: 'submitted',
      lines: [{ catalogNumber: 'T-1', productName: 'Test protein', size: '10 μg', count: 1, unitPriceFen: 90000 }],
      totalFen: 90000,
    },
    overrideAccess: true,
  })
}

const cms = (auth: string, path: string, init: RequestInit = {}, language = 'en') =>
  getJson(server.baseUrl, `/api/cms${path}`, {
    ...init,
    headers: { authorization: auth, 'content-type': 'application/json', 'accept-language': language },
  })

type Clocked = { replyTimeLeft?: string; overdue?: boolean; answeredAt?: string | null }

describe('orders keep the 24-hour reply clock', () => {
  it('an order still submitted after 24 hours is overdue; one staff confirmed or cancelled is answered', async () => {
    const waiting = await newOrder()
    const confirmed = await newOrder()
    const cancelled = await newOrder()
    expect(
      (await cms(tokens.sales, `/orders/${confirmed.id}`, { method: 'PATCH', body: '{"status":"confirmed"}' })).status,
    ).toBe(200)
    const cancel = await cms(tokens.sales, `/orders/${cancelled.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'cancelled', cancelReason: 'out of stock' }),
    })
    expect(cancel.status).toBe(200)

    const fresh = (await cms(tokens.sales, `/orders/${waiting.id}`)).body as unknown as Clocked
    expect(fresh.overdue).toBe(false)
    expect(fresh.replyTimeLeft).toMatch(/^2[34] h \d+ min left$/)

    const clock = manualClock(Date.parse(waiting.createdAt) + 25 * HOUR)
    setClock(clock)
    const late = (await cms(tokens.sales, `/orders/${waiting.id}`)).body as unknown as Clocked
    expect(late).toMatchObject({ overdue: true, answeredAt: null })
    expect(late.replyTimeLeft).toMatch(/^overdue by 1 h \d+ min$/)
    const lateZh = (await cms(tokens.sales, `/orders/${waiting.id}`, {}, 'zh')).body as unknown as Clocked
    expect(lateZh.replyTimeLeft).toMatch(/^已超时 1 小时 \d+ 分$/)
    for (const id of [confirmed.id, cancelled.id]) {
      const answered = (await cms(tokens.sales, `/orders/${id}`)).body as unknown as Clocked
      expect(answered).toMatchObject({ overdue: false, replyTimeLeft: '—' })
      expect(Date.parse(answered.answeredAt ?? '')).toBeGreaterThanOrEqual(Date.parse(waiting.createdAt))
    }

    // The list's overdue filter (and the dashboard's count) find the waiting order only.
    const { docs } = await server.payload.find({
      collection: 'orders',
      where: overdueOrdersWhere(clock.now()),
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const ids = docs.map((d) => d.id)
    expect(ids).toContain(waiting.id)
    expect(ids).not.toContain(confirmed.id)
    expect(ids).not.toContain(cancelled.id)
  })

  it('an old quote accepted by the member starts its clock at the acceptance: not overdue then, overdue 24 h later', async () => {
    const created = await server.payload.create({
      collection: 'orders',
      data: {
        orderNumber: `RQ${process.pid}${Date.now()}`,
        member: member.id,
        status: 'quoted',
        quote: { reason: 'inquiry', validUntil: new Date(Date.now() + 30 * 24 * HOUR).toISOString() },
        lines: [{ catalogNumber: 'T-2', productName: 'Quoted protein', size: '1 mg', count: 1, unitPriceFen: 500000 }],
        totalFen: 500000,
      },
      overrideAccess: true,
    })
    const overdueIds = async (at: number) =>
      (
        await server.payload.find({
          collection: 'orders',
          where: overdueOrdersWhere(at),
          limit: 0,
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs.map((d) => d.id)

    // Three days after the request the member accepts the quote: a new order, with a full day to answer it.
    const acceptedAt = Date.parse(created.createdAt) + 72 * HOUR
    setClock(manualClock(acceptedAt))
    const accepted = await call(server.baseUrl, 'PUT', `/order/quote/accept/${created.id}`, { auth: member.auth })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    const fresh = (await cms(tokens.sales, `/orders/${created.id}`)).body as unknown as Clocked & Order
    expect(fresh).toMatchObject({ status: 'submitted', overdue: false, answeredAt: null })
    expect(fresh.replyTimeLeft).toMatch(/^2[34] h \d+ min left$/)
    expect(Date.parse(fresh.submittedAt ?? '')).toBe(acceptedAt)
    expect(await overdueIds(acceptedAt + HOUR)).not.toContain(created.id)

    // A day after the acceptance it is overdue, in the record, the list filter and the dashboard's count alike.
    const late = manualClock(acceptedAt + 25 * HOUR)
    setClock(late)
    const overdue = (await cms(tokens.sales, `/orders/${created.id}`)).body as unknown as Clocked
    expect(overdue.overdue).toBe(true)
    expect(overdue.replyTimeLeft).toMatch(/^overdue by 1 h \d+ min$/)
    expect(await overdueIds(late.now())).toContain(created.id)
  })

  it('the clock is the back office’s: the customer never reads it', async () => {
    const order = await newOrder()
    const own = await server.payload.findByID({
      collection: 'orders',
      id: order.id,
      depth: 0,
      overrideAccess: false,
      user: { ...(await server.payload.findByID({ collection: 'members', id: member.id })), collection: 'members' },
    } as never)
    expect(own.id).toBe(order.id)
    expect(own).not.toHaveProperty('replyTimeLeft')
    expect(own).not.toHaveProperty('overdue')
  })
})

const customer = {
  name: 'Reply Customer',
  company: 'Example Lab',
  department: 'Biology',
  phone: '13812345678',
}
const LEADS: Record<'enquiries' | 'coa-requests' | 'trial-requests' | 'suggestions', Record<string, unknown>> = {
  enquiries: { ...customer, content: 'Price of IL-6?' },
  'coa-requests': { name: customer.name, catalogNumbers: 'RP001', lotNumber: 'L1', dept: 'Biology' },
  'trial-requests': {
    ...customer,
    sku: 'RP001',
    productName: 'IL-6',
    productApplication: 'ELISA',
    address: '1 Lab Road',
  },
  suggestions: {
    ...customer,
    productName: 'IL-99',
    expressionRange: '1-100',
    quantity: '1 mg',
    purpose: 'assay',
    quality: 'high',
    deliveryTime: '1 month',
    otherRequirements: 'none',
  },
}

describe('a staff reply to an inbox item reaches its customer by mail', () => {
  for (const [kind, fields] of Object.entries(LEADS) as [keyof typeof LEADS, Record<string, unknown>][]) {
    it(`${kind}: once, in the customer’s language, and the item is answered`, async () => {
      const stamp = `${process.pid}-${Date.now()}`
      const email = `reply-${kind}-${stamp}@example.com`
      const doc = await server.payload.create({
        collection: kind,
        data: { ...fields, email, locale: 'en' },
        overrideAccess: true,
      } as never)
      const id = (doc as { id: number }).id
      const body = { kind, id, text: `Dear customer, our answer ${stamp}`, key: `k-${kind}-${stamp}` }
      const r = await getJson(server.baseUrl, '/api/v1/inbox/reply', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: tokens.sales },
        body: JSON.stringify(body),
      })
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      await settleMailDeliveries()
      const mails = (await readOutbox('mail')).filter((m) => m.to === email)
      expect(mails).toHaveLength(1)
      expect(mails[0]?.text).toContain(body.text)
      expect(mails[0]?.subject).toBe(`Re: your ${INBOX_KINDS[kind].en} (no. ${id})`)
      const stored = (await server.payload.findByID({ collection: kind, id, depth: 0, overrideAccess: true })) as {
        inboxStatus?: string
      }
      expect(stored.inboxStatus).toBe('answered')
    })
  }
})
