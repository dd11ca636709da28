import { describe, expect, it } from 'vitest'
import {
  actorOf,
  allowedMoves,
  decideMove,
  isFinal,
  memberMayCancel,
  ORDER_ACTORS,
  ORDER_STATUSES,
  type OrderStatus,
  timelineNote,
} from './status-machine'

const shipment = { carrier: '顺丰', trackingNumber: 'SF123' }
const reason = { reason: 'customer asked' }

describe('the order status machine', () => {
  it('goes forward one step at a time for sales and admins', () => {
    const path: OrderStatus[] = ['submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered']
    for (const actor of ['sales', 'admin'] as const) {
      for (let i = 0; i + 1 < path.length; i++) {
        const from = path[i] as OrderStatus
        expect(decideMove(from, path[i + 1], actor, shipment), `${actor} ${from}`).toMatchObject({ ok: true })
        // skipping a step or going back is refused
        if (i + 2 < path.length)
          expect(decideMove(from, path[i + 2], actor, shipment)).toEqual({ ok: false, refusal: 'notNext' })
        if (i > 0) expect(decideMove(from, path[i - 1], actor)).toEqual({ ok: false, refusal: 'notNext' })
      }
    }
  })

  it('lets a member only cancel, and only before confirmation', () => {
    expect(decideMove('submitted', 'cancelled', 'member')).toEqual({ ok: true, requires: [] })
    for (const from of ['confirmed', 'awaiting_payment', 'paid', 'shipped'] as const) {
      expect(decideMove(from, 'cancelled', 'member')).toEqual({ ok: false, refusal: 'memberTooLate' })
    }
    expect(decideMove('submitted', 'confirmed', 'member')).toEqual({ ok: false, refusal: 'notYourRole' })
    expect(decideMove('paid', 'shipped', 'member', shipment)).toEqual({ ok: false, refusal: 'notYourRole' })
    expect(memberMayCancel('submitted')).toBe(true)
    expect(memberMayCancel('confirmed')).toBe(false)
  })

  it('gives editors no move at all', () => {
    for (const from of ORDER_STATUSES) expect(allowedMoves(from, 'editor')).toEqual([])
    expect(decideMove('submitted', 'confirmed', 'editor')).toEqual({ ok: false, refusal: 'notYourRole' })
  })

  it('asks staff for a reason to cancel, up to payment but not after shipping', () => {
    for (const from of ['submitted', 'confirmed', 'awaiting_payment', 'paid'] as const) {
      expect(decideMove(from, 'cancelled', 'sales')).toEqual({ ok: false, refusal: 'reasonRequired' })
      expect(decideMove(from, 'cancelled', 'sales', { reason: '  ' })).toEqual({ ok: false, refusal: 'reasonRequired' })
      expect(decideMove(from, 'cancelled', 'admin', reason)).toMatchObject({ ok: true })
    }
    expect(decideMove('shipped', 'cancelled', 'admin', reason)).toEqual({ ok: false, refusal: 'notNext' })
  })

  it('ships only with a carrier and a tracking number', () => {
    expect(decideMove('paid', 'shipped', 'sales')).toEqual({ ok: false, refusal: 'shipmentRequired' })
    expect(decideMove('paid', 'shipped', 'sales', { carrier: '顺丰' })).toEqual({
      ok: false,
      refusal: 'shipmentRequired',
    })
    expect(decideMove('paid', 'shipped', 'sales', shipment)).toMatchObject({ ok: true })
  })

  it('treats delivered and cancelled as final for everyone', () => {
    for (const from of ['delivered', 'cancelled'] as const) {
      expect(isFinal(from)).toBe(true)
      for (const actor of ORDER_ACTORS) {
        for (const to of ORDER_STATUSES)
          expect(decideMove(from, to, actor, { ...shipment, ...reason })).toEqual({ ok: false, refusal: 'final' })
      }
    }
  })

  it('refuses a status it does not know', () => {
    expect(decideMove('submitted', 'completed', 'admin')).toEqual({ ok: false, refusal: 'unknownStatus' })
  })

  it('tells staff roles, members and the server apart', () => {
    expect(actorOf(null)).toBe('system')
    expect(actorOf({ collection: 'members' })).toBe('member')
    expect(actorOf({ collection: 'users', roles: ['sales', 'admin'] })).toBe('admin')
    expect(actorOf({ collection: 'users', roles: ['sales'] })).toBe('sales')
    expect(actorOf({ collection: 'users', roles: ['editor'] })).toBe('editor')
  })

  it('notes the reason of a cancellation and the carrier and number of a shipment', () => {
    expect(timelineNote('cancelled', { reason: ' out of stock ' })).toBe('out of stock')
    expect(timelineNote('shipped', shipment)).toBe('顺丰 SF123')
    expect(timelineNote('confirmed', reason)).toBeNull()
  })
})
