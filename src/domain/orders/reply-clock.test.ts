import { describe, expect, it } from 'vitest'
import { describeReplyClock } from '../leads/inbox'
import { orderAnsweredAt, orderClockStart, orderReplyClock, overdueOrdersWhere } from './reply-clock'

const HOUR = 3_600_000
const created = Date.parse('2026-11-20T08:00:00Z')

describe('orders keep the 24-hour reply promise (issue 21)', () => {
  it('runs while the order is submitted and is overdue after 24 hours', () => {
    expect(orderReplyClock('submitted', created, created + 5 * HOUR)).toEqual({ leftMs: 19 * HOUR, overdue: false })
    const late = orderReplyClock('submitted', created, created + 27 * HOUR)
    expect(late).toEqual({ leftMs: -3 * HOUR, overdue: true })
    expect(describeReplyClock(late, 'en')).toBe('overdue by 3 h 0 min')
  })

  it('stops once staff moved the order past submitted (confirmed or cancelled)', () => {
    for (const status of ['confirmed', 'cancelled', 'shipped', undefined])
      expect(orderReplyClock(status, created, created + 30 * HOUR)).toEqual({ leftMs: null, overdue: false })
  })

  it('reads the answer time from the status records', () => {
    const timeline = [
      { status: 'submitted', at: '2026-11-20T08:00:00Z' },
      { status: 'confirmed', at: '2026-11-20T10:30:00Z' },
      { status: 'awaiting_payment', at: '2026-11-21T10:30:00Z' },
    ]
    expect(orderAnsweredAt(timeline)).toBe(Date.parse('2026-11-20T10:30:00Z'))
    expect(orderAnsweredAt([{ status: 'submitted', at: '2026-11-20T08:00:00Z' }])).toBeNull()
    expect(orderAnsweredAt(undefined)).toBeNull()
  })

  it('a quote that became an order is answered by the first move after its acceptance, not by the quote', () => {
    const quote = [
      { status: 'quote_requested', at: '2026-11-10T08:00:00Z' },
      { status: 'quoted', at: '2026-11-11T08:00:00Z' },
    ]
    expect(orderAnsweredAt(quote)).toBeNull()
    const accepted = [...quote, { status: 'submitted', at: '2026-11-20T08:00:00Z' }]
    expect(orderAnsweredAt(accepted)).toBeNull()
    expect(orderAnsweredAt([...accepted, { status: 'confirmed', at: '2026-11-20T09:00:00Z' }])).toBe(
      Date.parse('2026-11-20T09:00:00Z'),
    )
  })

  it('starts the clock when the order became submitted (a quote: its acceptance), else at its creation', () => {
    const quoteCreated = '2026-11-01T08:00:00.000Z'
    const accepted = '2026-11-20T08:00:00.000Z'
    const start = orderClockStart({ createdAt: quoteCreated, submittedAt: accepted })
    expect(start).toBe(created)
    expect(orderReplyClock('submitted', start, created + HOUR)).toEqual({ leftMs: 23 * HOUR, overdue: false })
    expect(orderClockStart({ createdAt: quoteCreated, submittedAt: null })).toBe(Date.parse(quoteCreated))
    expect(orderClockStart({})).toBeNull()
  })

  it('filters overdue orders by status and the time they were submitted', () => {
    expect(overdueOrdersWhere(created + 24 * HOUR)).toEqual({
      and: [{ status: { equals: 'submitted' } }, { submittedAt: { less_than: '2026-11-20T08:00:00.000Z' } }],
    })
  })
})
