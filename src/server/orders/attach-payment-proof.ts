import { APIError, type Payload } from 'payload'
import type { Locale } from '../../i18n/routing'
import { discardUpload } from '../uploads/store-upload'
import { memberActor } from './cancel-order'

/** The order moved on (staff confirmed or cancelled it) before its payment proof could be attached. */
export class OrderNotAwaitingPayment extends Error {
  constructor() {
    super('the order no longer awaits payment')
    this.name = 'OrderNotAwaitingPayment'
  }
}

/**
 * Attaches a stored payment proof (`fileId`, the private-files record) to the member's order, as the member (the
 * order's timeline names the member). When the order refuses it (staff moved it on meanwhile: the status guard's
 * 409) the stored file is deleted again and OrderNotAwaitingPayment is thrown.
 */
export async function attachPaymentProof(
  input: { orderId: number; memberId: number; fileId: number },
  ctx: { payload: Payload; locale: Locale },
): Promise<void> {
  try {
    await ctx.payload.update({
      collection: 'orders',
      id: input.orderId,
      data: { paymentProof: input.fileId },
      depth: 0,
      overrideAccess: true,
      context: { orderActor: memberActor(input.memberId, ctx.locale) },
    })
  } catch (error) {
    await discardUpload(input.fileId, ctx)
    if (error instanceof APIError && error.status === 409) throw new OrderNotAwaitingPayment()
    throw error
  }
}
