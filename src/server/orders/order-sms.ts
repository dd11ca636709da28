import type { Payload, PayloadRequest } from 'payload'
import { findMemberById } from '../../auth/member-lookup'
import { shippedSms, shippedSmsParams } from '../../domain/orders/notifications'
import { translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/routing'
import { smsSender } from '../../services/sms/sms'

/** The transitions that text the customer: the shipment (carrier and tracking number). */
export const SMS_TRANSITIONS = ['shipped'] as const
type SmsTransition = (typeof SMS_TRANSITIONS)[number]

const isSmsTransition = (t: string): t is SmsTransition => (SMS_TRANSITIONS as readonly string[]).includes(t)

/**
 * The idempotency key of an order's SMS: the order, the transition and the order's creation time (so a key is
 * never reused after a database reset). The local outbox writes a key once; a job run twice sends it once.
 */
export function orderSmsKey(order: { id: number; createdAt: string }, transition: string): string {
  return `order-sms.${order.id}.${transition}.${new Date(order.createdAt).getTime()}`
}

/**
 * Queues the `send-sms` job of an order's move in the move's own transaction (called by the orders' afterChange
 * hook with the transition). Forward-only moves reach a transition once, so it is queued once; the job itself
 * may run more than once (ADR 0023) and sends under the key above.
 */
export async function queueOrderSms(payload: Payload, orderId: number, transition: string, req: PayloadRequest) {
  if (!isSmsTransition(transition)) return false
  await payload.jobs.queue({ task: 'send-sms', input: { orderId, transition }, req })
  return true
}

/**
 * The `send-sms` task: the SMS of an order's transition to the member's mobile, in the order's language, through
 * the SMS interface (src/services/sms/sms.ts) with its idempotency key. 'no-phone' when the member has none;
 * 'not-now' when the order is no longer in that transition's status (nothing to tell).
 */
export async function sendOrderSms(
  payload: Payload,
  orderId: number,
  transition: string,
): Promise<'sent' | 'no-phone' | 'not-now' | 'unknown'> {
  if (!isSmsTransition(transition)) return 'unknown'
  const order = await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!order) return 'unknown'
  const reached = (order.timeline ?? []).some((entry) => entry.status === transition)
  if (!reached) return 'not-now'
  const member = await findMemberById(payload, order.member)
  const phone = member?.phone?.trim()
  if (!phone) return 'no-phone'
  const locale: Locale = order.locale === 'en' ? 'en' : 'cn'
  await smsSender().send({
    to: phone,
    text: shippedSms(order, (k, p) => translate(locale, k, p)),
    template: { name: 'shipped', params: shippedSmsParams(order) },
    key: orderSmsKey(order, transition),
  })
  return 'sent'
}
