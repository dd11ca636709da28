import { describe, expect, it } from 'vitest'
import { INBOX_MAX_PAGE, inboxFilterWhere, inboxQuery, parseInboxFilters, shanghaiDayStart } from './inbox-filters'

describe('the inbox filters in the URL', () => {
  it('keep what is valid and drop the rest, never failing', () => {
    expect(
      parseInboxFilters(new URLSearchParams('kind=enquiries&status=new&assignee=me&overdue=1&today=1&page=3')),
    ).toEqual({ kind: 'enquiries', status: 'new', assignee: 'me', overdue: true, today: true, page: 3 })
    expect(parseInboxFilters({ kind: 'orders', status: 'x', assignee: '0', page: '-1', overdue: 'yes' })).toEqual({
      kind: null,
      status: null,
      assignee: null,
      overdue: false,
      today: false,
      page: 1,
    })
    expect(parseInboxFilters({ assignee: '12', page: '99999' })).toMatchObject({ assignee: 12, page: INBOX_MAX_PAGE })
  })

  it('round-trip through the query string', () => {
    const q = inboxQuery({ kind: 'suggestions', status: null, assignee: 'none', overdue: true, today: false, page: 2 })
    expect(q).toBe('?kind=suggestions&assignee=none&overdue=1&page=2')
    expect(parseInboxFilters(new URLSearchParams(q.slice(1)))).toMatchObject({ kind: 'suggestions', assignee: 'none' })
    expect(inboxQuery({ page: 1 })).toBe('')
  })
})

describe('today in Asia/Shanghai', () => {
  it('starts at 00:00 China time (16:00 UTC the day before)', () => {
    expect(new Date(shanghaiDayStart(Date.parse('2026-11-25T01:30:00Z'))).toISOString()).toBe(
      '2026-11-24T16:00:00.000Z',
    )
    expect(new Date(shanghaiDayStart(Date.parse('2026-11-24T15:59:59Z'))).toISOString()).toBe(
      '2026-11-23T16:00:00.000Z',
    )
  })

  it('the where of overdue, mine and today', () => {
    const at = Date.parse('2026-11-25T01:30:00Z')
    expect(inboxFilterWhere({ status: null, assignee: 'me', overdue: true, today: true }, 7, at)).toEqual({
      and: [
        { assignee: { equals: 7 } },
        { inboxStatus: { in: ['new', 'in_progress'] } },
        { replyDueAt: { less_than: '2026-11-25T01:30:00.000Z' } },
        { createdAt: { greater_than_equal: '2026-11-24T16:00:00.000Z' } },
      ],
    })
    expect(inboxFilterWhere({ status: null, assignee: 'none', overdue: false, today: false }, 7, at)).toEqual({
      and: [{ assignee: { exists: false } }],
    })
  })
})
