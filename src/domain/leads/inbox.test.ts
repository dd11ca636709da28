import { describe, expect, it } from 'vitest'
import { describeReplyClock, REPLY_PROMISE_MS, replyClock, replyDueAt } from './inbox'

describe('the 24-hour reply promise', () => {
  const created = Date.UTC(2025, 0, 1, 8, 0)
  const due = replyDueAt(created)

  it('is due 24 hours after the lead', () => {
    expect(due - created).toBe(REPLY_PROMISE_MS)
  })

  it('counts down while the lead is new or in progress', () => {
    const clock = replyClock('in_progress', due, created + 60 * 60_000 + 30_000)
    expect(clock).toEqual({ leftMs: 23 * 60 * 60_000 - 30_000, overdue: false })
    expect(describeReplyClock(clock, 'en')).toBe('22 h 59 min left')
    expect(describeReplyClock(clock, 'zh')).toBe('剩余 22 小时 59 分')
  })

  it('is overdue once the due time has passed on an open lead', () => {
    const clock = replyClock('new', due, due + 3 * 60 * 60_000 + 4 * 60_000)
    expect(clock.overdue).toBe(true)
    expect(describeReplyClock(clock, 'en')).toBe('overdue by 3 h 4 min')
    expect(describeReplyClock(clock, 'zh')).toBe('已超时 3 小时 4 分')
  })

  it('stops once the lead is answered or closed', () => {
    for (const status of ['answered', 'closed']) {
      const clock = replyClock(status, due, due + 1)
      expect(clock).toEqual({ leftMs: null, overdue: false })
      expect(describeReplyClock(clock, 'en')).toBe('—')
    }
  })
})
