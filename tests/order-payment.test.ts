import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderDetailView } from '../src/lib/data/orders'
import type { Order } from '../src/payload-types'
import { demoBankTransfer } from '../src/seed/data/bank-transfer'
import { call, newMember } from './setup/cart-helpers'
import { freshIp, staffTokens } from './setup/leads'
import { createOrder, patchOrder } from './setup/order-helpers'
import { pdfText } from './setup/pdf-text'
import { getJson, startServer } from './setup/server'
import { gif, pdf, png, webp } from './setup/upload-fixtures'

/**
 * Issue 21, "awaiting payment (bank-transfer details shown; payment proof upload)": while staff have an order
 * awaiting payment, its member sees the site settings' bank account with the order number and the amount due (the
 * order page's API and the pro-forma invoice), and uploads a payment proof (PDF, JPG or PNG) with
 * POST /api/v1/order/payment-proof/{id}: attached to the order, on its timeline, sales told once by mail. Any other
 * status, another member, a wrong type or size is refused with a localized 4xx; the proof is downloaded by its
 * member and by staff only. Orders are moved by staff through the back office's API, as in production. Runs on
 * SQLite and PostgreSQL.
 */
let server: Awaited<ReturnType<typeof startServer>>
let tokens: { admin: string; sales: string; editor: string }
let owner: { id: number; auth: string }
let other: { id: number; auth: string }
const tag = `PAY${process.pid}${Date.now() % 100000}`
/** The amount due of `createOrder`'s order (1,396,050 fen). */
const TOTAL = '¥13,960.50'

const patch = (id: number, data: Record<string, unknown>) => patchOrder(server.baseUrl, tokens.sales, id, data)

/** An order of `member` that staff moved through `steps` (each one status forward). */
async function orderAt(steps: string[], member = owner.id): Promise<Order> {
  const order = await createOrder(server.payload, tag, member)
  for (const status of steps) {
    const r = await patch(order.id, status === 'cancelled' ? { status, cancelReason: '测试' } : { status })
    if (r.status !== 200) throw new Error(`move to ${status}: ${r.status} ${JSON.stringify(r.body)}`)
  }
  return order
}

const awaitingOrder = () => orderAt(['confirmed', 'awaiting_payment'])

function sendProof(
  orderId: number,
  bytes: Uint8Array | string,
  options: { name?: string; type?: string; auth?: string | null; en?: boolean; headers?: Record<string, string> } = {},
) {
  const form = new FormData()
  const body = typeof bytes === 'string' ? bytes : Buffer.from(bytes)
  form.append('file', new Blob([body], { type: options.type ?? 'application/pdf' }), options.name ?? 'proof.pdf')
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp(), ...options.headers }
  const auth = options.auth === undefined ? owner.auth : options.auth
  if (auth) headers.authorization = auth
  return getJson(server.baseUrl, `${options.en ? '/en' : ''}/api/v1/order/payment-proof/${orderId}`, {
    method: 'POST',
    headers,
    body: form,
  })
}

type Payment = NonNullable<OrderDetailView['payment']>
type Detail = {
  payment: Payment | null
  timeline: { status: string; event: string | null; statusText: string }[]
}

async function detail(id: number, en = false): Promise<Detail> {
  const r = await call(server.baseUrl, 'GET', `/order/detail/${id}`, { auth: owner.auth, en })
  expect(r.status).toBe(200)
  return r.body.data as Detail
}

async function proofMails(id: number) {
  const found = await server.payload.find({
    collection: 'mail-deliveries',
    where: {
      and: [{ submissionCollection: { equals: 'orders' } }, { submissionId: { equals: `${id}:payment_proof` } }],
    },
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

const proofCount = async () =>
  (
    await server.payload.count({
      collection: 'private-files',
      where: { purpose: { equals: 'payment-proof' } },
      overrideAccess: true,
    })
  ).totalDocs

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 }) // each upload from its own address (per-address limits)
  tokens = await staffTokens(server, 'order-payment')
  owner = await newMember(server.payload, 'order-payment')
  other = await newMember(server.payload, 'order-payment-other')
}, 120_000)

