import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { awaitsPayment } from '../../../domain/orders/order-view'
import { pricedQuote } from '../../../domain/orders/quotes'
import {
  actorOf,
  allowedMoves,
  decideMove,
  isOrderStatus,
  type MoveRefusal,
  type OrderActor,
  type OrderStatus,
  statusMessageKey,
  type TimelineEntry,
  timelineNote,
} from '../../../domain/orders/status-machine'
import { translate } from '../../../i18n/messages'
import type { Locale } from '../../../i18n/routing'
import type { Order } from '../../../payload-types'
import { type OrderActorContext, OrderMoveRefused } from '../../../server/orders/order-move'
import { now } from '../../../services/clock'
import { adminLocale } from '../../_shared/admin-locale'

/** The refusals of the quote stage have their texts in the `quotes` messages. */
const QUOTE_REFUSALS: readonly MoveRefusal[] = ['quoteIncomplete', 'quoteExpired']

function refusalText(locale: Locale, refusal: MoveRefusal, from: OrderStatus, to: unknown, actor: OrderActor) {
  const name = (s: unknown) => (isOrderStatus(s) ? translate(locale, statusMessageKey(s)) : String(s))
  const allowed = allowedMoves(from, actor).map(name)
  const namespace = QUOTE_REFUSALS.includes(refusal) ? 'quotes' : 'orders'
  return translate(locale, `${namespace}.refused.${refusal}`, {
    from: name(from),
    to: name(to),
    allowed:
      allowed.length > 0 ? allowed.join(locale === 'cn' ? '、' : ', ') : translate(locale, 'orders.refused.none'),
  })
}

function actorLabel(req: PayloadRequest): string {
  const user = req.user as { email?: string; name?: string } | null | undefined
  return user?.email ?? user?.name ?? 'system'
}

type Line = NonNullable<Order['lines']>[number]

/**
 * The lines are the checkout's snapshot: staff only add the lot number of each line (at shipping) and, while a
 * quote request waits for its quote (`pricing`), each line's unit price; anything else sent for them (counts,
 * rows added or removed, prices at any other time) is ignored. Priced lines get their subtotals.
 */
function linesKeepingSnapshot(original: Line[] | null | undefined, incoming: unknown, pricing: boolean): Line[] {
  const sent = Array.isArray(incoming) ? (incoming as Partial<Line>[]) : []
  const lines = (original ?? []).map((row) => {
    const mine = sent.find((r) => r && r.id === row.id)
    let next = row
    const lot = mine?.lotNumber
    if (typeof lot === 'string' || lot === null) next = { ...next, lotNumber: lot }
    const price = mine?.unitPriceFen
    if (pricing && (price === null || (typeof price === 'number' && Number.isInteger(price) && price >= 0))) {
      next = { ...next, unitPriceFen: price }
    }
    return next
  })
  return pricing ? pricedQuote(lines).lines : lines
}

const relationId = (value: unknown) =>
  typeof value === 'object' && value ? (value as { id?: unknown }).id : (value ?? null)

/**
 * The timeline as recorded, plus the upload of a new payment proof (issue 21): an event at the order's status, by
 * whoever attached it (the member, through the site's API; the field is read-only for everyone else). A proof is
 * taken only while the order awaits payment: later (staff moved it on meanwhile) the upload is refused with 409.
 */
function withPaymentProof(
  data: Partial<Order>,
  originalDoc: Order,
  who: Pick<TimelineEntry, 'at' | 'byRole' | 'by'>,
  locale: Locale,
): NonNullable<Order['timeline']> {
  const timeline = originalDoc.timeline ?? []
  const proof = relationId(data.paymentProof)
  if (data.paymentProof === undefined || proof === null || proof === relationId(originalDoc.paymentProof))
    return timeline
  if (!awaitsPayment(originalDoc.status)) {
    throw new APIError(translate(locale, 'orderPayment.api.notAwaiting'), 409, null, true)
  }
  return [...timeline, { status: originalDoc.status, event: 'payment_proof', ...who, note: null }]
}

/**
 * Every status change goes through src/domain/orders/status-machine.ts: forward one step, by role (sales and
 * admins move orders; a member only cancels before confirmation, through the site's API), a reason for a staff
 * cancellation, carrier and tracking number for a shipment. An allowed move is appended to the timeline
 * (status, time, who, note), as is a payment proof's upload; the timeline itself is never written from outside,
 * nor `submittedAt` (when it became an order: the reply clock's start). A refusal is a localized 4xx.
 */
export const guardStatusMove: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, req, context }) => {
  const asked = context.orderActor as OrderActorContext | undefined
  const actor = asked?.role ?? actorOf(req.user as { collection?: string; roles?: unknown } | null)
  const by = asked?.label ?? actorLabel(req)
  const at = new Date(now()).toISOString()

  if (operation === 'create') {
    const status = isOrderStatus(data.status) ? data.status : 'submitted'
    if (!data.timeline?.length) data.timeline = [{ status, at, byRole: actor, by, note: null }]
    // The reply clock starts when it is an order: now for a checkout, at the acceptance for a quote request.
    data.submittedAt = status === 'submitted' ? at : null
    return data
  }

  if (!originalDoc) return data
  // Staff price a quote request (its lines and quote) until the quote is sent; afterwards it is what was sent.
  const pricing = originalDoc.status === 'quote_requested' && ['sales', 'admin', 'system'].includes(actor)
  if (data.lines !== undefined) data.lines = linesKeepingSnapshot(originalDoc.lines, data.lines, pricing)
  data.quote = pricing
    ? { ...originalDoc.quote, ...data.quote, reason: originalDoc.quote?.reason ?? null }
    : originalDoc.quote
  data.timeline = withPaymentProof(
    data,
    originalDoc,
    { at, byRole: actor, by },
    asked?.locale ?? adminLocale(req.i18n?.language),
  )
  data.submittedAt = originalDoc.submittedAt ?? null
  const from = originalDoc.status
  const to = data.status
  if (to === undefined || to === null || to === from || !isOrderStatus(from)) return data

  const shipment = { ...originalDoc.shipment, ...data.shipment }
  const lines = data.lines ?? originalDoc.lines ?? []
  const details = {
    reason: data.cancelReason !== undefined ? data.cancelReason : originalDoc.cancelReason,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    linePricesFen: lines.map((l) => l.unitPriceFen),
    validUntil: data.quote?.validUntil ?? null,
    now: now(),
  }
  const decision = decideMove(from, to, actor, details)
  if (!decision.ok) {
    const locale = asked?.locale ?? adminLocale(req.i18n?.language)
    throw new OrderMoveRefused(decision.refusal, refusalText(locale, decision.refusal, from, to, actor))
  }
  const entry: TimelineEntry = {
    status: to as OrderStatus,
    at,
    byRole: actor,
    by,
    note: timelineNote(to as OrderStatus, details),
  }
  data.timeline = [...data.timeline, entry]
  // A quote accepted becomes an order now: its reply clock starts at the acceptance, not at the request.
  if (to === 'submitted') data.submittedAt = at
  if (to === 'quoted') {
    // The quote sent: its lines' subtotals and its total, in fen, are what the customer accepts.
    const priced = pricedQuote(lines)
    data.lines = priced.lines
    data.totalFen = priced.totalFen
    data.inquiry = false
  }
  return data
}
