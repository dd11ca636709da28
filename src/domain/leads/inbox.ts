/**
 * The back-office inbox's reply promise (spec sections 1 and 9: customer service replies within 24 hours).
 * Pure: the caller passes the time. A lead is open while its status is `new` or `in_progress`; an open
 * lead past its reply-due time is overdue.
 */
export const REPLY_PROMISE_MS = 24 * 60 * 60 * 1000

export const INBOX_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const
export type InboxStatus = (typeof INBOX_STATUSES)[number]

export const OPEN_STATUSES: readonly InboxStatus[] = ['new', 'in_progress']

/** Every lead collection of the inbox, with the kind's labels. */
export const INBOX_KINDS = {
  'leave-words': { zh: '在线留言', en: 'Online message' },
  enquiries: { zh: '询价', en: 'Price enquiry' },
  'coa-requests': { zh: 'COA申请', en: 'COA request' },
  'trial-requests': { zh: '试用申请', en: 'Trial request' },
  'paper-rewards': { zh: '文章奖励申请', en: 'Paper award' },
  suggestions: { zh: '新品建议', en: 'Product suggestion' },
} as const
export type InboxKind = keyof typeof INBOX_KINDS

export function isInboxKind(value: unknown): value is InboxKind {
  return typeof value === 'string' && Object.hasOwn(INBOX_KINDS, value)
}

export function replyDueAt(createdAt: number): number {
  return createdAt + REPLY_PROMISE_MS
}

export interface ReplyClock {
  /** Milliseconds left until the reply is due (negative once overdue); null when the lead is not open. */
  leftMs: number | null
  overdue: boolean
}

export function replyClock(
  status: string | null | undefined,
  dueAt: number | null | undefined,
  now: number,
): ReplyClock {
  const open = OPEN_STATUSES.includes((status ?? 'new') as InboxStatus)
  if (!open || dueAt == null || Number.isNaN(dueAt)) return { leftMs: null, overdue: false }
  const leftMs = dueAt - now
  return { leftMs, overdue: leftMs < 0 }
}

/**
 * The reply clock of a stored lead, from its record as stored: `inboxStatus` and `replyDueAt` (the real instant,
 * an ISO string or a Date), against the real now. The one function the back office's list, the record's sidebar,
 * the one inbox and the inbox export all use, so they agree to the minute: a time shifted for display (a
 * Shanghai wall-clock cell) is never a reply clock's input.
 */
export function leadReplyClock(
  lead: { inboxStatus?: unknown; replyDueAt?: unknown } | null | undefined,
  now: number,
): ReplyClock {
  const status = typeof lead?.inboxStatus === 'string' ? lead.inboxStatus : null
  const due = lead?.replyDueAt
  const dueAt = due instanceof Date ? due.getTime() : typeof due === 'string' && due ? Date.parse(due) : null
  return replyClock(status, dueAt, now)
}

/** "5 h 12 min left" / "overdue by 3 h 4 min" / "—" in the admin's language. */
export function describeReplyClock(clock: ReplyClock, language: 'zh' | 'en'): string {
  if (clock.leftMs === null) return '—'
  const minutes = Math.floor(Math.abs(clock.leftMs) / 60_000)
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (language === 'zh') {
    const span = h > 0 ? `${h} 小时 ${m} 分` : `${m} 分`
    return clock.overdue ? `已超时 ${span}` : `剩余 ${span}`
  }
  const span = h > 0 ? `${h} h ${m} min` : `${m} min`
  return clock.overdue ? `overdue by ${span}` : `${span} left`
}
