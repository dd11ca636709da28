import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MailDelivery, Order, Product } from '../src/payload-types'
import { addCartLine } from '../src/server/cart/add-cart-line'
import { mailMessageId } from '../src/server/notifications/mail-queue'
import { orderSmsKey } from '../src/server/orders/order-sms'
import { call, pickProducts } from './setup/cart-helpers'
import { type Child, killChildren, startChild } from './setup/child-process'
import { staffTokens } from './setup/leads'
import { orderMailRows } from './setup/order-helpers'
import { mailOutboxKeys, outboxFileLines } from './setup/outbox-keys'
import { getJson, startServer } from './setup/server'

/**
 * Issue 21, "notifications sent exactly once per transition across a worker restart", with a REAL worker process
 * (`npm run worker`, scripts/worker.ts) that is killed and started again while the orders move. The test process
 * moves the orders through the site's APIs (it runs no jobs); the worker sends what the moves queued (ADR 0023)
 * into a local outbox of its own. tests/fault/send-gate.ts (preloaded into the worker) stops it at one message:
 * - kill -9 mid-batch (a dozen moves queued), at a mail whose move committed and which the worker claimed, before
 *   it reached the provider;
 * - kill -9 after the provider wrote the shipped mail, before the worker recorded it (and the same for the
 *   shipped SMS, whose job is then run again);
 * - SIGTERM mid-batch (exit 0, nothing it claimed left half-sent);
 * then a worker drains the rest. Every transition's mails (order received + sales, quote received + sales, quote
 * ready, confirmed, shipped, cancelled) and the shipped SMS are in the outbox exactly once, none lost, in the
 * language the order was placed in. Runs on SQLite and PostgreSQL.
 */
let server: Awaited<ReturnType<typeof startServer>>
let sales: string
let priced: Product
let inquiry: Product
let outboxDir: string
const figures: string[] = []

beforeAll(async () => {
  server = await startServer()
  sales = (await staffTokens(server, 'notify-worker')).sales
  ;({ priced, inquiry } = await pickProducts(server.payload))
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'order-notify-outbox-'))
})
afterEach(() => killChildren())
afterAll(async () => {
  killChildren()
  console.log(`[order-notifications-worker] ${server?.payload.db.name}\n${figures.join('\n')}`)
  await server?.close()
  fs.rmSync(outboxDir, { recursive: true, force: true })
})

const startWorker = (gate?: { at: 'before' | 'after'; key: string }) =>
  startChild('scripts/worker.ts', {
    outboxDir,
    preload: gate ? ['tests/fault/send-gate.ts'] : [],
    env: gate ? { SEND_GATE_AT: gate.at, SEND_GATE_KEY: gate.key } : {},
  })

async function killed(worker: Child) {
  worker.process.kill('SIGKILL')
  expect((await worker.exited).signal).toBe('SIGKILL')
}

// ---- orders and their moves, through the site's APIs ----------------------------------------------------------

type Locale = 'cn' | 'en'
interface Placed {
  order: Order
  locale: Locale
  auth: string
}
/** What each order's moves must have notified: its transitions in order. */
const notified = new Map<number, { placed: Placed; transitions: string[]; sms: boolean }>()

const checkout = {
  address: {
    recipient: '孙七',
    phone: '13500135000',
    province: '北京市',
    city: '北京市',
    district: '海淀区',
    street: '中关村大街 1 号',
  },
  invoice: { type: 'none' },
  termsAccepted: true,
}

let serial = 0
/** A member (with a mobile number, for the shipped SMS) checks out one line: an order, or a quote request. */
async function place(locale: Locale, quote = false): Promise<Placed> {
  serial += 1
  const { createMemberSession } = await import('../src/auth/member-sessions')
  const member = await server.payload.create({
    collection: 'members',
    data: {
      email: `notify-worker.${process.pid}.${Date.now()}.${serial}@example.com`,
      name: '通知客户',
      phone: `137${String(process.pid).slice(-4).padStart(4, '0')}${String(serial).padStart(4, '0')}`,
    },
    overrideAccess: true,
  })
  const product = quote ? inquiry : priced
  const size = quote
    ? (inquiry.sizes?.find((s) => typeof s.priceFen !== 'number')?.size as string)
    : (priced.sizes?.[0]?.size as string)
  await addCartLine({ memberId: member.id, productId: product.id, size, count: 1 }, server)
  const auth = `Bearer ${await createMemberSession(server.payload, member.id)}`
  const r = await call(server.baseUrl, 'PUT', '/order/clear', {
    auth,
    en: locale === 'en',
    body: { checkout },
    headers: { 'idempotency-key': `notify-worker-${member.id}` },
  })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  const order = await read((r.body.data as { orderId: number }).orderId)
  expect(order.locale).toBe(locale)
  const placed = { order, locale, auth }
  notified.set(order.id, { placed, transitions: [order.status], sms: false })
  return placed
}

