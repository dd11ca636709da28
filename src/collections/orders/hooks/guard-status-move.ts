import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { canMoveOrder, isOrderStatus, nextOrderStatuses } from '../../../domain/cart/order-status'
import { STATUS_LABELS } from '../status-labels'

/**
 * Staff move orders forward only (src/domain/cart/order-status.ts): completed and cancelled are final, shipped
 * orders cannot be cancelled. A refused move names both statuses and the allowed ones, in both languages.
 */
export const guardStatusMove: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update') return data
  const from: unknown = originalDoc?.status
  const to: unknown = data.status
  if (!isOrderStatus(from) || !isOrderStatus(to) || canMoveOrder(from, to)) return data
  const allowed = nextOrderStatuses(from)
  const zh = `订单状态不能从「${STATUS_LABELS[from].zh}」改为「${STATUS_LABELS[to].zh}」，可改为：${allowed.map((s) => STATUS_LABELS[s].zh).join('、')}`
  const en = `An order cannot move from ${STATUS_LABELS[from].en} to ${STATUS_LABELS[to].en}; allowed: ${allowed.map((s) => STATUS_LABELS[s].en).join(', ')}`
  throw new ValidationError({ collection: 'orders', errors: [{ path: 'status', message: `${zh} / ${en}` }], req })
}
