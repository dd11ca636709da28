/**
 * The life of an order (issue 21): a member's checkout makes it `submitted`; sales (or an admin) move it one
 * step at a time through confirmed → awaiting payment → paid → shipped → delivered. The member may cancel it
 * while it is still submitted (before anyone confirmed it); staff may cancel it up to payment, with a reason.
 * Nothing moves back and delivered and cancelled are final, so a member never sees an order "un-ship".
 *
 * Quotes: a checkout with inquiry lines, or from a visitor outside mainland China, makes a `quote_requested`
 * order instead. Staff send the quote (`quoted`: a unit price for every line and a validity date); the member
 * accepts it (it becomes a normal `submitted` order with the quoted totals) or declines it (`quote_declined`);
 * the `expire-quotes` job moves a quote past its validity to `quote_expired`. Declined and expired are final.
 *
 * Pure: no database, no language. The collection hook (src/collections/orders/hooks/guard-status-move.ts)
 * applies the decision and turns a refusal into a localized 4xx; the table is what the tests enumerate.
 */
export const ORDER_STATUSES = [
  'quote_requested',
  'quoted',
  'quote_declined',
  'quote_expired',
  'submitted',
  'confirmed',
  'awaiting_payment',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The statuses of the quote stage (their names live in the `quotes` messages, the others' in `orders`). */
export const QUOTE_STATUSES = ['quote_requested', 'quoted', 'quote_declined', 'quote_expired'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === 'string' && (QUOTE_STATUSES as readonly string[]).includes(value)
}

/** The message key of a status's name: `quotes.status.*` for the quote stage, `orders.status.*` otherwise. */
export function statusMessageKey(status: OrderStatus): string {
  return `${isQuoteStatus(status) ? 'quotes' : 'orders'}.status.${status}`
}

/**
 * Who asks for a move. `sales` and `admin` are the staff roles that run orders; `editor` is staff without
 * orders; `member` is the customer who owns the order; `system` is the server's own code (jobs, seed).
 */
export const ORDER_ACTORS = ['member', 'sales', 'admin', 'editor', 'system'] as const
export type OrderActor = (typeof ORDER_ACTORS)[number]

/**
 * What a move needs besides the status: a staff cancellation says why; a shipment says how it travels; a quote
 * sent has a price for every line and a validity date not yet passed; a quote accepted is still valid.
 */
export type MoveRequirement = 'reason' | 'shipment' | 'quote' | 'quoteValid'

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
  quote_requested: {
    quoted: { by: STAFF, requires: { sales: ['quote'], admin: ['quote'], system: ['quote'] } },
    cancelled: { by: ['member', ...STAFF], requires: STAFF_CANCEL.requires },
  },
  quoted: {
    // Accepting makes it a normal order (submitted); only the customer accepts or declines.
    submitted: { by: ['member'], requires: { member: ['quoteValid'] } },
    quote_declined: { by: ['member'] },
    // The validity date passed: the expire-quotes job (system) only.
    quote_expired: { by: ['system'] },
    cancelled: STAFF_CANCEL,
  },
  quote_declined: {},
  quote_expired: {},
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
  /** A quote's unit price of each line, in fen (null: not priced yet). */
  linePricesFen?: ReadonlyArray<number | null | undefined>
  /** A quote's validity date (ISO; valid through that day in Shanghai: quoteExpiresAt). */
  validUntil?: string | null
  /** The time of the move (ms), against which the validity is judged. */
  now?: number
}

/** Shanghai is UTC+8 all year (no daylight saving): the end of a validity day is 24:00 there. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

/**
 * When a quote valid until `validUntil` stops being valid: the end of that calendar day in Asia/Shanghai (a quote
 * "valid until 30 Nov" may be accepted all of 30 Nov, Beijing time). NaN for no or a bad date.
 */
export function quoteExpiresAt(validUntil: string | null | undefined): number {
  const t = validUntil ? Date.parse(validUntil) : Number.NaN
  if (!Number.isFinite(t)) return Number.NaN
  const shanghaiDayStart = Math.floor((t + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS
  return shanghaiDayStart + DAY_MS
}

/** Whether a quote valid until `validUntil` may still be accepted at `now`. */
export function quoteStillValid(validUntil: string | null | undefined, now: number): boolean {
  const end = quoteExpiresAt(validUntil)
  return Number.isFinite(end) && now < end
}

/** Whether every line has a unit price (a whole number of fen, zero or more). */
export function everyLinePriced(prices: ReadonlyArray<number | null | undefined> | undefined): boolean {
  return (
    Array.isArray(prices) &&
    prices.length > 0 &&
    prices.every((p) => typeof p === 'number' && Number.isInteger(p) && p >= 0)
  )
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
  | 'quoteIncomplete' // a quote sent without a price for every line or without a validity date
  | 'quoteExpired' // a quote sent or accepted after its validity date

export type MoveDecision = { ok: true; requires: readonly MoveRequirement[] } | { ok: false; refusal: MoveRefusal }

const filled = (s: string | null | undefined) => typeof s === 'string' && s.trim().length > 0

/** Whether `actor` may move an order from `from` to `to` with `details`. Staying put is not a move. */
export function decideMove(from: OrderStatus, to: unknown, actor: OrderActor, details: MoveDetails = {}): MoveDecision {
  if (!isOrderStatus(to)) return { ok: false, refusal: 'unknownStatus' }
  if (isFinal(from)) return { ok: false, refusal: 'final' }
  const transition = TRANSITIONS[from][to]
  // A member's cancel of an order staff moved on is "too late"; a quote is declined, not cancelled.
  const memberCancel = actor === 'member' && to === 'cancelled' && from !== 'quoted'
  if (!transition) return { ok: false, refusal: memberCancel ? 'memberTooLate' : 'notNext' }
  if (!transition.by.includes(actor)) return { ok: false, refusal: memberCancel ? 'memberTooLate' : 'notYourRole' }
  const requires = transition.requires?.[actor] ?? []
  if (requires.includes('reason') && !filled(details.reason)) return { ok: false, refusal: 'reasonRequired' }
  if (requires.includes('shipment') && !(filled(details.carrier) && filled(details.trackingNumber))) {
    return { ok: false, refusal: 'shipmentRequired' }
  }
  const now = details.now ?? Date.now()
  if (requires.includes('quote')) {
    if (!everyLinePriced(details.linePricesFen) || !Number.isFinite(quoteExpiresAt(details.validUntil))) {
      return { ok: false, refusal: 'quoteIncomplete' }
    }
    if (!quoteStillValid(details.validUntil, now)) return { ok: false, refusal: 'quoteExpired' }
  }
  if (requires.includes('quoteValid') && !quoteStillValid(details.validUntil, now)) {
    return { ok: false, refusal: 'quoteExpired' }
  }
  return { ok: true, requires }
}

/** The statuses `actor` may move an order in `from` to (for the refused-move message and the member's buttons). */
export function allowedMoves(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => TRANSITIONS[from][to]?.by.includes(actor) ?? false)
}

/** Whether a member may accept or decline this order's quote (the quote panel's buttons). */
export function memberMayAnswerQuote(status: OrderStatus): boolean {
  return status === 'quoted'
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

/**
 * What the timeline records besides status moves: the member's payment proof upload (issue 21). Such an entry
 * keeps the order's status at the time (awaiting payment) and names the event; a move has no event.
 */
export const ORDER_EVENTS = ['payment_proof'] as const
export type OrderEvent = (typeof ORDER_EVENTS)[number]

/** One entry of an order's timeline: what happened, when, by whom, with what note. */
export interface TimelineEntry {
  status: OrderStatus
  event?: OrderEvent | null
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
