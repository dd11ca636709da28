import { describe, expect, it } from 'vitest'
import { translate } from '../../i18n/messages'
import { isNotified, orderMails, paymentProofMail, shippedSms } from './notifications'

const order = {
  id: 7,
  orderNumber: '20261125000001',
  totalFen: 648000,
  lines: [{ catalogNumber: 'P-1', productName: 'IL-2', size: '10 μg', count: 2 }],
  shipment: { carrier: 'SF', trackingNumber: 'SF123', coldChainNote: 'dry ice' },
  cancelReason: 'duplicate',
  poNumber: 'PO-9',
}
const en = (k: string, p?: Record<string, string | number>) => translate('en', k, p)
const zh = (k: string, p?: Record<string, string | number>) => translate('cn', k, p)
const mails = (
  transition: 'submitted' | 'confirmed' | 'shipped' | 'cancelled',
  customerEmail: string | null = 'a@b.cn',
) =>
  orderMails({
    order,
    transition,
    customerEmail,
    salesTo: 'sales@x.cn',
    adminLink: 'https://x.cn/admin/collections/orders/7',
    t: en,
    zh,
  })

describe('order notifications', () => {
  it('notifies submitted, confirmed, shipped and cancelled only', () => {
    expect(
      ['submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled'].filter(isNotified),
    ).toEqual(['submitted', 'confirmed', 'shipped', 'cancelled'])
  })

  it('a new order: the customer in their language with lines and total, sales in Chinese with the admin link', () => {
    const [customer, sales] = mails('submitted')
    expect(customer?.subject).toBe('We have received your order 20261125000001')
    expect(customer?.text).toContain('- P-1 IL-2 10 μg × 2')
    expect(customer?.text).toContain('Total: ¥6,480.00')
    expect(sales?.subject).toContain('[新订单] 20261125000001')
    expect(sales?.text).toContain('https://x.cn/admin/collections/orders/7')
    expect(sales?.text).toContain('PO-9')
  })

  it('shipped carries carrier, tracking number and the cold-chain note; cancelled the reason', () => {
    expect(mails('shipped')[0]?.text).toContain('SF, tracking number SF123')
    expect(mails('shipped')[0]?.text).toContain('dry ice')
    expect(mails('cancelled')[0]?.text).toContain('Reason: duplicate')
    expect(shippedSms(order, en)).toBe('Your order 20261125000001 has shipped: SF SF123')
  })

  it('a member without e-mail gets no mail; sales still hear of a new order', () => {
    expect(mails('confirmed', null)).toEqual([])
    expect(mails('submitted', null).map((m) => m.audience)).toEqual(['sales'])
  })

  it('a payment proof tells sales in Chinese, with the customer, the amount due and the admin link', () => {
    const mail = paymentProofMail({
      order,
      customerEmail: 'a@b.cn',
      salesTo: 'sales@x.cn',
      adminLink: 'https://x.cn/admin/collections/orders/7',
      zh,
    })
    expect([mail.audience, mail.to, mail.subject]).toEqual([
      'sales',
      'sales@x.cn',
      '付款凭证已收到：订单 20261125000001',
    ])
    for (const s of ['a@b.cn', '¥6,480.00', 'https://x.cn/admin/collections/orders/7']) expect(mail.text).toContain(s)
  })
})
