import { describe, expect, it } from 'vitest'
import { translate } from '../../i18n/messages'
import { orderMails, validityDay } from './notifications'
import { pricedQuote, quoteReason } from './quotes'

describe('which checkout is a quote request', () => {
  it('inquiry lines first, then a buyer outside mainland China by country or registered area', () => {
    expect(quoteReason({ inquiry: true, visitorInChina: true })).toBe('inquiry')
    expect(quoteReason({ inquiry: true, visitorInChina: false })).toBe('inquiry')
    expect(quoteReason({ inquiry: false, visitorInChina: false })).toBe('region')
    for (const code of ['71', '81', '82', '00']) {
      expect(quoteReason({ inquiry: false, visitorInChina: true, memberAreaCode: code })).toBe('region')
    }
    expect(quoteReason({ inquiry: false, visitorInChina: true, memberAreaCode: '31' })).toBeNull()
    expect(quoteReason({ inquiry: false, visitorInChina: true, memberAreaCode: null })).toBeNull()
  })
})

describe('a priced quote', () => {
  it('computes subtotals and the total in fen; no total while a line is unpriced', () => {
    const lines = [
      { count: 2, unitPriceFen: 90000 },
      { count: 3, unitPriceFen: 1250 },
    ]
    expect(pricedQuote(lines)).toEqual({
      lines: [
        { count: 2, unitPriceFen: 90000, subtotalFen: 180000 },
        { count: 3, unitPriceFen: 1250, subtotalFen: 3750 },
      ],
      totalFen: 183750,
    })
    expect(pricedQuote([{ count: 1, unitPriceFen: null }, ...lines]).totalFen).toBeNull()
    expect(pricedQuote([]).totalFen).toBeNull()
  })
})

describe('quote mails', () => {
  const order = {
    id: 9,
    orderNumber: '20261127000009',
    totalFen: 180000,
    lines: [{ catalogNumber: 'P-9', productName: 'TNF-α', size: '1 mg', count: 2, unitPriceFen: 90000 }],
    quote: { reason: 'region', leadTime: '2 weeks', validUntil: '2026-11-29T16:00:00.000Z' },
  }
  const t = (k: string, p?: Record<string, string | number>) => translate('en', k, p)
  const zh = (k: string, p?: Record<string, string | number>) => translate('cn', k, p)
  const mails = (transition: 'quote_requested' | 'quoted') =>
    orderMails({
      order,
      transition,
      customerEmail: 'buyer@uni.edu',
      salesTo: 'sales@x.cn',
      adminLink: 'https://x.cn/admin/collections/orders/9',
      orderLink: 'https://x.cn/en/order-list#order-20261127000009',
      t,
      zh,
    })

  it('a request: the customer in their language, sales in Chinese with the reason and the admin link', () => {
    const [customer, sales] = mails('quote_requested')
    expect(customer?.subject).toBe('We have received your quote request 20261127000009')
    expect(customer?.text).not.toContain('¥')
    expect(sales?.subject).toBe('[新询价] 20261127000009（24 小时内报价）')
    expect(sales?.text).toContain('中国大陆以外的客户')
    expect(sales?.text).toContain('https://x.cn/admin/collections/orders/9')
  })

  it('quote ready: prices, total, lead time, validity day (Shanghai) and the link into the user centre, customer only', () => {
    const sent = mails('quoted')
    expect(sent.map((m) => m.audience)).toEqual(['customer'])
    expect(sent[0]?.subject).toBe('Your quote 20261127000009 is ready')
    expect(sent[0]?.text).toContain('P-9 TNF-α 1 mg × 2 ¥900.00')
    expect(sent[0]?.text).toContain('Quote total: ¥1,800.00')
    expect(sent[0]?.text).toContain('Lead time: 2 weeks; valid until 2026-11-30 (Beijing time).')
    expect(sent[0]?.text).toContain('https://x.cn/en/order-list#order-20261127000009')
    expect(validityDay('2026-11-29T15:59:59.000Z')).toBe('2026-11-29')
  })
})
