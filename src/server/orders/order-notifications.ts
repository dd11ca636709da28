import type { Payload, PayloadRequest } from 'payload'
import { findMemberById } from '../../auth/member-lookup'
import { isNotified, type OrderMail, orderMails, paymentProofMail } from '../../domain/orders/notifications'
import { translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/routing'
import type { Order } from '../../payload-types'
import { salesAddress } from '../../services/mail/mail'
import { mailSiteOrigin } from '../../services/mail/site-origin'
import { queueMails } from '../notifications/mail-queue'

/** The back office's page of an order, absolute (SITE_URL, else the local server's address). */
export function orderAdminLink(id: number): string {
  return `${mailSiteOrigin()}/admin/collections/orders/${id}`
}

/** The order in the customer's user centre, absolute, in the order's language (the quote-ready mail's link). */
export function orderUserCentreLink(order: { orderNumber: string; locale?: string | null }): string {
  const prefix = order.locale === 'en' ? '/en' : ''
  return `${mailSiteOrigin()}${prefix}/order-list#order-${encodeURIComponent(order.orderNumber)}`
}

/** The idempotency key of a move's notifications: the order and the transition. */
export const notificationKey = (orderId: number, transition: string) => `${orderId}:${transition}`

/**
 * Queues the mails of an order's move (src/domain/orders/notifications.ts) in the transaction of the move itself:
 * `mail-deliveries` rows keyed by order id + transition (submissionCollection `orders`, submissionId
 * `<id>:<transition>`), and one `send-mail` job (ADR 0023: each row is sent at most once, its Message-ID is its
 * key, the local outbox never writes a key twice). A move whose key already has rows queues nothing: each
 * transition notifies exactly once, whatever retries or restarts happen.
 */
export async function queueOrderMails(payload: Payload, order: Order, transition: string, req: PayloadRequest) {
  if (!isNotified(transition)) return []
  const locale: Locale = order.locale === 'en' ? 'en' : 'cn'
  return queueOnce(payload, order, notificationKey(order.id, transition), req, (member) =>
    orderMails({
      order,
      transition,
      customerEmail: member?.email ?? null,
      salesTo: salesAddress(),
      adminLink: orderAdminLink(order.id),
      orderLink: orderUserCentreLink(order),
      t: (k, p) => translate(locale, k, p),
      zh: (k, p) => translate('cn', k, p),
    }),
  )
}

/**
 * Tells sales, once per order (key `<id>:payment_proof`), that the member uploaded its payment proof: a
 * replaced proof is on the timeline and in the back office, not in another mail.
 */
export async function queuePaymentProofMail(payload: Payload, order: Order, req: PayloadRequest) {
  return queueOnce(payload, order, notificationKey(order.id, 'payment_proof'), req, (member) => [
    paymentProofMail({
      order,
      customerEmail: member?.email ?? null,
      salesTo: salesAddress(),
      adminLink: orderAdminLink(order.id),
      zh: (k, p) => translate('cn', k, p),
    }),
  ])
}

/**
 * How long before an order's creation a row of its key may have been written and still be its own: the clocks of
 * the nodes that created the order and queued the mail may differ by this much (NTP keeps them far closer).
 */
const CLOCK_SKEW_MS = 5_000

/**
 * Queues the mails `build` writes for the order's member unless `key` already has rows (see queueOrderMails).
 * Only rows written since the order was created count: on SQLite an order id can be used again (after an admin
 * deletes the newest order, the next order gets its id: a plain `integer PRIMARY KEY`), and the deleted order's
 * rows must not stand for the new order's mails. PostgreSQL never reuses an id.
 */
async function queueOnce(
  payload: Payload,
  order: Order,
  key: string,
  req: PayloadRequest,
  build: (member: { email?: string | null } | null) => OrderMail[],
) {
  const created = Date.parse(order.createdAt)
  const sinceCreated = Number.isFinite(created)
    ? [{ createdAt: { greater_than_equal: new Date(created - CLOCK_SKEW_MS).toISOString() } }]
    : []
  const existing = await payload.count({
    collection: 'mail-deliveries',
    where: {
      and: [{ submissionCollection: { equals: 'orders' } }, { submissionId: { equals: key } }, ...sinceCreated],
    },
    overrideAccess: true,
    req,
  })
  if (existing.totalDocs > 0) return []
  const member = await findMemberById(payload, order.member, req)
  return (await queueMails(payload, { collection: 'orders', id: key }, build(member), req)).map(String)
}
