import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../src/payload-types'
import { call, newMember } from './setup/cart-helpers'
import { staffTokens } from './setup/leads'
import { SHANGHAI_ADDRESS, SPECIAL_VAT_INVOICE } from './setup/order-fixtures'
import { createOrder } from './setup/order-helpers'
import { pdfText } from './setup/pdf-text'
import { getJson, startServer } from './setup/server'

/**
 * Issue 21, the user centre: GET /api/v1/order/list with filters, GET /order/detail/{id} (owner only: another
 * member gets the same 404 as an unknown id, nobody a 401), and the order documents GET /order/document/{id}
 * (pro-forma invoice or quotation, packing list once shipped) as PDFs in both languages, with ETag/304, for the
 * owner and sales. The orders are created directly and moved by staff through the back office's API, as in
 * production. Runs on SQLite and PostgreSQL.
 */
let server: Awaited<ReturnType<typeof startServer>>
let tokens: { admin: string; sales: string; editor: string }
let owner: { id: number; auth: string }
let other: { id: number; auth: string }
let shipped: Order
let submitted: Order
let quote: Order
let old: Order
const tag = `OD${process.pid}${Date.now() % 100000}`
const PO_BYTES = new TextEncoder().encode('%PDF-1.4\n% a purchase order\n%%EOF\n')

/** An order of `member` with two lines, a shipping address, a special invoice, a PO number and remarks. */
function makeOrder(member: number, data: Partial<Order> = {}): Promise<Order> {
  return createOrder(server.payload, tag, member, {
    lines: [
      {
        catalogNumber: `${tag}-CAT`,
        productName: '测试蛋白 OD',
        size: '10 µg',
        count: 2,
        unitPriceFen: 98000,
        subtotalFen: 196000,
      },
      {
        catalogNumber: 'OD-OTHER',
        productName: 'Other',
        size: '1 mg',
        count: 1,
        unitPriceFen: 1200050,
        subtotalFen: 1200050,
      },
    ],
    totalFen: 1396050,
    shippingAddress: SHANGHAI_ADDRESS,
    invoice: SPECIAL_VAT_INVOICE,
    poNumber: `PO-${tag}`,
    remarks: '请周一送达',
    ...data,
  } as Partial<Order>)
}

function patch(id: number, data: Record<string, unknown>) {
  return getJson(server.baseUrl, `/api/cms/orders/${id}`, {
    method: 'PATCH',
    headers: { authorization: tokens.sales, 'content-type': 'application/json' },
    body: JSON.stringify(data),
  })
}