afterAll(async () => {
  await server?.close()
})

describe('bank-transfer details', () => {
  it('shows the account, the order number and the amount due only while the order awaits payment', async () => {
    const awaiting = await awaitingOrder()
    const cn = (await detail(awaiting.id)).payment
    expect(cn).toEqual({
      awaiting: true,
      bankTransfer: demoBankTransfer.cn,
      orderNumber: awaiting.orderNumber,
      amountDue: TOTAL,
      proof: null,
      mayUploadProof: true,
    })
    expect((await detail(awaiting.id, true)).payment?.bankTransfer).toEqual(demoBankTransfer.en)

    for (const steps of [[], ['confirmed'], ['confirmed', 'awaiting_payment', 'paid']]) {
      const order = await orderAt(steps)
      expect((await detail(order.id)).payment, steps.join(' → ') || 'submitted').toBeNull()
    }
  })

  it('prints them on the pro-forma invoice of an order awaiting payment, not on a confirmed one', async () => {
    const awaiting = await awaitingOrder()
    const confirmed = await orderAt(['confirmed'])
    const text = async (id: number, lang: string) => {
      const res = await fetch(`${server.baseUrl}/api/v1/order/document/${id}?kind=proforma&lang=${lang}`, {
        headers: { authorization: owner.auth, 'x-forwarded-for': freshIp() },
      })
      expect(res.status).toBe(200)
      // Compared without white space: the PDF wraps long values.
      return (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, '')
    }
    const bare = (s: string) => s.replace(/\s+/g, '')
    const cn = await text(awaiting.id, 'cn')
    for (const s of ['银行转账付款', demoBankTransfer.cn.payee, demoBankTransfer.cn.accountNumber, TOTAL])
      expect(cn).toContain(bare(s))
    const en = await text(awaiting.id, 'en')
    for (const s of ['Payment by bank transfer', demoBankTransfer.en.bank, 'Amount due']) expect(en).toContain(bare(s))
    expect(await text(confirmed.id, 'cn')).not.toContain(bare(demoBankTransfer.cn.accountNumber))
  })

  it('are site settings only staff read through the back-office API, and only admins change', async () => {
    const read = async (auth?: string) =>
      getJson(server.baseUrl, '/api/cms/globals/site-config?locale=cn', {
        headers: auth ? { authorization: auth } : {},
      })
    const asEditor = await read(tokens.editor)
    expect((asEditor.body as unknown as { bankTransfer?: unknown }).bankTransfer).toMatchObject({
      accountNumber: demoBankTransfer.cn.accountNumber,
    })
    const anonymous = await read()
    expect(JSON.stringify(anonymous.body)).not.toContain(demoBankTransfer.cn.accountNumber)
    const edit = (auth: string) =>
      getJson(server.baseUrl, '/api/cms/globals/site-config?locale=cn', {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ bankTransfer: { accountNumber: '6222 0000 EDITOR' } }),
      })
    const stored = async () =>
      (await server.payload.findGlobal({ slug: 'site-config', depth: 0, overrideAccess: true })).bankTransfer
        ?.accountNumber
    await edit(tokens.editor)
    expect(await stored()).toBe(demoBankTransfer.cn.accountNumber)
    expect((await edit(tokens.admin)).status).toBe(200)
    expect(await stored()).toBe('6222 0000 EDITOR')
    await server.payload.updateGlobal({
      slug: 'site-config',
      data: { bankTransfer: { accountNumber: demoBankTransfer.cn.accountNumber } },
      overrideAccess: true,
    })
  })
})

