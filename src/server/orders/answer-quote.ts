import type { Payload } from 'payload'
import type { Locale } from '../../i18n/routing'
import { memberOrderRecord } from '../../lib/data/member-order'
import type { Order } from '../../payload-types'
import { CartError } from '../cart/cart-error'
import { memberActor } from './cancel-order'

export type QuoteAnswer = 'accept' | 'decline'

/** Whether the order already carries this answer (a repeated request answers the same, changes nothing). */
function alreadyAnswered(order: Order, answer: QuoteAnswer): boolean {
  const timeline = order.timeline ?? []
  const quotedAt = timeline.findIndex((e) => e.status === 'quoted')
  if (quotedAt < 0) return false
  const after = timeline.slice(quotedAt + 1)
  return answer === 'accept'
    ? after.some((e) => e.status === 'submitted' && e.byRole === 'member')
    : order.status === 'quote_declined'
}

/**
 * A member accepts or declines the quote of one of its orders (user centre). Accepting moves it from `quoted` to
 * `submitted` (a normal order with the quoted totals, notified as a new order); declining to `quote_declined`.
 * The status machine decides (only `quoted`, only while valid): a refusal is an OrderMoveRefused in `locale`.
 * Idempotent: asking again for the answer already given returns the order unchanged. Another member's order, or
 * none, is a 404.
 */
export async function memberAnswerQuote(
  input: { memberId: number; orderId: number; answer: QuoteAnswer },
  ctx: { payload: Payload; locale: Locale },
): Promise<{ order: Order; changed: boolean }> {
  const order = await memberOrderRecord(ctx.payload, input.memberId, input.orderId)
  if (!order) throw new CartError('E0404', null)
  if (alreadyAnswered(order, input.answer)) return { order, changed: false }
  const updated = await ctx.payload.update({
    collection: 'orders',
    id: input.orderId,
    data: { status: input.answer === 'accept' ? 'submitted' : 'quote_declined' },
    depth: 0,
    overrideAccess: true,
    context: { orderActor: memberActor(input.memberId, ctx.locale) },
  })
  return { order: updated, changed: true }
}
