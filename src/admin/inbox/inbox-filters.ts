import type { Where } from 'payload'
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, type InboxStatus, OPEN_STATUSES } from '../../domain/leads/inbox'

/**
 * The one-inbox view's filters (/admin/inbox): every submission kind in one list. Parsed from the URL (the
 * filters live there, so a filtered list can be linked and reloaded); anything invalid is dropped, never an
 * error page. Pure: the caller passes the time.
 */
export const INBOX_PAGE_SIZE = 25
/** Paging stops here: the list merges the kinds' newest records, so deep pages would read too much. */
export const INBOX_MAX_PAGE = 40

export interface InboxFilters {
  kind: InboxKind | null
  status: InboxStatus | null
  /** `me`, `none` or a staff user's id. */
  assignee: 'me' | 'none' | number | null
  overdue: boolean
  today: boolean
  page: number
}

type Params = Record<string, string | string[] | undefined> | URLSearchParams

function get(params: Params, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined
  const value = params[name]
  return Array.isArray(value) ? value[0] : value
}

export function parseInboxFilters(params: Params): InboxFilters {
  const kind = get(params, 'kind')
  const status = get(params, 'status')
  const assignee = get(params, 'assignee')
  const page = Number(get(params, 'page'))
  return {
    kind: kind && Object.hasOwn(INBOX_KINDS, kind) ? (kind as InboxKind) : null,
    status: status && (INBOX_STATUSES as readonly string[]).includes(status) ? (status as InboxStatus) : null,
    assignee:
      assignee === 'me' || assignee === 'none'
        ? assignee
        : assignee && /^[1-9]\d{0,9}$/.test(assignee)
          ? Number(assignee)
          : null,
    overdue: get(params, 'overdue') === '1',
    today: get(params, 'today') === '1',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, INBOX_MAX_PAGE) : 1,
  }
}

/** The filters as a query string (only the ones set; page 1 is left out). */
export function inboxQuery(filters: Partial<InboxFilters>): string {
  const q = new URLSearchParams()
  if (filters.kind) q.set('kind', filters.kind)
  if (filters.status) q.set('status', filters.status)
  if (filters.assignee !== null && filters.assignee !== undefined) q.set('assignee', String(filters.assignee))
  if (filters.overdue) q.set('overdue', '1')
  if (filters.today) q.set('today', '1')
  if (filters.page && filters.page > 1) q.set('page', String(filters.page))
  const s = q.toString()
  return s ? `?${s}` : ''
}

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000

/** The start of the Asia/Shanghai day containing `at` (China has no daylight saving time). */
export function shanghaiDayStart(at: number): number {
  const shifted = at + SHANGHAI_OFFSET_MS
  return shifted - (((shifted % 86_400_000) + 86_400_000) % 86_400_000) - SHANGHAI_OFFSET_MS
}

type Condition = Where

/** The Payload `where` of the filters (all but the kind, which picks the collection) for `userId` at `at`. */
export function inboxFilterWhere(
  filters: Omit<InboxFilters, 'kind' | 'page'>,
  userId: number | string | null,
  at: number,
): { and: Condition[] } {
  const and: Condition[] = []
  if (filters.status) and.push({ inboxStatus: { equals: filters.status } })
  if (filters.assignee === 'none') and.push({ assignee: { exists: false } })
  else if (filters.assignee === 'me') and.push({ assignee: { equals: userId ?? -1 } })
  else if (typeof filters.assignee === 'number') and.push({ assignee: { equals: filters.assignee } })
  if (filters.overdue) {
    and.push({ inboxStatus: { in: [...OPEN_STATUSES] } }, { replyDueAt: { less_than: new Date(at).toISOString() } })
  }
  if (filters.today) and.push({ createdAt: { greater_than_equal: new Date(shanghaiDayStart(at)).toISOString() } })
  return { and }
}
