import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../src/payload-types'
import { newMember } from './setup/cart-helpers'
import { createOrder } from './setup/order-helpers'
import { pdfText } from './setup/pdf-text'
import { startServer } from './setup/server'

/**
 * Issue 30, one rule for prices abroad on every output (docs/adr/0030-order-prices-abroad.md): the order page's
 * data (GET /order/detail/{id}) and the order's PDF (GET /order/document/{id}) give one answer for the same
 * member and order, whether the request comes from China or from abroad. A normal order (placed in China) shows
 * its figures everywhere; a quote requested from abroad shows none until sales sends it.
 */
let server: Awaited<ReturnType<typeof startServer>>
const HEADER = 'x-test-country'
let savedHeader: string | undefined
let savedDefault: string | undefined
let owner: { id: number; auth: string }

beforeAll(async () => {
  savedHeader = process.env.GEO_COUNTRY_HEADER
  savedDefault = process.env.GEO_DEFAULT_COUNTRY
  process.env.GEO_COUNTRY_HEADER = HEADER
  delete process.env.GEO_DEFAULT_COUNTRY
  server = await startServer()
  owner = await newMember(server.payload, 'abroad')
})
afterAll(async () => {
  await server?.close()
  if (savedHeader === undefined) delete process.env.GEO_COUNTRY_HEADER
  else process.env.GEO_COUNTRY_HEADER = savedHeader
  if (savedDefault !== undefined) process.env.GEO_DEFAULT_COUNTRY = savedDefault
})

const tag = `PA${process.pid}${Date.now() % 100000}`
const LINE = {
  catalogNumber: `${tag}-CAT`,
  productName: '测试蛋白 PA',
  size: '10 µg',
  count: 2,
  unitPriceFen: 276000,
  subtotalFen: 552000,
}

interface Detail {
  totalPrice: string
  lines: { price: string; subtotal: string }[]
  payment: { amountDue: string | null } | null
  documents: { priceDocument: string }
}

async function pageAndPdf(order: Order, country: string) {
  const headers = { authorization: owner.auth, [HEADER]: country, 'accept-language': 'en' }
  const detail = await fetch(`${server.baseUrl}/api/v1/order/detail/${order.id}`, { headers })
  expect(detail.status).toBe(200)
  const page = ((await detail.json()) as { data: Detail }).data
  const doc = await fetch(`${server.baseUrl}/api/v1/order/document/${order.id}?kind=proforma&lang=en`, { headers })
  expect(doc.status).toBe(200)
  expect(doc.headers.get('content-type')).toBe('application/pdf')
  const pdf = await pdfText(new Uint8Array(await doc.arrayBuffer()))
  return { page, pdf }
}

describe('an order from abroad: the page and the PDF agree', () => {
  it('a normal order shows its figures on the page and in the PDF, from China and from abroad alike', async () => {
    const order = (await createOrder(server.payload, tag, owner.id, {
      status: 'awaiting_payment',
      lines: [LINE],
      totalFen: 552000,
    } as Partial<Order>)) as Order
    for (const country of ['CN', 'US', 'DE']) {
      const { page, pdf } = await pageAndPdf(order, country)
      expect(page.totalPrice, country).toBe('¥5,520.00')
      expect(page.lines.map((l) => [l.price, l.subtotal])).toEqual([['¥2,760.00', '¥5,520.00']])
      expect(page.payment?.amountDue).toBe('¥5,520.00')
      expect(page.documents.priceDocument).toBe('proforma')
      expect(pdf).toContain('Pro-forma invoice')
      for (const figure of ['¥2,760.00', '¥5,520.00']) expect(pdf, country).toContain(figure)
      expect(pdf).not.toContain('Inquiry')
    }
  })

  it('a quote requested from abroad shows no figure on either until sales sends it', async () => {
    const order = (await createOrder(server.payload, `${tag}Q`, owner.id, {
      status: 'quote_requested',
      quote: { reason: 'region' },
      lines: [LINE],
      totalFen: 552000,
    } as Partial<Order>)) as Order
    for (const country of ['US', 'CN']) {
      const { page, pdf } = await pageAndPdf(order, country)
      expect(page.totalPrice, country).toBe('Inquiry')
      expect(page.lines.map((l) => [l.price, l.subtotal])).toEqual([['Inquiry', 'Inquiry']])
      expect(page.documents.priceDocument).toBe('quotation')
      expect(pdf).toContain('Quotation')
      expect(pdf, country).not.toContain('¥')
      expect(pdf).toContain('Inquiry')
    }
  })
})