const read = (id: number) => server.payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })

const SHIPMENT = { carrier: '顺丰冷链', trackingNumber: 'SF2026112701' }

/** Sales move the order one step (`shipped` with the shipment, `cancelled` with a reason). */
async function move(placed: Placed, status: string, extra: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = { status, ...extra }
  if (status === 'shipped') data.shipment = SHIPMENT
  if (status === 'cancelled') data.cancelReason = '客户要求取消'
  const r = await getJson(server.baseUrl, `/api/cms/orders/${placed.order.id}`, {
    method: 'PATCH',
    headers: { authorization: sales, 'content-type': 'application/json' },
    body: JSON.stringify(data),
  })
  expect(r.status, `${status}: ${JSON.stringify(r.body)}`).toBe(200)
  record(placed, status)
}

function record(placed: Placed, status: string) {
  const entry = notified.get(placed.order.id)
  entry?.transitions.push(status)
  if (entry && status === 'shipped') entry.sms = true
}

/** A placed order moved by sales from submitted up to `status`. */
async function moveTo(placed: Placed, status: 'confirmed' | 'shipped') {
  const steps = status === 'confirmed' ? ['confirmed'] : ['confirmed', 'awaiting_payment', 'paid', 'shipped']
  for (const step of steps) await move(placed, step)
}

/** Sales price and send the quote; the member accepts it (it becomes a submitted order). */
async function sendQuote(placed: Placed) {
  const lines = (placed.order.lines ?? []).map((l) => ({ id: l.id, unitPriceFen: 90000 }))
  const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString()
  await move(placed, 'quoted', { lines, quote: { leadTime: '2 周', validUntil } })
}
async function acceptQuote(placed: Placed) {
  const r = await call(server.baseUrl, 'PUT', `/order/quote/accept/${placed.order.id}`, {
    auth: placed.auth,
    en: placed.locale === 'en',
  })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  record(placed, 'submitted')
}
/** The member cancels an order nobody confirmed yet. */
async function cancelByMember(placed: Placed) {
  const r = await call(server.baseUrl, 'PUT', `/order/cancel/${placed.order.id}`, {
    auth: placed.auth,
    en: placed.locale === 'en',
  })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  record(placed, 'cancelled')
}

// ---- what was queued and what reached the outbox ---------------------------------------------------------------

const rowsOf = (id: number, transition: string) => orderMailRows(server.payload, id, transition)

async function customerRow(placed: Placed, transition: string): Promise<MailDelivery> {
  const row = (await rowsOf(placed.order.id, transition)).find((r) => r.audience === 'customer')
  if (!row) throw new Error(`order ${placed.order.id} has no ${transition} mail`)
  return row
}