describe('POST /order/payment-proof/{id}', () => {
  it('takes the owner’s PDF while awaiting payment: attached, on the timeline, sales told once', async () => {
    const order = await awaitingOrder()
    const r = await sendProof(order.id, pdf(), { name: '转账回单.pdf' })
    expect([r.status, r.body.msg]).toEqual([200, '付款凭证已上传'])
    expect(r.body.data).toMatchObject({ name: '转账回单.pdf', mimeType: 'application/pdf' })

    const d = await detail(order.id)
    expect(d.payment?.proof?.name).toBe('转账回单.pdf')
    expect(d.payment?.mayUploadProof).toBe(true)
    const last = d.timeline.at(-1)
    expect([last?.status, last?.event, last?.statusText]).toEqual([
      'awaiting_payment',
      'payment_proof',
      '已上传付款凭证',
    ])
    expect((await detail(order.id, true)).timeline.at(-1)?.statusText).toBe('Payment proof uploaded')

    const mails = await proofMails(order.id)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.audience).toBe('sales')
    expect(mails[0]?.subject).toBe(`付款凭证已收到：订单 ${order.orderNumber}`)
    expect(mails[0]?.text).toMatch(new RegExp(`https?://[^\\s]+/admin/collections/orders/${order.id}`))
    expect(mails[0]?.text).toContain(TOTAL)

    // A second proof (a PNG screenshot) replaces the one shown; the timeline has both uploads, sales one mail.
    const again = await sendProof(order.id, await png(), { name: 'screenshot.png', type: 'image/png', en: true })
    expect([again.status, again.body.msg]).toEqual([200, 'Payment proof uploaded'])
    const after = await detail(order.id)
    expect(after.payment?.proof?.name).toBe('screenshot.png')
    expect(after.timeline.filter((e) => e.event === 'payment_proof')).toHaveLength(2)
    expect(await proofMails(order.id)).toHaveLength(1)

    // Staff see it on the order in the back office and mark the order paid; the member still sees its proof.
    const staffView = await getJson(server.baseUrl, `/api/cms/orders/${order.id}?depth=0`, {
      headers: { authorization: tokens.sales },
    })
    expect(typeof (staffView.body as unknown as Order).paymentProof).toBe('number')
    expect((await patch(order.id, { status: 'paid' })).status).toBe(200)
    const paid = await detail(order.id)
    expect(paid.payment).toMatchObject({ awaiting: false, bankTransfer: null, mayUploadProof: false })
    expect(paid.payment?.proof?.name).toBe('screenshot.png')
  })

  it('refuses a proof at any other status with a localized 409', async () => {
    for (const steps of [[], ['confirmed'], ['confirmed', 'awaiting_payment', 'paid'], ['cancelled']]) {
      const order = await orderAt(steps)
      const before = await proofCount()
      const cn = await sendProof(order.id, pdf())
      expect([cn.status, cn.body.code, cn.body.msg], steps.join(' → ')).toEqual([
        409,
        'E0409',
        '只有待付款的订单可以上传付款凭证',
      ])
      const en = await sendProof(order.id, pdf(), { en: true })
      expect(en.body.msg).toBe('A payment proof can only be uploaded while the order awaits payment')
      expect(await proofCount()).toBe(before)
    }
  })

  it("answers another member's order as an unknown one (404), nobody with 401", async () => {
    const order = await awaitingOrder()
    const theirs = await sendProof(order.id, pdf(), { auth: other.auth })
    const unknown = await sendProof(2147483000, pdf(), { auth: other.auth })
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual(unknown.body)
    expect(theirs.body.msg).toBe('订单不存在')
    const malformed = await sendProof(Number.NaN, pdf(), { en: true })
    expect([malformed.status, malformed.body.msg]).toEqual([404, 'Order not found'])
    const anonymous = await sendProof(order.id, pdf(), { auth: null, en: true })
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'E0401'])
    // Staff use the back office; the upload is the member's.
    expect((await sendProof(order.id, pdf(), { auth: tokens.sales })).status).toBe(401)
    const crossSite = await sendProof(order.id, pdf(), { headers: { origin: 'https://evil.example' } })
    expect(crossSite.status).toBe(403)
    expect((await detail(order.id)).payment?.proof).toBeNull()
  })

  it('refuses other file types and oversized files (localized), storing nothing', async () => {
    const order = await awaitingOrder()
    const before = await proofCount()
    const html = '<html><script>alert(1)</script></html>'
    for (const [bytes, name, type] of [
      [html, 'proof.pdf', 'application/pdf'],
      [await gif(), 'proof.gif', 'image/gif'],
      [await webp(), 'proof.webp', 'image/webp'],
    ] as const) {
      const r = await sendProof(order.id, bytes, { name, type, en: true })
      expect([r.status, r.body.msg], name).toEqual([415, 'Only a PDF file or a JPG or PNG image is accepted'])
    }
    const cn = await sendProof(order.id, await gif(), { name: 'proof.gif', type: 'image/gif' })
    expect([cn.status, cn.body.msg]).toEqual([415, '仅支持 PDF 文件或 JPG、PNG 图片'])
    const big = new Uint8Array(11 * 1024 * 1024)
    big.set(new TextEncoder().encode('%PDF-1.4\n'))
    const tooLarge = await sendProof(order.id, big, { name: 'big.pdf' })
    expect([tooLarge.status, tooLarge.body.msg]).toEqual([413, '文件过大（最大 10 MB）'])
    // An image proof has the image cap, and its message says so.
    const bigImage = new Uint8Array(6 * 1024 * 1024)
    bigImage.set(await png())
    const imageTooLarge = await sendProof(order.id, bigImage, { name: 'big.png', type: 'image/png', en: true })
    expect([imageTooLarge.status, imageTooLarge.body.msg]).toEqual([413, 'The file is too large (at most 5 MB)'])
    const notMultipart = await getJson(server.baseUrl, `/api/v1/order/payment-proof/${order.id}`, {
      method: 'POST',
      headers: { authorization: owner.auth, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: '{}',
    })
    expect(notMultipart.status).toBe(415)
    expect(await proofCount()).toBe(before)
    expect((await detail(order.id)).payment?.proof).toBeNull()
  })
})

