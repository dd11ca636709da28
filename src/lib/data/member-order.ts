import type { Payload } from 'payload'
import type { Order } from '../../payload-types'

/**
 * One order of a member, or null when there is no such order or it is someone else's (the caller answers
 * both with the same 404, so another member's order number reveals nothing).
 */
export async function memberOrderRecord(payload: Payload, memberId: number, id: number): Promise<Order | null> {
  const order = await payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!order) return null
  const owner = typeof order.member === 'object' && order.member ? order.member.id : order.member
  return owner === memberId ? order : null
}
