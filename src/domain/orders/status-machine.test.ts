import { describe, expect, it } from 'vitest'
import {
  actorOf,
  allowedMoves,
  decideMove,
  isFinal,
  memberMayAnswerQuote,
  memberMayCancel,
  ORDER_ACTORS,
  ORDER_STATUSES,
  type OrderStatus,
  QUOTE_STATUSES,
  quoteExpiresAt,
  quoteStillValid,
  statusMessageKey,
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

describe('the quote stage of the status machine', () => {
  // 2026-11-27 10:00 in Shanghai; a quote valid until 2026-11-30 (stored as that day, any time of it).
  const now = Date.parse('2026-11-27T02:00:00Z')
  const validUntil = '2026-11-30T04:00:00.000Z'
  const quote = { linePricesFen: [90000, 1250], validUntil, now }

  it('lets sales and admins send a quote only with a price for every line and a validity date', () => {
    for (const actor of ['sales', 'admin'] as const) {
      expect(decideMove('quote_requested', 'quoted', actor, quote)).toMatchObject({ ok: true })
      expect(decideMove('quote_requested', 'quoted', actor, { ...quote, linePricesFen: [90000, null] })).toEqual({
        ok: false,
        refusal: 'quoteIncomplete',
      })
      expect(decideMove('quote_requested', 'quoted', actor, { ...quote, linePricesFen: [] })).toEqual({
        ok: false,
        refusal: 'quoteIncomplete',
      })
      expect(decideMove('quote_requested', 'quoted', actor, { ...quote, validUntil: null })).toEqual({
        ok: false,
        refusal: 'quoteIncomplete',
      })
      // A fraction of a fen is no price.
      expect(decideMove('quote_requested', 'quoted', actor, { ...quote, linePricesFen: [900.5] })).toEqual({
        ok: false,
        refusal: 'quoteIncomplete',
      })
      expect(decideMove('quote_requested', 'quoted', actor, { ...quote, validUntil: '2026-11-26T04:00:00Z' })).toEqual({
        ok: false,
        refusal: 'quoteExpired',
      })
    }
    expect(decideMove('quote_requested', 'quoted', 'editor', quote)).toEqual({ ok: false, refusal: 'notYourRole' })
    expect(decideMove('quote_requested', 'quoted', 'member', quote)).toEqual({ ok: false, refusal: 'notYourRole' })
  })

  it('lets only the member accept (a submitted order) or decline a quote, accepting only while it is valid', () => {
    expect(decideMove('quoted', 'submitted', 'member', { validUntil, now })).toMatchObject({ ok: true })
    expect(decideMove('quoted', 'quote_declined', 'member', { now })).toMatchObject({ ok: true })
    const after = Date.parse('2026-11-30T16:00:00Z') // 1 Dec 00:00 in Shanghai
    expect(decideMove('quoted', 'submitted', 'member', { validUntil, now: after - 1 })).toMatchObject({ ok: true })
    expect(decideMove('quoted', 'submitted', 'member', { validUntil, now: after })).toEqual({
      ok: false,
      refusal: 'quoteExpired',
    })
    for (const actor of ['sales', 'admin', 'editor', 'system'] as const) {
      expect(decideMove('quoted', 'submitted', actor, { validUntil, now })).toEqual({
        ok: false,
        refusal: 'notYourRole',
      })
      expect(decideMove('quoted', 'quote_declined', actor)).toEqual({ ok: false, refusal: 'notYourRole' })
    }
    expect(memberMayAnswerQuote('quoted')).toBe(true)
    expect(memberMayAnswerQuote('quote_requested')).toBe(false)
  })

  it('expires a quote only by the server (the job); staff cancel it with a reason; a member declines instead', () => {
    expect(decideMove('quoted', 'quote_expired', 'system')).toMatchObject({ ok: true })
    for (const actor of ['member', 'sales', 'admin', 'editor'] as const) {
      expect(decideMove('quoted', 'quote_expired', actor)).toEqual({ ok: false, refusal: 'notYourRole' })
    }
    expect(decideMove('quoted', 'cancelled', 'sales')).toEqual({ ok: false, refusal: 'reasonRequired' })
    expect(decideMove('quoted', 'cancelled', 'sales', reason)).toMatchObject({ ok: true })
    expect(decideMove('quoted', 'cancelled', 'member')).toEqual({ ok: false, refusal: 'notYourRole' })
    // A request not yet quoted is cancelled by its member like a submitted order.
    expect(decideMove('quote_requested', 'cancelled', 'member')).toEqual({ ok: true, requires: [] })
    expect(memberMayCancel('quote_requested')).toBe(true)
  })

  it('moves forward only: nothing skips the quote, nothing goes back to it, declined and expired are final', () => {
    expect(decideMove('quote_requested', 'submitted', 'member')).toEqual({ ok: false, refusal: 'notNext' })
    expect(decideMove('quote_requested', 'confirmed', 'sales')).toEqual({ ok: false, refusal: 'notNext' })
    expect(decideMove('quoted', 'quote_requested', 'sales')).toEqual({ ok: false, refusal: 'notNext' })
    expect(decideMove('submitted', 'quoted', 'sales', quote)).toEqual({ ok: false, refusal: 'notNext' })
    for (const from of ['quote_declined', 'quote_expired'] as const) {
      expect(isFinal(from)).toBe(true)
      for (const actor of ORDER_ACTORS) {
        for (const to of ORDER_STATUSES) {
          expect(decideMove(from, to, actor, { ...quote, ...reason })).toEqual({ ok: false, refusal: 'final' })
        }
      }
    }
    expect(allowedMoves('quoted', 'member')).toEqual(['quote_declined', 'submitted'])
    expect(allowedMoves('quoted', 'system')).toEqual(['quote_expired', 'cancelled'])
  })

  it('judges validity by the end of the day in Shanghai and names quote statuses from the quotes messages', () => {
    expect(new Date(quoteExpiresAt(validUntil)).toISOString()).toBe('2026-11-30T16:00:00.000Z')
    // Midnight in Shanghai is still that Shanghai day.
    expect(new Date(quoteExpiresAt('2026-11-29T16:00:00.000Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z')
    expect(Number.isNaN(quoteExpiresAt('not a date'))).toBe(true)
    expect(quoteStillValid(null, now)).toBe(false)
    for (const s of QUOTE_STATUSES) expect(statusMessageKey(s)).toBe(`quotes.status.${s}`)
    expect(statusMessageKey('paid')).toBe('orders.status.paid')
  })
})
