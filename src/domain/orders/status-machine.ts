/**
 * The life of an order (issue 21): a member's checkout makes it `submitted`; sales (or an admin) move it one
 * step at a time through confirmed → awaiting payment → paid → shipped → delivered. The member may cancel it
 * while it is still submitted (before anyone confirmed it); staff may cancel it up to payment, with a reason.
 * Nothing moves back and delivered and cancelled are final, so a member never sees an order "un-ship".
 *
 * Pure: no database, no language. The collection hook (src/collections/orders/hooks/guard-status-move.ts)
 * applies the decision and turns a refusal into a localized 4xx; the table is what the tests enumerate.
 */
export const ORDER_STATUSES = [
  'submitted',
  'confirmed',
  'awaiting_payment',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * Who asks for a move. `sales` and `admin` are the staff roles that run orders; `editor` is staff without
 * orders; `member` is the customer who owns the order; `system` is the server's own code (jobs, seed).
 */
export const ORDER_ACTORS = ['member', 'sales', 'admin', 'editor', 'system'] as const
export type OrderActor = (typeof ORDER_ACTORS)[number]

/** What a move needs besides the status: a staff cancellation says why; a shipment says how it travels. */
export type MoveRequirement = 'reason' | 'shipment'

interface Transition {
  by: readonly OrderActor[]
  /** Requirements per actor (a member's cancellation needs no reason; staff's does). */
  requires?: Partial<Record<OrderActor, readonly MoveRequirement[]>>
}

const STAFF: readonly OrderActor[] = ['sales', 'admin', 'system']
const STAFF_CANCEL: Transition = {
  by: STAFF,
  requires: { sales: ['reason'], admin: ['reason'], system: ['reason'] },
}

/** Every allowed move. Anything not listed is refused. */
export const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, Transition>>>> = {
  submitted: {
    confirmed: { by: STAFF },
    cancelled: { by: ['member', ...STAFF], requires: STAFF_CANCEL.requires },
  },
  confirmed: { awaiting_payment: { by: STAFF }, cancelled: STAFF_CANCEL },
  awaiting_payment: { paid: { by: STAFF }, cancelled: STAFF_CANCEL },
  paid: {
    shipped: { by: STAFF, requires: { sales: ['shipment'], admin: ['shipment'], system: ['shipment'] } },
    cancelled: STAFF_CANCEL,
  },
  shipped: { delivered: { by: STAFF } },
  delivered: {},
  cancelled: {},
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

export function isFinal(status: OrderStatus): boolean {
  return Object.keys(TRANSITIONS[status]).length === 0
}

/** What the move carries besides the target status. */
export interface MoveDetails {
  /** Why staff cancel (or a member's optional word). */
  reason?: string | null
  carrier?: string | null
  trackingNumber?: string | null
}

/** Why a move is refused; the hook maps each to a message and an HTTP status. */
export type MoveRefusal =
  | 'unknownStatus' // not one of ORDER_STATUSES
  | 'final' // from delivered or cancelled
  | 'notNext' // backwards, skipping a step, or not a move from here at all
  | 'notYourRole' // the move exists but not for this actor
  | 'memberTooLate' // a member cancelling after confirmation
  | 'reasonRequired'
  | 'shipmentRequired'

export type MoveDecision = { ok: true; requires: readonly MoveRequirement[] } | { ok: false; refusal: MoveRefusal }

const filled = (s: string | null | undefined) => typeof s === 'string' && s.trim().length > 0

/** Whether `actor` may move an order from `from` to `to` with `details`. Staying put is not a move. */
export function decideMove(from: OrderStatus, to: unknown, actor: OrderActor, details: MoveDetails = {}): MoveDecision {
  if (!isOrderStatus(to)) return { ok: false, refusal: 'unknownStatus' }
  if (isFinal(from)) return { ok: false, refusal: 'final' }
  const transition = TRANSITIONS[from][to]
  const memberCancel = actor === 'member' && to === 'cancelled'
  if (!transition) return { ok: false, refusal: memberCancel ? 'memberTooLate' : 'notNext' }
  if (!transition.by.includes(actor)) return { ok: false, refusal: memberCancel ? 'memberTooLate' : 'notYourRole' }
  const requires = transition.requires?.[actor] ?? []
  if (requires.includes('reason') && !filled(details.reason)) return { ok: false, refusal: 'reasonRequired' }
  if (requires.includes('shipment') && !(filled(details.carrier) && filled(details.trackingNumber))) {
    return { ok: false, refusal: 'shipmentRequired' }
  }
  return { ok: true, requires }
}

/** The statuses `actor` may move an order in `from` to (for the refused-move message and the member's buttons). */
export function allowedMoves(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => TRANSITIONS[from][to]?.by.includes(actor) ?? false)
}

/** Whether a member may still cancel an order in this status (the user centre's cancel button). */
export function memberMayCancel(status: OrderStatus): boolean {
  return allowedMoves(status, 'member').includes('cancelled')
}

/** The actor of a request: staff by role (admin first), a member, or the server itself (no user). */
export function actorOf(user: { collection?: string; roles?: unknown } | null | undefined): OrderActor {
  if (!user) return 'system'
  if (user.collection === 'members') return 'member'
  if (user.collection !== 'users') return 'editor'
  const roles = Array.isArray(user.roles) ? user.roles : []
  if (roles.includes('admin')) return 'admin'
  if (roles.includes('sales')) return 'sales'
  return 'editor'
}

/** One entry of an order's timeline: what happened, when, by whom, with what note. */
export interface TimelineEntry {
  status: OrderStatus
  at: string
  byRole: OrderActor
  by: string
  note: string | null
}

/** The note a move leaves on the timeline: the reason of a cancellation, the carrier and number of a shipment. */
export function timelineNote(to: OrderStatus, details: MoveDetails): string | null {
  if (to === 'cancelled') return filled(details.reason) ? (details.reason as string).trim() : null
  if (to === 'shipped' && filled(details.carrier) && filled(details.trackingNumber)) {
    return `${(details.carrier as string).trim()} ${(details.trackingNumber as string).trim()}`
  }
  return null
}
