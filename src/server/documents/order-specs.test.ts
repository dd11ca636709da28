import { describe, expect, it } from 'vitest'
import { SHANGHAI_ADDRESS, SPECIAL_VAT_INVOICE } from '../../../tests/setup/order-fixtures'
import { blocksText as text } from '../../../tests/setup/pdf-text'
import type { Order } from '../../payload-types'
import { packingListSpec, proformaSpec, shanghaiDay } from './order-specs'

const company = { brand: 'Acme Bio', phone: '400-600-0940', mail: 'sales@example.com', officeHours: '9:00-17:30' }

const order = {
  id: 9,
  orderNumber: 'SO2026112700001',
  member: 1,
  status: 'shipped',
  createdAt: '2026-11-26T17:30:00.000Z',
  updatedAt: '2026-11-27T01:00:00.000Z',
  lines: [
    {
      catalogNumber: 'CD002',
      productName: 'IL-6',
      size: '10 µg',
      count: 2,
      unitPriceFen: 98000,
      subtotalFen: 196000,
      lotNumber: 'L2611',
    },
    { catalogNumber: 'CD003', productName: 'TNF', size: '1 mg', count: 1, unitPriceFen: 1200050, subtotalFen: 1200050 },
  ],
  totalFen: 1396050,
  inquiry: false,
  shippingAddress: SHANGHAI_ADDRESS,
  invoice: SPECIAL_VAT_INVOICE,
  poNumber: 'PO-77',
  remarks: '请周一送达',
  shipment: { carrier: '顺丰', trackingNumber: 'SF1001', coldChainNote: 'dry ice' },
} as unknown as Order

describe('the pro-forma invoice', () => {
  it('has the seller, order, buyer, invoice, lines in yuan and the total, in Chinese', () => {
    const spec = proformaSpec('cn', order, company, '2026-11-27')
    const all = `${spec.title}\n${spec.subtitle}\n${text(spec.blocks)}`
    expect(spec.title).toBe('形式发票')
    expect(spec.subtitle).toBe('订单号 SO2026112700001 · 下单日期 2026-11-27')
    for (const s of [
      'Acme Bio',
      '400-600-0940',
      'PO-77',
      '李四',
      '增值税专用发票',
      '12310000425000000A',
      '¥980.00',
      '¥1,960.00',
      '¥12,000.50',
      '¥13,960.50',
      '请周一送达',
      '已发货',
    ])
      expect(all).toContain(s)
    expect(spec.language).toBe('zh-CN')
  })

  it('is a quotation with the inquiry word where the order has unpriced lines, in English', () => {
    const quote = {
      ...order,
      inquiry: true,
      totalFen: null,
      lines: [{ ...order.lines?.[0], unitPriceFen: null, subtotalFen: null }],
    } as unknown as Order
    const spec = proformaSpec('en', quote, company, '2026-11-27')
    expect(spec.title).toBe('Quotation')
    const table = spec.blocks.find((b) => b.kind === 'table')
    expect(table?.kind === 'table' && table.rows[0]?.slice(4)).toEqual(['Inquiry', 'Inquiry'])
    expect(text(spec.blocks)).toContain('Total (CNY) Inquiry')
  })

  it('leaves out the buyer when the order has no address and no invoice', () => {
    const bare = { ...order, shippingAddress: {}, invoice: { type: 'none' } } as unknown as Order
    const headings = proformaSpec('en', bare, company, '2026-11-27').blocks.flatMap((b) =>
      b.kind === 'heading' ? [b.text] : [],
    )
    expect(headings).not.toContain('Buyer')
  })
})

describe('the money rule of every output (docs/adr/0030)', () => {
  const region = { ...order, status: 'quote_requested', quote: { reason: 'region' }, timeline: [] } as unknown as Order

  it('a quote requested from abroad prints no figure until sales sends it: a quotation with the inquiry word', () => {
    const spec = proformaSpec('en', region, company, '2026-11-27')
    expect(spec.title).toBe('Quotation')
    expect(text(spec.blocks)).not.toContain('¥')
    expect(text(spec.blocks)).toContain('Total (CNY) Inquiry')
  })

  it('once sent, it prints the quoted figures', () => {
    const sent = { ...region, status: 'quoted', timeline: [{ status: 'quoted', at: '2026-11-27T01:00:00.000Z' }] }
    const spec = proformaSpec('en', sent as unknown as Order, company, '2026-11-27')
    expect(spec.title).toBe('Pro-forma invoice')
    expect(text(spec.blocks)).toContain('¥13,960.50')
  })
})

describe('the bank-transfer details', () => {
  const bankTransfer = { payee: '示例生物', bank: '工商银行', accountNumber: '6222 0001', note: '附言填写订单号' }
  const spec = (status: string) =>
    text(proformaSpec('cn', { ...order, status } as Order, { ...company, bankTransfer }, '2026-11-27').blocks)

  it('are on the pro-forma invoice of an order awaiting payment, with its number and the amount due', () => {
    const awaiting = spec('awaiting_payment')
    for (const s of ['银行转账付款', '示例生物', '工商银行', '6222 0001', '附言填写订单号', '应付金额 ¥13,960.50'])
      expect(awaiting).toContain(s)
  })

  it('are not on it at any other status, nor without an account', () => {
    for (const status of ['submitted', 'confirmed', 'paid', 'shipped']) expect(spec(status)).not.toContain('6222 0001')
    const none = proformaSpec('cn', { ...order, status: 'awaiting_payment' } as Order, company, '2026-11-27')
    expect(text(none.blocks)).not.toContain('银行转账付款')
  })
})

describe('the packing list', () => {
  it('lists counts and lots, the shipment and the consignee, without prices', () => {
    const spec = packingListSpec('en', order, company, '2026-11-27')
    const all = text(spec.blocks)
    expect(spec.title).toBe('Packing list')
    for (const s of ['L2611', 'SF1001', 'dry ice', '李四', 'Items 3']) expect(all).toContain(s)
    expect(all).not.toContain('¥')
    const table = spec.blocks.find((b) => b.kind === 'table')
    expect(table?.kind === 'table' && table.rows[1]?.[4]).toBe('—')
  })
})

describe('order dates', () => {
  it('are Shanghai calendar days', () => {
    expect(shanghaiDay('2026-11-26T17:30:00.000Z')).toBe('2026-11-27')
    expect(shanghaiDay('2026-11-26T15:59:00.000Z')).toBe('2026-11-26')
  })
})
