import type { Payload, PayloadRequest } from 'payload'
import { isNotified, orderMails } from '../../domain/orders/notifications'
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
  const key = notificationKey(order.id, transition)
  const existing = await payload.count({
    collection: 'mail-deliveries',
    where: { and: [{ submissionCollection: { equals: 'orders' } }, { submissionId: { equals: key } }] },
    overrideAccess: true,
    req,
  })
  if (existing.totalDocs > 0) return []
  const memberId = typeof order.member === 'object' ? order.member.id : order.member
  const member = await payload.findByID({
    collection: 'members',
    id: memberId,
    depth: 0,
    overrideAccess: true,
    // The member's orders and submissions (join fields) are for the back office's member page only.
    joins: false,
    disableErrors: true,
    req,
  })
  const locale: Locale = order.locale === 'en' ? 'en' : 'cn'
  const mails = orderMails({
    order,
    transition,
    customerEmail: member?.email ?? null,
    salesTo: salesAddress(),
    adminLink: orderAdminLink(order.id),
    t: (k, p) => translate(locale, k, p),
    zh: (k, p) => translate('cn', k, p),
  })
  return (await queueMails(payload, { collection: 'orders', id: key }, mails, req)).map(String)
}
