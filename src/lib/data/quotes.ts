import type { Payload } from 'payload'
import { formatFen } from '../../domain/cart/money'
import { validityDay } from '../../domain/orders/notifications'
import { isOrderStatus, isQuoteStatus, memberMayAnswerQuote, quoteStillValid } from '../../domain/orders/status-machine'
import type { Order } from '../../payload-types'
import { now } from '../../services/clock'
import { memberOrderRecord } from './member-order'

/**
 * A member's view of an order's quote (issue 21): what the quote panel shows (src/components/orders/QuotePanel)
 * and what `GET /api/v1/order/quote/{id}` and each quote order of `GET /api/v1/order/list` answer. The quoted
 * prices are the customer's own offer: shown wherever the customer is (a visitor outside China sees them too),
 * but only once the quote is sent; while it is requested no price is shown.
 */
export interface QuoteView {
  orderId: number
  orderNumber: string
  /** The order's status; `quoted` is the one the member answers. */
  status: string
  /** Why a quote: inquiry items, or a buyer outside mainland China. */
  reason: 'inquiry' | 'region'
  /** Whether the quote was sent (prices, lead time and validity known). */
  sent: boolean
  leadTime: string | null
  /** The validity day (yyyy-MM-dd, Shanghai), the quote may be accepted all of that day. */
  validUntil: string | null
  /** Sent, still `quoted`, and its validity day is over (the job will expire it). */
  expired: boolean
  /** Whether the member may accept or decline it now. */
  canAnswer: boolean
  /** Whether the member accepted it (the order then goes on as a normal order). */
  accepted: boolean
  lines: {
    catalogNumber: string
    productName: string
    size: string
    count: number
    unitPrice: string | null
    subtotal: string | null
  }[]
  total: string | null
  totalFen: number | null
}

const money = (fen: number | null | undefined) => (typeof fen === 'number' ? formatFen(fen) : null)

/** The quote of an order, or null when the order never was a quote request. */
export function quoteView(order: Order, at: number = now()): QuoteView | null {
  const reason = order.quote?.reason
  if (reason !== 'inquiry' && reason !== 'region') return null
  const timeline = order.timeline ?? []
  const sent = timeline.some((e) => e.status === 'quoted')
  const status = isOrderStatus(order.status) ? order.status : 'quote_requested'
  const valid = quoteStillValid(order.quote?.validUntil, at)
  const accepted = sent && !isQuoteStatus(status) && timeline.some((e) => e.status === 'submitted')
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status,
    reason,
    sent,
    leadTime: sent ? (order.quote?.leadTime ?? null) : null,
    validUntil: sent ? validityDay(order.quote?.validUntil) || null : null,
    expired: sent && status === 'quoted' && !valid,
    canAnswer: memberMayAnswerQuote(status) && valid,
    accepted,
    lines: (order.lines ?? []).map((l) => ({
      catalogNumber: l.catalogNumber,
      productName: l.productName,
      size: l.size,
      count: l.count,
      unitPrice: sent ? money(l.unitPriceFen) : null,
      subtotal: sent ? money(l.subtotalFen) : null,
    })),
    total: sent ? money(order.totalFen) : null,
    totalFen: sent && typeof order.totalFen === 'number' ? order.totalFen : null,
  }
}

/** The quote of one of the member's orders; null when the order is not theirs, does not exist or is no quote. */
export async function memberQuote(payload: Payload, memberId: number, orderId: number): Promise<QuoteView | null> {
  const order = await memberOrderRecord(payload, memberId, orderId)
  return order ? quoteView(order) : null
}
