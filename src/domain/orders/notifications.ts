import { formatFen } from '../cart/money'
import type { OrderStatus } from './status-machine'

/**
 * The mails an order's moves send (issue 21), pure: the customer hears of the order received, confirmed,
 * shipped (with carrier and tracking number) and cancelled (with the reason), in the language the order was
 * placed in; sales hear of each new order, in Chinese, with an absolute link into the back office. Other moves
 * (awaiting payment, paid, delivered) send nothing. `t` is the message lookup of the order's language.
 */
export const NOTIFIED_TRANSITIONS = [
  'submitted',
  'confirmed',
  'shipped',
  'cancelled',
  'quote_requested',
  'quoted',
] as const
export type NotifiedTransition = (typeof NOTIFIED_TRANSITIONS)[number]

export function isNotified(status: OrderStatus | string): status is NotifiedTransition {
  return (NOTIFIED_TRANSITIONS as readonly string[]).includes(status)
}

export interface OrderForMail {
  id: number
  orderNumber: string
  totalFen?: number | null
  inquiry?: boolean | null
  lines?:
    | { catalogNumber: string; productName: string; size: string; count: number; unitPriceFen?: number | null }[]
    | null
  shipment?: { carrier?: string | null; trackingNumber?: string | null; coldChainNote?: string | null } | null
  cancelReason?: string | null
  poNumber?: string | null
  quote?: { reason?: string | null; leadTime?: string | null; validUntil?: string | null } | null
}

/** A quote's validity day as people read it (the calendar day in Shanghai, yyyy-MM-dd). */
export function validityDay(validUntil: string | null | undefined): string {
  const t = validUntil ? Date.parse(validUntil) : Number.NaN
  if (!Number.isFinite(t)) return ''
  return new Date(t + 8 * 3_600_000).toISOString().slice(0, 10)
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
  /** The order in the customer's user centre, absolute (the customer mails' link, the quote's accept/decline). */
  orderLink?: string
  /** Messages in the order's language (customer) and in Chinese (sales). */
  t: T
  zh: T
}): OrderMail[] {
  const { order, transition, customerEmail, t, zh } = options
  if (transition === 'quote_requested' || transition === 'quoted') return quoteMails(options, transition)
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
    if (options.orderLink) body.push(t('orders.mail.footerLink', { link: options.orderLink }))
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

/**
 * Sales hear that a member uploaded the proof of its bank transfer for an order awaiting payment (issue 21): in
 * Chinese, with the customer and the amount due and an absolute link into the back office, where the proof is
 * downloaded and the order marked paid.
 */
export function paymentProofMail(options: {
  order: OrderForMail
  customerEmail: string | null
  salesTo: string
  adminLink: string
  zh: T
}): OrderMail {
  const { order, zh } = options
  const params = {
    number: order.orderNumber,
    total: typeof order.totalFen === 'number' ? formatFen(order.totalFen) : zh('orders.mail.inquiry'),
    customer: options.customerEmail ?? '—',
    link: options.adminLink,
  }
  return {
    audience: 'sales',
    to: options.salesTo,
    subject: zh('orderPayment.mail.subject', params),
    text: [zh('orderPayment.mail.body', params), '', zh('orders.mail.sales.link', params)].join('\n'),
  }
}

/** The SMS of a shipment (carrier and tracking number), in the order's language. */
export function shippedSms(order: OrderForMail, t: T): string {
  return t('orders.mail.shipped.sms', {
    number: order.orderNumber,
    carrier: order.shipment?.carrier ?? '',
    tracking: order.shipment?.trackingNumber ?? '',
  })
}

/**
 * The mails of the quote stage (the `quotes.mail.*` messages): a quote request is acknowledged to the customer and
 * announced to sales (Chinese, with the admin link and why it needs a quote); a quote sent tells the customer its
 * prices, lead time and validity, with the link to accept or decline it in the user centre.
 */
function quoteMails(options: Parameters<typeof orderMails>[0], transition: 'quote_requested' | 'quoted'): OrderMail[] {
  const { order, customerEmail, t, zh } = options
  const priced = (l: NonNullable<OrderForMail['lines']>[number]) =>
    typeof l.unitPriceFen === 'number' ? ` ${formatFen(l.unitPriceFen)}` : ''
  const lines = (order.lines ?? []).map(
    (l) => `- ${l.catalogNumber} ${l.productName} ${l.size} × ${l.count}${transition === 'quoted' ? priced(l) : ''}`,
  )
  const params = {
    number: order.orderNumber,
    total: typeof order.totalFen === 'number' ? formatFen(order.totalFen) : '',
    leadTime: order.quote?.leadTime?.trim() || '—',
    validUntil: validityDay(order.quote?.validUntil),
    link: options.orderLink ?? '',
  }
  const mails: OrderMail[] = []
  if (customerEmail) {
    const body =
      transition === 'quoted'
        ? [
            t('quotes.mail.quoted.body', params),
            '',
            ...lines,
            '',
            t('quotes.mail.quoted.total', params),
            t('quotes.mail.quoted.terms', params),
            '',
            t('quotes.mail.quoted.link', params),
          ]
        : [
            t('quotes.mail.quote_requested.body', params),
            '',
            ...lines,
            '',
            t('orders.mail.footer'),
            ...(options.orderLink ? [t('orders.mail.footerLink', { link: options.orderLink })] : []),
          ]
    mails.push({
      audience: 'customer',
      to: customerEmail,
      subject: t(`quotes.mail.${transition}.subject`, params),
      text: body.join('\n'),
    })
  }
  if (transition === 'quote_requested') {
    const reason = order.quote?.reason === 'region' ? 'region' : 'inquiry'
    mails.push({
      audience: 'sales',
      to: options.salesTo,
      subject: zh('quotes.mail.sales.subject', params),
      text: [
        zh('quotes.mail.sales.body', { ...params, reason: zh(`quotes.reason.${reason}`) }),
        '',
        ...lines,
        '',
        zh('orders.mail.sales.link', { link: options.adminLink }),
      ].join('\n'),
    })
  }
  return mails
}

/** The template parameters of the shipped SMS (Aliyun's approved template; the local outbox keeps the text). */
export function shippedSmsParams(order: OrderForMail): Record<string, string> {
  return {
    number: order.orderNumber,
    carrier: order.shipment?.carrier ?? '',
    tracking: order.shipment?.trackingNumber ?? '',
  }
}