/** Every mail row of the orders of this test. */
async function allRows(): Promise<MailDelivery[]> {
  const found = await server.payload.find({
    collection: 'mail-deliveries',
    where: {
      and: [
        { submissionCollection: { equals: 'orders' } },
        { submissionId: { in: [...notified].flatMap(([id, n]) => n.transitions.map((t) => `${id}:${t}`)) } },
      ],
    },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

const smsKeys = () => [...notified.values()].filter((n) => n.sms).map((n) => orderSmsKey(n.placed.order, 'shipped'))

const mailLines = () => outboxFileLines(outboxDir, 'mail').length

/** Polls until every mail row of the test's orders is `sent` and every shipped SMS is in the outbox. */
async function drained(ms = 45_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const rows = await allRows()
    const sms = mailOutboxKeys(outboxDir, 'sms')
    const done = rows.every((r) => r.status === 'sent') && smsKeys().every((k) => sms.has(k))
    if (done || Date.now() > deadline) return rows
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The customer's subject of each transition, as the customer reads it. */
const SUBJECTS: Record<Locale, Record<string, string>> = {
  cn: {
    submitted: '我们已收到您的订单 {n}',
    confirmed: '订单 {n} 已确认',
    shipped: '订单 {n} 已发货',
    cancelled: '订单 {n} 已取消',
    quote_requested: '我们已收到您的询价 {n}',
    quoted: '您的询价 {n} 已报价',
  },
  en: {
    submitted: 'We have received your order {n}',
    confirmed: 'Order {n} confirmed',
    shipped: 'Order {n} shipped',
    cancelled: 'Order {n} cancelled',
    quote_requested: 'We have received your quote request {n}',
    quoted: 'Your quote {n} is ready',
  },
}
const SMS_TEXT: Record<Locale, string> = {
  cn: '【订单发货】您的订单 {n} 已发货：顺丰冷链 SF2026112701',
  en: 'Your order {n} has shipped: 顺丰冷链 SF2026112701',
}
/** The mails a transition sends: the customer's, and for a new order or quote request also sales'. */
const SILENT = new Set(['awaiting_payment', 'paid'])
const audiences = (t: string) =>
  SILENT.has(t) ? [] : t === 'submitted' || t === 'quote_requested' ? ['customer', 'sales'] : ['customer']

// ---- the run ------------------------------------------------------------------------------------------------------

let a: Placed
let quote: Placed

describe('order notifications on a real worker that is killed and restarted (issue 21)', () => {
  it('kill -9 mid-batch, at a mail its move committed and the worker claimed but did not send yet', async () => {
    // No worker runs: the moves queue their mails and jobs (a dozen jobs, sent oldest first).
    a = await place('cn')
    await moveTo(a, 'confirmed')
    quote = await place('en', true)
    await sendQuote(quote)
    const batch = [await place('cn'), await place('en'), await place('cn'), await place('en')]
    await moveTo(batch[0] as Placed, 'confirmed')
    await moveTo(batch[1] as Placed, 'confirmed')
    await cancelByMember(batch[2] as Placed)
    await moveTo(batch[3] as Placed, 'confirmed')
    await move(batch[3] as Placed, 'cancelled')
    const key = mailMessageId(await customerRow(batch[1] as Placed, 'confirmed'))

    const worker = await startWorker({ at: 'before', key })
    await worker.waitForLine(/^GATE before mail /)
    // Claimed (leased to the worker), its job held, and not written.
    expect((await customerRow(batch[1] as Placed, 'confirmed')).status).toBe('sending')
    const held = await server.payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'send-mail' } }, { processing: { equals: true } }] },
      overrideAccess: true,
    })
    expect(held.totalDocs).toBeGreaterThan(0)
    expect(mailOutboxKeys(outboxDir).has(key)).toBe(false)
    await killed(worker)
    const rows = await allRows()
    figures.push(
      `SIGKILL at a claimed mail: ${rows.filter((r) => r.status === 'sent').length} of ${rows.length} mails sent, ` +
        `${rows.filter((r) => r.status === 'sending').length} claimed`,
    )
  }, 90_000)

  it('kill -9 after the provider wrote the shipped mail, then after it wrote the shipped SMS, before the worker recorded either', async () => {
    await acceptQuote(quote)
    await move(a, 'awaiting_payment')
    await move(a, 'paid')
    await move(a, 'shipped')
    const mailKey = mailMessageId(await customerRow(a, 'shipped'))
    const first = await startWorker({ at: 'after', key: mailKey })
    await first.waitForLine(/^GATE after mail /)
    expect(mailOutboxKeys(outboxDir).get(mailKey)).toBe(1)
    expect((await customerRow(a, 'shipped')).status).toBe('sending')
    await killed(first)

    // Another order's shipment, queued now: the worker above may have sent the first one's SMS (PostgreSQL runs a
    // batch's jobs side by side), this one waits for the next worker.
    const b = await place('en')
    await moveTo(b, 'shipped')
    const smsKey = orderSmsKey(b.order, 'shipped')
    const second = await startWorker({ at: 'after', key: smsKey })
    await second.waitForLine(/^GATE after sms /)
    expect(mailOutboxKeys(outboxDir, 'sms').get(smsKey)).toBe(1)
    // The SMS job is still held by the dead worker: the next one runs it again.
    const held = await server.payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'send-sms' } }, { completedAt: { exists: false } }] },
      overrideAccess: true,
    })
    expect(held.totalDocs).toBeGreaterThan(0)
    await killed(second)
  }, 90_000)

  it('SIGTERM mid-batch: the worker finishes what it holds and exits 0, nothing half-sent', async () => {
    const more = [await place('en'), await place('cn')]
    for (const placed of more) await moveTo(placed, 'shipped')
    const before = mailLines()
    const spawned = new Date()
    const worker = await startWorker()
    // Polled, not timed: stopped once it wrote its first mail.
    const deadline = Date.now() + 30_000
    while (mailLines() < before + 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5))
    const signalled = Date.now()
    worker.process.kill('SIGTERM')
    const exit = await worker.exited
    expect(exit.code).toBe(0)
    const rows = await allRows()
    figures.push(
      `SIGTERM: exit 0 after ${exit.at - signalled} ms, ${mailLines() - before} mails written by it, ` +
        `${rows.filter((r) => r.status !== 'sent').length} of ${rows.length} left for the next worker`,
    )
    // Nothing it claimed is left half-done (what the killed workers held may still wait for its lease).
    const mine = (r: { updatedAt: string }) => Date.parse(r.updatedAt) >= spawned.getTime()
    expect(rows.filter((r) => r.status === 'sending' && mine(r)).map((r) => r.id)).toEqual([])
    const processing = await server.payload.count({
      collection: 'payload-jobs',
      where: { and: [{ processing: { equals: true } }, { updatedAt: { greater_than_equal: spawned.toISOString() } }] },
      overrideAccess: true,
    })
    expect(processing.totalDocs).toBe(0)
  }, 60_000)

  it('a last worker drains the rest: every transition notified exactly once, none lost, in the customer’s language', async () => {
    const started = Date.now()
    const worker = await startWorker()
    const rows = await drained()
    figures.push(
      `drained ${rows.length} mails and ${smsKeys().length} SMS of ${notified.size} orders ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s after the last start`,
    )
    const mail = new Map(outboxFileLines(outboxDir, 'mail').map((l) => [l.key as string, l]))
    const mailCounts = mailOutboxKeys(outboxDir)
    for (const [id, { placed, transitions }] of notified) {
      for (const transition of transitions) {
        const found = await rowsOf(id, transition)
        expect(
          found.map((r) => r.audience),
          `${id}:${transition}`,
        ).toEqual(audiences(transition))
        for (const row of found) {
          expect(row.status, `${id}:${transition} ${row.audience}`).toBe('sent')
          expect(mailCounts.get(mailMessageId(row)), `${id}:${transition} ${row.audience}`).toBe(1)
        }
        const customer = found.find((r) => r.audience === 'customer')
        if (customer) {
          const written = mail.get(mailMessageId(customer))
          expect(written?.subject).toBe(SUBJECTS[placed.locale][transition]?.replace('{n}', placed.order.orderNumber))
          expect(written?.to).toBe(customer.to)
        }
      }
    }
    // The shipped SMS: once per shipped order, in the order's language; nothing in either outbox twice.
    const sms = outboxFileLines(outboxDir, 'sms')
    for (const { placed, sms: shipped } of notified.values()) {
      if (!shipped) continue
      const lines = sms.filter((l) => l.key === orderSmsKey(placed.order, 'shipped'))
      expect(lines.map((l) => l.text)).toEqual([SMS_TEXT[placed.locale].replace('{n}', placed.order.orderNumber)])
    }
    expect([...mailCounts].filter(([, n]) => n !== 1)).toEqual([])
    expect([...mailOutboxKeys(outboxDir, 'sms')].filter(([, n]) => n !== 1)).toEqual([])
    worker.process.kill('SIGTERM')
    expect((await worker.exited).code).toBe(0)
  }, 90_000)
})