describe('GET /order/payment-proof/{id}', () => {
  it('serves the proof to its member and staff as an attachment, to nobody else', async () => {
    const order = await awaitingOrder()
    const bytes = pdf()
    expect((await sendProof(order.id, bytes, { name: 'proof.pdf' })).status).toBe(200)
    const get = (headers: Record<string, string>, id = order.id) =>
      fetch(`${server.baseUrl}/api/v1/order/payment-proof/${id}`, { headers })
    const mine = await get({ authorization: owner.auth })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('application/pdf')
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await mine.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
    for (const staff of [tokens.sales, tokens.admin]) expect((await get({ authorization: staff })).status).toBe(200)
    expect((await get({ authorization: tokens.editor })).status).toBe(404)
    expect((await get({ authorization: other.auth })).status).toBe(404)
    expect((await get({})).status).toBe(401)
    const none = await orderAt(['confirmed', 'awaiting_payment'])
    const missing = await call(server.baseUrl, 'GET', `/order/payment-proof/${none.id}`, { auth: owner.auth, en: true })
    expect([missing.status, missing.body.msg]).toEqual([404, 'This order has no payment proof'])
  })

  it('is never set or changed by staff through the back-office API', async () => {
    const order = await awaitingOrder()
    const file = await server.payload.find({
      collection: 'private-files',
      where: { purpose: { equals: 'payment-proof' } },
      limit: 1,
      overrideAccess: true,
    })
    const r = await patch(order.id, { paymentProof: file.docs[0]?.id })
    expect(r.status).toBe(200)
    const after = await server.payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    expect(after.paymentProof ?? null).toBeNull()
    expect(after.timeline?.some((e) => e.event)).toBe(false)
  })
})
