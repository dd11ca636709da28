import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import {
  actorOf,
  allowedMoves,
  decideMove,
  isOrderStatus,
  type MoveRefusal,
  type OrderActor,
  type OrderStatus,
  type TimelineEntry,
  timelineNote,
} from '../../../domain/orders/status-machine'
import { translate } from '../../../i18n/messages'
import type { Locale } from '../../../i18n/routing'
import type { Order } from '../../../payload-types'
import { adminLocale } from '../../_shared/admin-locale'

/**
 * Who moves an order when the server acts for someone else than `req.user` (the site's API acts for a member
 * with overrideAccess): set as `context.orderActor` of the update.
 */
export interface OrderActorContext {
  role: OrderActor
  /** What the timeline shows as "by" (a member's name; staff's e-mail is taken from req.user). */
  label: string
  /** The language of a refusal (the site's request); the admin's own language otherwise. */
  locale?: Locale
}

/** HTTP status of each refusal: a role's refusal is 403, a move that does not exist 409, missing details 400. */
const REFUSAL_STATUS: Record<MoveRefusal, number> = {
  unknownStatus: 400,
  final: 409,
  notNext: 409,
  notYourRole: 403,
  memberTooLate: 409,
  reasonRequired: 400,
  shipmentRequired: 400,
}

/** A refused move: a localized, public message and its 4xx (the admin shows it; the site's API passes it on). */
export class OrderMoveRefused extends APIError {
  readonly refusal: MoveRefusal
  constructor(refusal: MoveRefusal, message: string) {
    super(message, REFUSAL_STATUS[refusal], { refusal }, true)
    this.refusal = refusal
  }
}

function refusalText(locale: Locale, refusal: MoveRefusal, from: OrderStatus, to: unknown, actor: OrderActor) {
  const name = (s: unknown) => (isOrderStatus(s) ? translate(locale, `orders.status.${s}`) : String(s))
  const allowed = allowedMoves(from, actor).map(name)
  return translate(locale, `orders.refused.${refusal}`, {
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
 * The lines are the checkout's snapshot: staff only add the lot number of each line (at shipping); anything
 * else sent for them (prices, counts, rows added or removed) is ignored.
 */
function linesKeepingSnapshot(original: Line[] | null | undefined, incoming: unknown): Line[] {
  const sent = Array.isArray(incoming) ? (incoming as Partial<Line>[]) : []
  return (original ?? []).map((row) => {
    const lot = sent.find((r) => r && r.id === row.id)?.lotNumber
    return typeof lot === 'string' || lot === null ? { ...row, lotNumber: lot } : row
  })
}

/**
 * Every status change goes through src/domain/orders/status-machine.ts: forward one step, by role (sales and
 * admins move orders; a member only cancels before confirmation, through the site's API), a reason for a staff
 * cancellation, carrier and tracking number for a shipment. An allowed move is appended to the timeline
 * (status, time, who, note); the timeline itself is never written from outside. A refusal is a localized 4xx.
 */
export const guardStatusMove: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, req, context }) => {
  const asked = context.orderActor as OrderActorContext | undefined
  const actor = asked?.role ?? actorOf(req.user as { collection?: string; roles?: unknown } | null)
  const by = asked?.label ?? actorLabel(req)
  const at = new Date().toISOString()

  if (operation === 'create') {
    const status = isOrderStatus(data.status) ? data.status : 'submitted'
    if (!data.timeline?.length) data.timeline = [{ status, at, byRole: actor, by, note: null }]
    return data
  }

  if (!originalDoc) return data
  if (data.lines !== undefined) data.lines = linesKeepingSnapshot(originalDoc.lines, data.lines)
  data.timeline = originalDoc.timeline ?? []
  const from = originalDoc.status
  const to = data.status
  if (to === undefined || to === null || to === from || !isOrderStatus(from)) return data

  const shipment = { ...originalDoc.shipment, ...data.shipment }
  const details = {
    reason: data.cancelReason !== undefined ? data.cancelReason : originalDoc.cancelReason,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
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
  data.timeline = [...(originalDoc.timeline ?? []), entry]
  return data
}
