import { REPLY_PROMISE_MS, type ReplyClock } from '../leads/inbox'

/**
 * Orders in the back office keep the inbox's 24-hour reply promise (issue 21): a submitted order waits for staff;
 * it is answered once it moved past submitted (confirmed, or cancelled), as its status records show. Open orders
 * submitted more than 24 hours ago are overdue. The clock starts when the order became `submitted`: at checkout
 * for an order, when the member accepted the quote for a quote request (the order's `submittedAt`, written by
 * the status hook; its creation time for a record without one). Pure: the caller passes the times.
 */
export const ORDER_OPEN_STATUS = 'submitted'

export function orderReplyDueAt(submittedAt: number): number {
  return submittedAt + REPLY_PROMISE_MS
}

interface TimelineEntry {
  status?: string | null
  at?: string | null
}

/**
 * When staff (or the customer's cancellation) first moved the order past submitted; null while it waits (and for
 * a quote that never became an order: the quote stage before it is not an answer).
 */
export function orderAnsweredAt(timeline: readonly TimelineEntry[] | null | undefined): number | null {
  const entries = timeline ?? []
  const submitted = entries.findIndex((entry) => entry.status === ORDER_OPEN_STATUS)
  if (submitted < 0) return null
  for (const entry of entries.slice(submitted + 1)) {
    if (entry.status && entry.status !== ORDER_OPEN_STATUS && entry.at) {
      const at = Date.parse(entry.at)
      if (!Number.isNaN(at)) return at
    }
  }
  return null
}

/** When the clock of an order started: its `submittedAt`, else (a record without one) its creation. */
export function orderClockStart(order: { submittedAt?: unknown; createdAt?: unknown }): number | null {
  for (const value of [order.submittedAt, order.createdAt]) {
    const at = typeof value === 'string' ? Date.parse(value) : Number.NaN
    if (!Number.isNaN(at)) return at
  }
  return null
}

/** The order's reply clock: running while it is submitted, from when it became submitted; none once answered. */
export function orderReplyClock(
  status: string | null | undefined,
  submittedAt: number | null | undefined,
  now: number,
): ReplyClock {
  // An order always has a status: none means a partial read (a select without it), which shows no clock.
  if (status !== ORDER_OPEN_STATUS || submittedAt == null || Number.isNaN(submittedAt)) {
    return { leftMs: null, overdue: false }
  }
  const leftMs = orderReplyDueAt(submittedAt) - now
  return { leftMs, overdue: leftMs < 0 }
}

/** A Payload `where` of overdue orders (plain data: the domain knows no Payload). */
export type OverdueOrdersWhere = {
  and: [{ status: { equals: string } }, { submittedAt: { less_than: string } }]
}

/** The list filter of overdue orders at `now` (a Payload `where`): still submitted, submitted over 24 hours ago. */
export function overdueOrdersWhere(now: number): OverdueOrdersWhere {
  return {
    and: [
      { status: { equals: ORDER_OPEN_STATUS } },
      { submittedAt: { less_than: new Date(now - REPLY_PROMISE_MS).toISOString() } },
    ],
  }
}
