import { describe, expect, it } from 'vitest'
import { canMoveOrder, nextOrderStatuses, ORDER_STATUSES } from './order-status'

describe('order status transitions', () => {
  it('moves forward through confirmed, shipped and completed, skipping steps if staff choose', () => {
    expect(canMoveOrder('submitted', 'confirmed')).toBe(true)
    expect(canMoveOrder('confirmed', 'shipped')).toBe(true)
    expect(canMoveOrder('shipped', 'completed')).toBe(true)
    expect(canMoveOrder('submitted', 'completed')).toBe(true)
  })

  it('never moves back', () => {
    expect(canMoveOrder('confirmed', 'submitted')).toBe(false)
    expect(canMoveOrder('shipped', 'confirmed')).toBe(false)
    expect(canMoveOrder('completed', 'shipped')).toBe(false)
  })

  it('cancels only before shipping', () => {
    expect(canMoveOrder('submitted', 'cancelled')).toBe(true)
    expect(canMoveOrder('confirmed', 'cancelled')).toBe(true)
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false)
    expect(canMoveOrder('completed', 'cancelled')).toBe(false)
  })

  it('treats completed and cancelled as final', () => {
    expect(nextOrderStatuses('completed')).toEqual(['completed'])
    expect(nextOrderStatuses('cancelled')).toEqual(['cancelled'])
    for (const s of ORDER_STATUSES) expect(canMoveOrder(s, s)).toBe(true)
  })
})
