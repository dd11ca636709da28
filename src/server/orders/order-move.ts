import { APIError } from 'payload'
import type { MoveRefusal, OrderActor } from '../../domain/orders/status-machine'
import type { Locale } from '../../i18n/routing'

/**
 * The order move's contract with its callers (the status guard of the orders collection, which decides every
 * move, and the use cases and the API that move an order for someone): who moves it, and the refusal.
 */

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
  quoteIncomplete: 400,
  quoteExpired: 409,
}

/** A refused move: a localized, public message and its 4xx (the admin shows it; the site's API passes it on). */
export class OrderMoveRefused extends APIError {
  readonly refusal: MoveRefusal
  constructor(refusal: MoveRefusal, message: string) {
    super(message, REFUSAL_STATUS[refusal], { refusal }, true)
    this.refusal = refusal
  }
}
