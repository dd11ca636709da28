import { formatFen } from '../cart/money'
import type { OrderStatus } from './status-machine'

/**
 * The mails an order's moves send (issue 21), pure: the customer hears of the order received, confirmed,
 * shipped (with carrier and tracking number) and cancelled (with the reason), in the language the order was
 * placed in; sales hear of each new order, in Chinese, with an absolute link into the back office. Other moves
 * (awaiting payment, paid, delivered) send nothing. `t` is the message lookup of the order's language.
 */
export const NOTIFIED_TRANSITIONS = ['submitted', 'confirmed', 'shipped', 'cancelled'] as const
export type NotifiedTransition = (typeof NOTIFIED_TRANSITIONS)[number]

export function isNotified(status: OrderStatus | string): status is NotifiedTransition {
  return (NOTIFIED_TRANSITIONS as readonly string[]).includes(status)
}

export interface OrderForMail {
  id: number
  orderNumber: string
  totalFen?: number | null
  inquiry?: boolean | null
  lines?: { catalogNumber: string; productName: string; size: string; count: number }[] | null
  shipment?: { carrier?: string | null; trackingNumber?: string | null; coldChainNote?: string | null } | null
  cancelReason?: string | null
  poNumber?: string | null
}

export interface OrderMail {
  audience: 'sales' | 'customer'
  to: string
  subject: string
  text: string
}

type T = (key: string, params?: Record<string, string | number>) => string

export function orderMails(options: {
  order: OrderForMail
  transition: NotifiedTransition
  customerEmail: string | null
  salesTo: string
  adminLink: string
  /** Messages in the order's language (customer) and in Chinese (sales). */
  t: T
  zh: T
}): OrderMail[] {
  const { order, transition, customerEmail, t, zh } = options
  const total =
    order.inquiry || typeof order.totalFen !== 'number' ? t('orders.mail.inquiry') : formatFen(order.totalFen)
  const lines = (order.lines ?? []).map((l) => `- ${l.catalogNumber} ${l.productName} ${l.size} × ${l.count}`)
  const params = {
    number: order.orderNumber,
    total,
    carrier: order.shipment?.carrier ?? '',
    tracking: order.shipment?.trackingNumber ?? '',
    reason: order.cancelReason ?? '',
  }
  const mails: OrderMail[] = []
  if (customerEmail) {
    const body = [t(`orders.mail.${transition}.body`, params)]
    if (transition === 'submitted') body.push('', ...lines, '', t('orders.mail.total', params))
    if (transition === 'shipped' && order.shipment?.coldChainNote) body.push(order.shipment.coldChainNote)
    body.push('', t('orders.mail.footer'))
    mails.push({
      audience: 'customer',
      to: customerEmail,
      subject: t(`orders.mail.${transition}.subject`, params),
      text: body.join('\n'),
    })
  }
  if (transition === 'submitted') {
    mails.push({
      audience: 'sales',
      to: options.salesTo,
      subject: zh('orders.mail.sales.subject', params),
      text: [
        zh('orders.mail.sales.body', { ...params, po: order.poNumber ?? '—' }),
        '',
        ...lines,
        '',
        zh('orders.mail.total', params),
        zh('orders.mail.sales.link', { link: options.adminLink }),
      ].join('\n'),
    })
  }
  return mails
}

/** The SMS of a shipment (carrier and tracking number), in the order's language. */
export function shippedSms(order: OrderForMail, t: T): string {
  return t('orders.mail.shipped.sms', {
    number: order.orderNumber,
    carrier: order.shipment?.carrier ?? '',
    tracking: order.shipment?.trackingNumber ?? '',
  })
}
