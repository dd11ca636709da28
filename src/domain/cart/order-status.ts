/**
 * The life of an order (spec section 4 leaves the statuses to us): a member's settlement makes it `submitted`;
 * staff then move it forward through confirmed, shipped and completed, or cancel it before it ships.
 * Completed and cancelled are final: nothing moves back, so a member never sees an order "un-ship".
 */
export const ORDER_STATUSES = ['submitted', 'confirmed', 'shipped', 'completed', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The forward path; a later step may be reached directly (a confirmed order may be marked completed). */
const FORWARD: readonly OrderStatus[] = ['submitted', 'confirmed', 'shipped', 'completed']
/** Statuses from which an order may still be cancelled (not once it has shipped). */
const CANCELLABLE: readonly OrderStatus[] = ['submitted', 'confirmed']

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

/** Whether staff may move an order from `from` to `to` (staying put is always allowed). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return true
  if (to === 'cancelled') return CANCELLABLE.includes(from)
  const a = FORWARD.indexOf(from)
  const b = FORWARD.indexOf(to)
  return a >= 0 && b > a
}

/** The statuses an order in `from` may be moved to (itself included), for error messages. */
export function nextOrderStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMoveOrder(from, to))
}
