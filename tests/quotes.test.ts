import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseYuan } from '../src/domain/cart/money'
import type { MailDelivery, Order, Product } from '../src/payload-types'
import { addCartLine } from '../src/server/cart/add-cart-line'
import { expireQuotes } from '../src/server/orders/expire-quotes'
import { orderSmsKey, sendOrderSms } from '../src/server/orders/order-sms'
import { manualClock, setClock } from '../src/services/clock'
import { readOutbox } from '../src/services/outbox'
import { freshPhone } from './setup/accounts'
import { call, pickProducts } from './setup/cart-helpers'
import { staffTokens } from './setup/leads'
import { orderMailRows, patchOrder, readOrder, sentTwiceCounts as sentTwiceCountsOf } from './setup/order-helpers'
import { getJson, startServer } from './setup/server'

/**
 * Issue 21, quotes: a checkout with an inquiry item (or from a buyer outside mainland China) is a quote request;
 * sales price every line in the back office (yuan typed, fen stored) with a lead time and a validity date and send
 * the quote; the member accepts it (a normal order with the quoted total) or declines it; the `expire-quotes` job
 * expires it after its validity day. Every quote move by every role; the quote mails and the shipped SMS exactly
 * once per transition however often their jobs run. Runs on SQLite and PostgreSQL (scripts/test.mjs).
 */
const HEADER = 'x-test-country'
let server: Awaited<ReturnType<typeof startServer>>
let tokens: { admin: string; sales: string; editor: string }
let priced: Product
let inquiry: Product
let savedHeader: string | undefined

beforeAll(async () => {
  savedHeader = process.env.GEO_COUNTRY_HEADER
  process.env.GEO_COUNTRY_HEADER = HEADER
  server = await startServer()
  tokens = await staffTokens(server, 'quotes')
  ;({ priced, inquiry } = await pickProducts(server.payload))
})
afterAll(async () => {
  if (savedHeader === undefined) delete process.env.GEO_COUNTRY_HEADER
  else process.env.GEO_COUNTRY_HEADER = savedHeader
  await server?.close()
})
afterEach(() => setClock(null))

const checkout = {
  address: {
    recipient: '赵六',
    phone: '13600136000',
    province: '上海市',
    city: '上海市',
    district: '浦东新区',
    street: '张江路 1 号',
  },
  invoice: { type: 'none' },
  termsAccepted: true,
}

let serial = 0
async function newMember(options: { areaCode?: string; phone?: boolean } = {}) {
  serial += 1
  const { createMemberSession } = await import('../src/auth/member-sessions')
  const area = options.areaCode
    ? (
        await server.payload.find({
          collection: 'areas',
          where: { code: { equals: options.areaCode } },
          limit: 1,
          overrideAccess: true,
        })
      ).docs[0]?.id
    : undefined
  const member = await server.payload.create({
    collection: 'members',
    data: {
      email: `quotes.${process.pid}.${Date.now()}.${serial}@example.com`,
      name: '询价客户',
      // freshPhone's counter is shared with every file of the run (one process): a number of its own format here
      // could repeat one an earlier file gave a member (members.phone is unique).
      ...(options.phone ? { phone: freshPhone() } : {}),
      ...(area ? { area } : {}),
    },
    overrideAccess: true,
  })
  return {
    id: member.id,
    email: member.email,
    phone: member.phone,
    auth: `Bearer ${await createMemberSession(server.payload, member.id)}`,
  }
}
type Member = Awaited<ReturnType<typeof newMember>>

const inquirySize = () => inquiry.sizes?.find((s) => typeof s.priceFen !== 'number')?.size as string
const pricedSize = () => priced.sizes?.[0] as { size: string; priceFen: number }

/** The member's cart settled through the site's API; `country` is the visitor's (trusted header). */
async function settle(
  member: Member,
  lines: { product: Product; size: string; count: number }[],
  en = false,
  country = 'CN',
) {
  for (const l of lines) {
    await addCartLine({ memberId: member.id, productId: l.product.id, size: l.size, count: l.count }, server)
  }
  const r = await call(server.baseUrl, 'PUT', '/order/clear', {
    auth: member.auth,
    en,
    body: { checkout },
    headers: { 'idempotency-key': `quotes-${member.id}-${serial}`, [HEADER]: country },
  })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return read((r.body.data as { orderId: number }).orderId)
}