async function document(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}/api/v1${path}`, { headers })
  const bytes = new Uint8Array(await res.arrayBuffer())
  const isPdf = res.headers.get('content-type') === 'application/pdf'
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    text: isPdf ? await pdfText(bytes) : '',
    body: isPdf ? null : (JSON.parse(Buffer.from(bytes).toString('utf8')) as { code: string; msg: string }),
  }
}

beforeAll(async () => {
  server = await startServer()
  tokens = await staffTokens(server, 'order-detail')
  owner = await newMember(server.payload, 'order-detail')
  other = await newMember(server.payload, 'order-detail-other')
  shipped = await makeOrder(owner.id)
  const lines = (shipped.lines ?? []).map((l, i) => ({ ...l, lotNumber: i === 0 ? `LOT-${tag}` : null }))
  for (const step of [
    { status: 'confirmed' },
    { status: 'awaiting_payment' },
    { status: 'paid' },
    {
      status: 'shipped',
      shipment: { carrier: '顺丰', trackingNumber: `SF${tag}`, coldChainNote: '干冰运输' },
      lines,
    },
  ]) {
    const r = await patch(shipped.id, step)
    if (r.status !== 200) throw new Error(`move to ${step.status}: ${r.status} ${JSON.stringify(r.body)}`)
  }
  // A PO file as the checkout leaves it: bytes in the private storage, a claimed private-files record.
  const { fileStorage, storageKey } = await import('../src/services/storage/storage')
  const key = storageKey()
  await fileStorage().put(key, PO_BYTES, 'application/pdf')
  const file = await server.payload.create({
    collection: 'private-files',
    data: {
      fileId: `po${tag}`.toLowerCase().padEnd(32, '0').slice(0, 32),
      storageKey: key,
      purpose: 'paper',
      originalName: '采购单.pdf',
      mimeType: 'application/pdf',
      size: PO_BYTES.byteLength,
      sha256: '0'.repeat(64),
      uploadedAt: new Date().toISOString(),
      claimedAt: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  submitted = await makeOrder(owner.id, {
    poNumber: `PO-SUB-${tag}`,
    invoice: { type: 'none' },
    poFile: file.id,
  } as Partial<Order>)
  quote = await makeOrder(owner.id, {
    inquiry: true,
    totalFen: null,
    lines: [{ catalogNumber: 'OD-Q', productName: 'Quote me', size: '1 mg', count: 1, unitPriceFen: null }],
  })
  old = await makeOrder(owner.id, { createdAt: '2025-03-10T02:00:00.000Z' } as Partial<Order>)
  await makeOrder(other.id, { poNumber: `PO-${tag}` })
}, 120_000)

afterAll(async () => {
  await server?.close()
})

type Detail = {
  orderNumber: string
  status: string
  statusText: string
  lines: { catalogNumber: string; price: string; subtotal: string; lotNumber: string | null }[]
  totalPrice: string
  shippingAddress: { recipient: string } | null
  invoice: { type: string; taxId: string } | null
  poNumber: string
  remarks: string
  shipment: { carrier: string; trackingNumber: string; coldChainNote: string } | null
  timeline: { status: string; statusText: string; at: string; note: string | null }[]
  mayCancel: boolean
  documents: { priceDocument: string; packingList: boolean }
}

describe('GET /order/detail/{id}', () => {
  it('shows the owner its order: lines with yuan and lots, address, invoice, PO, shipment and the timeline', async () => {
    const r = await call(server.baseUrl, 'GET', `/order/detail/${shipped.id}`, { auth: owner.auth })
    expect(r.status).toBe(200)
    const d = r.body.data as Detail
    expect(d.orderNumber).toBe(shipped.orderNumber)
    expect([d.status, d.statusText]).toEqual(['shipped', '已发货'])
    expect(d.lines.map((l) => [l.price, l.subtotal, l.lotNumber])).toEqual([
      ['¥980.00', '¥1,960.00', `LOT-${tag}`],
      ['¥12,000.50', '¥12,000.50', null],
    ])
    expect(d.totalPrice).toBe('¥13,960.50')
    expect(d.shippingAddress?.recipient).toBe('李四')
    expect(d.invoice).toMatchObject({ type: 'special', taxId: '12310000425000000A' })
    expect([d.poNumber, d.remarks]).toEqual([`PO-${tag}`, '请周一送达'])
    expect(d.shipment).toEqual({ carrier: '顺丰', trackingNumber: `SF${tag}`, coldChainNote: '干冰运输' })
    expect(d.timeline.map((e) => e.status)).toEqual(['submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped'])
    expect(d.timeline.at(-1)?.note).toBe(`顺丰 SF${tag}`)
    expect(d.mayCancel).toBe(false)
    expect(d.documents).toEqual({ priceDocument: 'proforma', packingList: true })
    expect(JSON.stringify(d)).not.toMatch(/staffNote|idempotencyKey|byRole/)

    const en = await call(server.baseUrl, 'GET', `/order/detail/${shipped.id}`, { auth: owner.auth, en: true })
    expect((en.body.data as Detail).timeline.map((e) => e.statusText)).toEqual([
      'Submitted',
      'Confirmed',
      'Awaiting payment',
      'Paid',
      'Shipped',
    ])
  })

  it('lets the member cancel only while submitted, and says there is no packing list yet', async () => {
    const r = await call(server.baseUrl, 'GET', `/order/detail/${submitted.id}`, { auth: owner.auth })
    expect((r.body.data as Detail).mayCancel).toBe(true)
    expect((r.body.data as Detail).documents.packingList).toBe(false)
    expect((r.body.data as Detail).invoice).toBeNull()
    expect((r.body.data as { poFile: unknown }).poFile).toEqual({ name: '采购单.pdf' })
  })

  it("serves the PO file to the order's member and sales, as an attachment, and to nobody else", async () => {
    const get = (headers: Record<string, string>) =>
      fetch(`${server.baseUrl}/api/v1/order/po-file/${submitted.id}`, { headers })
    const mine = await get({ authorization: owner.auth })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PO_BYTES)
    expect((await get({ authorization: tokens.sales })).status).toBe(200)
    expect((await get({ authorization: other.auth })).status).toBe(404)
    expect((await get({})).status).toBe(401)
    const none = await fetch(`${server.baseUrl}/api/v1/order/po-file/${shipped.id}`, {
      headers: { authorization: owner.auth },
    })
    expect(none.status).toBe(404)
  })

  it("answers another member's order exactly as an unknown one (404), and nobody with 401", async () => {
    const theirs = await call(server.baseUrl, 'GET', `/order/detail/${shipped.id}`, { auth: other.auth })
    const unknown = await call(server.baseUrl, 'GET', '/order/detail/2147483000', { auth: other.auth })
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual(unknown.body)
    expect(theirs.body.msg).toBe('订单不存在')
    const malformed = await call(server.baseUrl, 'GET', '/order/detail/abc', { auth: owner.auth, en: true })
    expect([malformed.status, malformed.body.msg]).toEqual([404, 'Order not found'])
    const anonymous = await call(server.baseUrl, 'GET', `/order/detail/${shipped.id}`, { en: true })
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'E0401'])
    // Staff use the back office; the member page's API is the member's only.
    const staff = await call(server.baseUrl, 'GET', `/order/detail/${shipped.id}`, {
      headers: { authorization: tokens.admin },
    })
    expect(staff.status).toBe(401)
  })
})

describe('GET /order/list with filters', () => {
  const list = async (query: string, auth = owner.auth) => {
    const r = await call(server.baseUrl, 'GET', `/order/list${query}`, { auth })
    expect(r.status, query).toBe(200)
    return (
      r.body.data as { list: { orderNumber: string; status: string; inquiry: boolean }[]; total: number }
    ).list.map((o) => o.orderNumber)
  }

  it('filters by status', async () => {
    expect(await list('?status=shipped')).toEqual([shipped.orderNumber])
    expect((await list('?status=submitted')).sort()).toEqual(
      [old.orderNumber, quote.orderNumber, submitted.orderNumber].sort(),
    )
    expect(await list('?status=delivered')).toEqual([])
  })

  it("finds by order number, catalog number and PO number, never another member's order", async () => {
    expect(await list(`?keyword=${shipped.orderNumber}`)).toEqual([shipped.orderNumber])
    expect(await list(`?keyword=PO-SUB-${tag}`)).toEqual([submitted.orderNumber])
    expect(await list('?keyword=OD-Q')).toEqual([quote.orderNumber])
    expect((await list(`?keyword=${tag}-CAT`)).sort()).toEqual(
      [shipped.orderNumber, submitted.orderNumber, old.orderNumber].sort(),
    )
    expect(await list(`?keyword=PO-${tag}`, other.auth)).toHaveLength(1)
  })

  it('filters by order days in Shanghai time', async () => {
    expect(await list('?from=2025-03-10&to=2025-03-10')).toEqual([old.orderNumber])
    expect(await list('?to=2025-03-09')).toEqual([])
    expect(await list('?from=2025-03-11')).not.toContain(old.orderNumber)
  })

  it('pages with a bounded size and refuses malformed filters with a 400', async () => {
    const r = await call(server.baseUrl, 'GET', '/order/list?size=2&page=2', { auth: owner.auth })
    expect(r.body.data).toMatchObject({ total: 4, page: 2, size: 2 })
    for (const q of [
      '?size=51',
      '?status=completed',
      '?from=2025-02-30',
      '?from=2025-03-11&to=2025-03-10',
      '?keyword=%25',
    ]) {
      const bad = await call(server.baseUrl, 'GET', `/order/list${q}`, { auth: owner.auth, en: true })
      expect([bad.status, bad.body.code], q).toEqual([400, 'E0400'])
    }
  })
})

describe('GET /order/document/{id}', () => {
  it('draws the pro-forma invoice in both languages with the order number and total, ETag and 304', async () => {
    const cn = await document(`/order/document/${shipped.id}?kind=proforma&lang=cn`, { authorization: owner.auth })
    expect(cn.status).toBe(200)
    expect(cn.headers.get('content-type')).toBe('application/pdf')
    expect(cn.headers.get('cache-control')).toBe('private, no-cache')
    const loaded = await PDFDocument.load(cn.bytes)
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1)
    expect(loaded.getTitle()).toBe('形式发票')
    for (const s of ['形式发票', shipped.orderNumber, '¥13,960.50', '¥980.00', `PO-${tag}`, '12310000425000000A'])
      expect(cn.text).toContain(s)

    const en = await document(`/order/document/${shipped.id}?kind=proforma&lang=en`, { authorization: owner.auth })
    for (const s of ['Pro-forma invoice', shipped.orderNumber, 'Total (CNY)', '¥13,960.50'])
      expect(en.text).toContain(s)

    const etag = cn.headers.get('etag') ?? ''
    expect(etag).not.toBe(en.headers.get('etag'))
    const again = await fetch(`${server.baseUrl}/api/v1/order/document/${shipped.id}?kind=proforma&lang=cn`, {
      headers: { authorization: owner.auth, 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
  })

  it('titles an order with inquiry lines a quotation', async () => {
    const r = await document(`/order/document/${quote.id}?kind=proforma&lang=en`, { authorization: owner.auth })
    expect(r.text).toContain('Quotation')
    expect(r.text).toContain('Inquiry')
    expect(r.text).not.toContain('Pro-forma invoice')
  })

  it('draws the packing list once shipped, with the lot, and refuses it before', async () => {
    const packing = await document(`/order/document/${shipped.id}?kind=packing-list&lang=cn`, {
      authorization: owner.auth,
    })
    expect(packing.status).toBe(200)
    for (const s of ['装箱单', shipped.orderNumber, `LOT-${tag}`, `SF${tag}`, '干冰运输'])
      expect(packing.text).toContain(s)
    expect(packing.text).not.toContain('¥')
    const early = await document(`/order/document/${submitted.id}?kind=packing-list&lang=en`, {
      authorization: owner.auth,
    })
    expect([early.status, early.body?.msg]).toEqual([400, 'The packing list is available once the order has shipped'])
  })

  it("is the owner's and sales' only: 404 for another member, 401 for nobody, 400 for a bad kind", async () => {
    const theirs = await document(`/order/document/${shipped.id}?kind=proforma&lang=en`, { authorization: other.auth })
    expect([theirs.status, theirs.body?.msg]).toEqual([404, 'Order not found'])
    const anonymous = await document(`/order/document/${shipped.id}?kind=proforma&lang=cn`)
    expect([anonymous.status, anonymous.body?.msg]).toEqual([401, '请先登录'])
    const editor = await document(`/order/document/${shipped.id}?kind=proforma`, { authorization: tokens.editor })
    expect(editor.status).toBe(404)
    const sales = await document(`/order/document/${shipped.id}?kind=packing-list&lang=en`, {
      authorization: tokens.sales,
    })
    expect(sales.status).toBe(200)
    expect(sales.text).toContain(`LOT-${tag}`)
    const bad = await document(`/order/document/${shipped.id}?kind=invoice`, { authorization: owner.auth })
    expect([bad.status, bad.body?.code]).toEqual([400, 'E0400'])
  })
})
