import type { Payload } from 'payload'
import type { Locale } from '../../i18n/routing'
import { memberOrderRecord } from '../../lib/data/member-order'
import type { Order } from '../../payload-types'
import { CartError } from '../cart/cart-error'
import type { OrderActorContext } from './order-move'

/** The timeline's "by" of a member's own moves (the site shows it as "you"; staff see the member id). */
export function memberActor(memberId: number, locale?: Locale): OrderActorContext {
  return { role: 'member', label: `member:${memberId}`, locale }
}

/**
 * A member cancels one of its own orders (user centre). Whether it still may (only before confirmation) is the
 * status machine's decision, applied by the orders' status hook: a refusal there is an OrderMoveRefused with a
 * message in `locale`. Another member's order, or none, is a 404.
 */
export async function memberCancelOrder(
  input: { memberId: number; orderId: number; reason: string | null },
  ctx: { payload: Payload; locale: Locale },
): Promise<Order> {
  if (!(await memberOrderRecord(ctx.payload, input.memberId, input.orderId))) throw new CartError('E0404', null)
  return ctx.payload.update({
    collection: 'orders',
    id: input.orderId,
    data: { status: 'cancelled', cancelReason: input.reason },
    depth: 0,
    overrideAccess: true,
    context: { orderActor: memberActor(input.memberId, ctx.locale) },
  })
}