const read = (id: number) => readOrder(server.payload, id)

const patch = (auth: string, id: number, data: Record<string, unknown>, language?: string) =>
  patchOrder(server.baseUrl, auth, id, data, language)

const answer = (member: Member, id: number, what: 'accept' | 'decline' | 'cancel', en = false) =>
  call(server.baseUrl, 'PUT', what === 'cancel' ? `/order/cancel/${id}` : `/order/quote/${what}/${id}`, {
    auth: member.auth,
    en,
  })

/** A validity date `days` from now (the day the admin's date picker stores). */
const validIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

const rowsOf = (id: number, transition: string) => orderMailRows(server.payload, id, transition)

const sentTwiceCounts = (rows: MailDelivery[]) => sentTwiceCountsOf(server.payload, rows)

/** Staff price every line at `fen` (the money field sends fen) and set the lead time and validity. */
function priceAll(order: Order, fen: number | ((line: NonNullable<Order['lines']>[number]) => number)) {
  return (order.lines ?? []).map((l) => ({ id: l.id, unitPriceFen: typeof fen === 'number' ? fen : fen(l) }))
}

describe('the quote flow', () => {
  it('an inquiry item is quoted by sales at ¥900.00 (90000 fen), accepted by the member and becomes an order', async () => {
    const member = await newMember()
    const order = await settle(member, [
      { product: inquiry, size: inquirySize(), count: 2 },
      { product: priced, size: pricedSize().size, count: 1 },
    ])
    expect(order).toMatchObject({ status: 'quote_requested', quote: { reason: 'inquiry' }, inquiry: true })
    expect(order.timeline?.map((e) => [e.status, e.byRole])).toEqual([['quote_requested', 'member']])

    // The request mails the customer (received) and sales (with the admin link), each once.
    const requested = await rowsOf(order.id, 'quote_requested')
    expect(requested.map((r) => [r.audience, r.to === member.email])).toEqual([
      ['customer', true],
      ['sales', false],
    ])
    expect(requested[0]?.subject).toBe(`我们已收到您的询价 ${order.orderNumber}`)
    expect(requested[1]?.subject).toContain('[新询价]')
    expect(requested[1]?.text).toMatch(new RegExp(`https?://[^\\s]+/admin/collections/orders/${order.id}`))
    expect(requested[1]?.text).toContain('含询价产品')
    expect(await sentTwiceCounts(requested)).toEqual([1, 1])
    // No "order received" yet: it is not an order.
    expect(await rowsOf(order.id, 'submitted')).toEqual([])

    // Staff type ¥900.00 in the money field; it sends fen.
    const fen = parseYuan('900.00')
    expect(fen).toBe(90000)
    const inquiryLine = order.lines?.find((l) => l.unitPriceFen === null) as NonNullable<Order['lines']>[number]
    const prices = priceAll(order, (l) => (l.id === inquiryLine.id ? (fen as number) : (l.unitPriceFen as number)))

    // Sending the quote without a validity date is refused, in the staff's language, and changes nothing.
    const incomplete = await patch(tokens.sales, order.id, { status: 'quoted', lines: prices })
    expect(incomplete.status).toBe(400)
    expect(JSON.stringify(incomplete.body)).toContain('发送报价须为每一行填写单价，并填写报价有效期')
    expect((await read(order.id)).status).toBe('quote_requested')
    const noPrice = await patch(tokens.sales, order.id, { status: 'quoted', quote: { validUntil: validIn(7) } }, 'en')
    expect(noPrice.status).toBe(400)
    expect(JSON.stringify(noPrice.body)).toContain(
      'Sending a quote needs a unit price on every line and a validity date',
    )

    // An editor may not price; sales save the prices, lead time and validity first, then send.
    expect((await patch(tokens.editor, order.id, { lines: prices })).status).toBe(403)
    const saved = await patch(tokens.sales, order.id, {
      lines: prices,
      quote: { leadTime: '2 周', validUntil: validIn(7) },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const priced900 = await read(order.id)
    expect(priced900.lines?.find((l) => l.id === inquiryLine.id)?.unitPriceFen).toBe(90000)
    expect(priced900.lines?.find((l) => l.id === inquiryLine.id)?.subtotalFen).toBe(180000)
    expect(priced900.status).toBe('quote_requested')

    const sent = await patch(tokens.sales, order.id, { status: 'quoted' })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const quoted = await read(order.id)
    const total = 180000 + pricedSize().priceFen
    expect(quoted).toMatchObject({ status: 'quoted', totalFen: total, inquiry: false })
    expect(quoted.timeline?.at(-1)).toMatchObject({ status: 'quoted', byRole: 'sales' })

    // Once sent, the prices are what the customer accepts: a later change is ignored.
    await patch(tokens.admin, order.id, { lines: priceAll(quoted, 1), quote: { leadTime: 'x' } })
    expect((await read(order.id)).lines?.map((l) => l.unitPriceFen)).toEqual(quoted.lines?.map((l) => l.unitPriceFen))
    expect((await read(order.id)).quote?.leadTime).toBe('2 周')

    // The quote-ready mail: prices, lead time, validity and the absolute link to the order in the user centre.
    const ready = await rowsOf(order.id, 'quoted')
    expect(ready.map((r) => r.audience)).toEqual(['customer'])
    expect(ready[0]?.subject).toBe(`您的询价 ${order.orderNumber} 已报价`)
    expect(ready[0]?.text).toContain('¥900.00')
    expect(ready[0]?.text).toContain(
      `报价合计：¥${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    )
    expect(ready[0]?.text).toContain('货期：2 周')
    expect(ready[0]?.text).toMatch(new RegExp(`https?://[^\\s]+/order-list#order-${order.orderNumber}`))
    expect(await sentTwiceCounts(ready)).toEqual([1])

    // The owner reads the quote; another member gets a 404.
    const view = await call(server.baseUrl, 'GET', `/order/quote/${order.id}`, { auth: member.auth })
    expect(view.status).toBe(200)
    expect(view.body.data).toMatchObject({
      status: 'quoted',
      sent: true,
      canAnswer: true,
      leadTime: '2 周',
      totalFen: total,
    })
    expect((view.body.data as { lines: { unitPrice: string }[] }).lines.map((l) => l.unitPrice)).toContain('¥900.00')
    const stranger = await newMember()
    expect((await call(server.baseUrl, 'GET', `/order/quote/${order.id}`, { auth: stranger.auth })).status).toBe(404)
    expect((await answer(stranger, order.id, 'accept')).status).toBe(404)
    expect((await read(order.id)).status).toBe('quoted')
    // The list shows the quote with its prices.
    const list = await call(server.baseUrl, 'GET', '/order/list', { auth: member.auth })
    const listed = (list.body.data as { list: { id: number; totalPrice: string; quote: { canAnswer: boolean } }[] })
      .list
    expect(listed[0]).toMatchObject({ id: order.id, quote: { canAnswer: true } })

    // Accepting makes it a normal order with the quoted total; asking again changes nothing.
    const accepted = await answer(member, order.id, 'accept')
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(accepted.body.msg).toBe('您已接受报价，订单已提交')
    expect((await answer(member, order.id, 'accept')).status).toBe(200)
    const placed = await read(order.id)
    expect(placed).toMatchObject({ status: 'submitted', totalFen: total, inquiry: false })
    expect(placed.timeline?.map((e) => [e.status, e.byRole])).toEqual([
      ['quote_requested', 'member'],
      ['quoted', 'sales'],
      ['submitted', 'member'],
    ])
    // Now an order: received (customer) and new order (sales), once; declining is too late.
    expect((await rowsOf(order.id, 'submitted')).map((r) => r.audience)).toEqual(['customer', 'sales'])
    const late = await answer(member, order.id, 'decline', true)
    expect(late.status).toBe(409)
    expect(late.body.msg).toContain('Submitted')
    // Staff go on as with any order.
    expect((await patch(tokens.sales, order.id, { status: 'confirmed' })).status).toBe(200)
  })

  it('the member declines a quote: final, and accepting afterwards is refused in the member’s language', async () => {
    const member = await newMember()
    const order = await settle(member, [{ product: inquiry, size: inquirySize(), count: 1 }], true)
    expect(order.locale).toBe('en')
    const r = await patch(tokens.admin, order.id, {
      status: 'quoted',
      lines: priceAll(order, 12345),
      quote: { leadTime: '3 days', validUntil: validIn(3) },
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect((await rowsOf(order.id, 'quoted'))[0]?.subject).toBe(`Your quote ${order.orderNumber} is ready`)
    const declined = await answer(member, order.id, 'decline', true)
    expect(declined.status).toBe(200)
    expect(declined.body.msg).toBe('You declined the quote')
    expect((await answer(member, order.id, 'decline', true)).status).toBe(200)
    const after = await read(order.id)
    expect(after.status).toBe('quote_declined')
    expect(after.timeline?.filter((e) => e.status === 'quote_declined')).toHaveLength(1)
    const accept = await answer(member, order.id, 'accept', true)
    expect(accept.status).toBe(409)
    expect(accept.body.msg).toContain('Quote declined')
    expect((await patch(tokens.sales, order.id, { status: 'confirmed' })).status).toBe(409)
  })

  it('expires by the expire-quotes job after its validity day (Shanghai); accepting then is refused', async () => {
    const member = await newMember()
    const order = await settle(member, [{ product: inquiry, size: inquirySize(), count: 1 }])
    const validUntil = validIn(1)
    expect(
      (await patch(tokens.sales, order.id, { status: 'quoted', lines: priceAll(order, 5000), quote: { validUntil } }))
        .status,
    ).toBe(200)
    // Still valid: the job leaves it.
    expect(await expireQuotes(server.payload)).toBe(0)

    // Two days on: past the validity day. Accepting is refused even before the job ran.
    const later = manualClock(Date.now() + 2 * 86_400_000)
    setClock(later)
    const refused = await answer(member, order.id, 'accept')
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('报价有效期已过，不能再发送或接受此报价')
    const view = await call(server.baseUrl, 'GET', `/order/quote/${order.id}`, { auth: member.auth })
    expect(view.body.data).toMatchObject({ expired: true, canAnswer: false })

    // The scheduled task, run by the runner twice (a second runner, a retry): one expiry.
    for (let i = 0; i < 2; i++) {
      const job = await server.payload.jobs.queue({ task: 'expire-quotes', input: {} } as never)
      await server.payload.jobs.run({ allQueues: true, where: { id: { equals: job.id } }, silent: true } as never)
    }
    const expired = await read(order.id)
    expect(expired.status).toBe('quote_expired')
    expect(expired.timeline?.filter((e) => e.status === 'quote_expired').map((e) => [e.byRole, e.by])).toEqual([
      ['system', 'expire-quotes'],
    ])
    expect((await answer(member, order.id, 'accept')).status).toBe(409)
  })

  it('a buyer outside mainland China (by the visitor’s country or the member’s area) requests a quote', async () => {
    const abroad = await settle(await newMember(), [{ product: priced, size: pricedSize().size, count: 1 }], true, 'DE')
    expect(abroad).toMatchObject({ status: 'quote_requested', quote: { reason: 'region' }, inquiry: false })
    const hongKong = await settle(await newMember({ areaCode: '81' }), [
      { product: priced, size: pricedSize().size, count: 1 },
    ])
    expect(hongKong).toMatchObject({ status: 'quote_requested', quote: { reason: 'region' } })
    const home = await settle(await newMember(), [{ product: priced, size: pricedSize().size, count: 1 }])
    expect(home).toMatchObject({ status: 'submitted' })
    expect(home.quote?.reason ?? null).toBeNull()
    // Sales read why.
    expect((await rowsOf(abroad.id, 'quote_requested'))[1]?.text).toContain('中国大陆以外的客户')
  })
})

/**
 * Every move from every quote status to every status, by every role, through the paths each role has: staff via
 * the back office's REST API, the member via accept, decline and cancel. Written out here, not read from the
 * machine. The server's own move (quoted → quote_expired) is the job's, tested above.
 */
const ALL = [
  'quote_requested',
  'quoted',
  'quote_declined',
  'quote_expired',
  'submitted',
  'confirmed',
  'awaiting_payment',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const
const QUOTE_STAGE = ['quote_requested', 'quoted', 'quote_declined', 'quote_expired'] as const
const STAFF_ALLOWED = new Set(['quote_requested>quoted', 'quote_requested>cancelled', 'quoted>cancelled'])

describe('every quote move by every role', () => {
  let member: Member
  beforeAll(async () => {
    member = await newMember()
  })
  let n = 0
  /** A priced, valid quote order of `member` already in `status` (created directly: a creation is not a move). */
  async function quoteIn(status: (typeof ALL)[number]): Promise<Order> {
    n += 1
    return server.payload.create({
      collection: 'orders',
      data: {
        orderNumber: `QT${process.pid}${Date.now()}${n}`,
        member: member.id,
        status,
        quote: { reason: 'inquiry', leadTime: '1 周', validUntil: validIn(5) },
        lines: [{ catalogNumber: 'Q-1', productName: 'Quote protein', size: '1 mg', count: 2, unitPriceFen: 90000 }],
        totalFen: 180000,
      },
      overrideAccess: true,
    })
  }

  it.each(['sales', 'admin'] as const)('%s: sends a quote and cancels (with a reason); nothing else', async (role) => {
    const outcomes: string[] = []
    for (const from of QUOTE_STAGE) {
      for (const to of ALL.filter((s) => s !== from)) {
        const key = `${from}>${to}`
        const order = await quoteIn(from)
        const r = await patch(tokens[role], order.id, {
          status: to,
          cancelReason: 'customer asked',
          shipment: { carrier: '顺丰', trackingNumber: 'SF1' },
        })
        const after = await read(order.id)
        if (STAFF_ALLOWED.has(key)) {
          if (r.status !== 200 || after.status !== to) outcomes.push(`${key} refused ${r.status}`)
          expect([after.timeline?.at(-1)?.status, after.timeline?.at(-1)?.byRole], key).toEqual([to, role])
        } else if (![400, 403, 409].includes(r.status) || after.status !== from)
          outcomes.push(`${key} allowed ${r.status}`)
      }
    }
    // And into the quote stage from an order: never.
    for (const to of QUOTE_STAGE) {
      const order = await quoteIn('submitted')
      const r = await patch(tokens[role], order.id, { status: to })
      if (r.status === 200 || (await read(order.id)).status !== 'submitted') outcomes.push(`submitted>${to} allowed`)
    }
    expect(outcomes).toEqual([])
  })

  it('editor: no quote move at all, and no pricing', async () => {
    for (const from of QUOTE_STAGE) {
      for (const to of ALL.filter((s) => s !== from)) {
        const order = await quoteIn(from)
        const r = await patch(tokens.editor, order.id, { status: to, cancelReason: 'x' })
        expect(r.status, `${from}>${to}`).toBe(403)
        expect((await read(order.id)).status).toBe(from)
      }
    }
  })

  it('member: accepts or declines a quote sent, cancels a request; nothing else, and never through the back office', async () => {
    const allowed = new Set(['quoted>accept', 'quoted>decline', 'quote_requested>cancel'])
    const target = { accept: 'submitted', decline: 'quote_declined', cancel: 'cancelled' } as const
    for (const from of QUOTE_STAGE) {
      for (const what of ['accept', 'decline', 'cancel'] as const) {
        const order = await quoteIn(from)
        const r = await answer(member, order.id, what)
        const after = await read(order.id)
        if (from === 'quote_declined' && what === 'decline') {
          // Declining a declined quote again answers as the first time (idempotent) and changes nothing.
          expect([r.status, after.status, after.timeline?.length]).toEqual([200, from, order.timeline?.length])
        } else if (allowed.has(`${from}>${what}`)) {
          expect([r.status, after.status], `${from}>${what}`).toEqual([200, target[what]])
          expect(after.timeline?.at(-1)?.byRole).toBe('member')
        } else {
          expect([400, 403, 409], `${from}>${what} ${r.status}`).toContain(r.status)
          expect(after.status, `${from}>${what}`).toBe(from)
        }
      }
    }
    const order = await quoteIn('quoted')
    const rest = await getJson(server.baseUrl, `/api/cms/orders/${order.id}`, {
      method: 'PATCH',
      headers: { authorization: member.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'submitted' }),
    })
    expect([401, 403]).toContain(rest.status)
    expect((await read(order.id)).status).toBe('quoted')
  })
})

describe('the shipped SMS', () => {
  const smsWithKey = async (key: string) => (await readOutbox('sms')).filter((l) => l.key === key)

  async function shippedOrder(en: boolean) {
    const member = await newMember({ phone: true })
    const order = await settle(member, [{ product: priced, size: pricedSize().size, count: 1 }], en)
    for (const status of ['confirmed', 'awaiting_payment', 'paid']) {
      expect((await patch(tokens.sales, order.id, { status })).status).toBe(200)
    }
    const r = await patch(tokens.sales, order.id, {
      status: 'shipped',
      shipment: { carrier: 'SF Express', trackingNumber: `SF${order.id}77` },
    })
    expect(r.status).toBe(200)
    return { member, order: await read(order.id) }
  }

  it('goes out once per order and transition, in the customer’s language, however often its job runs', async () => {
    const { member, order } = await shippedOrder(false)
    const key = orderSmsKey(order, 'shipped')
    // The job the shipment queued, run; the task run twice more (a second runner, a retry); a second job for the
    // same move (a worker restarted before it recorded the first as done), run too.
    // This order's jobs only (other files' shipments, order-status.test.ts, leave send-sms jobs nobody ran, and a
    // run takes the oldest ten), one after another as the worker runs them on SQLite (src/server/jobs/runner.ts):
    // Payload's default runs the batch's jobs at once, and on a loaded machine their transactions outwaited SQLite's
    // write lock.
    const runSmsJobs = async () => {
      const queued = await server.payload.find({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: 'send-sms' } }, { completedAt: { exists: false } }] },
        pagination: false,
        limit: 0,
        depth: 0,
        overrideAccess: true,
      })
      const ids = queued.docs
        .filter((job) => (job.input as { orderId?: number })?.orderId === order.id)
        .map((j) => j.id)
      await server.payload.jobs.run({
        allQueues: true,
        where: { id: { in: ids } },
        sequential: true,
        silent: true,
      } as never)
    }
    await runSmsJobs()
    // The shipment queued its job: running it sent the SMS.
    expect(await smsWithKey(key)).toHaveLength(1)
    await sendOrderSms(server.payload, order.id, 'shipped')
    await sendOrderSms(server.payload, order.id, 'shipped')
    await server.payload.jobs.queue({ task: 'send-sms', input: { orderId: order.id, transition: 'shipped' } } as never)
    await runSmsJobs()
    const lines = await smsWithKey(key)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ to: member.phone })
    expect(lines[0]?.text).toBe(`【订单发货】您的订单 ${order.orderNumber} 已发货：SF Express SF${order.id}77`)

    const english = await shippedOrder(true)
    await sendOrderSms(server.payload, english.order.id, 'shipped')
    const en = await smsWithKey(orderSmsKey(english.order, 'shipped'))
    expect(en).toHaveLength(1)
    expect(en[0]?.text).toContain(`Your order ${english.order.orderNumber} has shipped`)
  })

  it('is not sent for an order that has not shipped, nor to a member without a mobile number', async () => {
    const withPhone = await newMember({ phone: true })
    const order = await settle(withPhone, [{ product: priced, size: pricedSize().size, count: 1 }])
    expect(await sendOrderSms(server.payload, order.id, 'shipped')).toBe('not-now')
    expect(await smsWithKey(orderSmsKey(order, 'shipped'))).toEqual([])
  })
})
