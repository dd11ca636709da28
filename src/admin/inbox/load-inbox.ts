import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, type InboxStatus, leadReplyClock } from '../../domain/leads/inbox'
import { INBOX_PAGE_SIZE, type InboxFilters, inboxFilterWhere, shanghaiDayStart } from './inbox-filters'

/**
 * The data of the one-inbox view and the dashboard, read through the Local API WITH the staff member's access
 * (overrideAccess: false): what a role may not read is not counted or listed.
 */
export const KINDS = Object.keys(INBOX_KINDS) as InboxKind[]

export interface InboxRow {
  kind: InboxKind
  id: number | string
  name: string
  email: string
  status: InboxStatus
  assignee: string
  createdAt: string
  replyDueAt: string | null
  overdue: boolean
  locale: string
}

export interface InboxPage {
  rows: InboxRow[]
  total: number
  counts: {
    kind: Record<InboxKind, number>
    status: Record<InboxStatus, number>
    me: number
    none: number
    overdue: number
    today: number
  }
  salesUsers: Array<{ id: number | string; name: string }>
}

type Access = { user: TypedUser; overrideAccess: false }

async function count(payload: Payload, access: Access, kinds: InboxKind[], where: Where): Promise<number> {
  const totals = await Promise.all(
    kinds.map((collection) => payload.count({ collection, where, ...access }).then((r) => r.totalDocs)),
  )
  return totals.reduce((a, b) => a + b, 0)
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

export function userName(value: unknown): string {
  if (value && typeof value === 'object') {
    const v = value as { name?: unknown; id?: unknown }
    return text(v.name) || (v.id === undefined ? '' : `#${String(v.id)}`)
  }
  return value === null || value === undefined ? '' : `#${String(value)}`
}

export async function salesUsers(payload: Payload, user: TypedUser) {
  const found = await payload.find({
    collection: 'users',
    where: { roles: { in: ['sales'] } },
    sort: 'name',
    limit: 200,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return found.docs.map((doc) => ({ id: doc.id, name: userName(doc) }))
}

export async function loadInbox(payload: Payload, user: TypedUser, filters: InboxFilters, at: number) {
  const access: Access = { user, overrideAccess: false }
  const kinds = filters.kind ? [filters.kind] : KINDS
  const where = inboxFilterWhere(filters, user.id, at)
  const take = filters.page * INBOX_PAGE_SIZE
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const found = await payload.find({
        collection: kind as CollectionSlug,
        where,
        sort: '-createdAt',
        limit: take,
        depth: 1,
        ...access,
      })
      return { kind, docs: found.docs as unknown as Array<Record<string, unknown>>, total: found.totalDocs }
    }),
  )
  const merged = lists
    .flatMap(({ kind, docs }) => docs.map((doc) => ({ kind, doc })))
    .sort((a, b) => Date.parse(text(b.doc.createdAt)) - Date.parse(text(a.doc.createdAt)))
  const rows: InboxRow[] = merged.slice(take - INBOX_PAGE_SIZE, take).map(({ kind, doc }) => {
    const due = text(doc.replyDueAt) || null
    return {
      kind,
      id: doc.id as number | string,
      name: text(doc.name) || text(doc.email) || `#${String(doc.id)}`,
      email: text(doc.email),
      status: (text(doc.inboxStatus) || 'new') as InboxStatus,
      assignee: userName(doc.assignee),
      createdAt: text(doc.createdAt),
      replyDueAt: due,
      overdue: leadReplyClock(doc, at).overdue,
      locale: text(doc.locale) || 'cn',
    }
  })
  const total = lists.reduce((sum, l) => sum + l.total, 0)

  // Counts: what each filter would show with the other filters kept.
  const base = { ...filters }
  const w = (patch: Partial<InboxFilters>) => inboxFilterWhere({ ...base, ...patch }, user.id, at)
  const [kindCounts, statusCounts, me, none, overdue, today, users] = await Promise.all([
    Promise.all(KINDS.map((kind) => count(payload, access, [kind], where))),
    Promise.all(INBOX_STATUSES.map((status) => count(payload, access, kinds, w({ status })))),
    count(payload, access, kinds, w({ assignee: 'me' })),
    count(payload, access, kinds, w({ assignee: 'none' })),
    count(payload, access, kinds, w({ overdue: true })),
    count(payload, access, kinds, w({ today: true })),
    salesUsers(payload, user),
  ])
  return {
    rows,
    total,
    counts: {
      kind: Object.fromEntries(KINDS.map((k, i) => [k, kindCounts[i] ?? 0])) as Record<InboxKind, number>,
      status: Object.fromEntries(INBOX_STATUSES.map((s, i) => [s, statusCounts[i] ?? 0])) as Record<
        InboxStatus,
        number
      >,
      me,
      none,
      overdue,
      today,
    },
    salesUsers: users,
  } satisfies InboxPage
}

/** The dashboard's figures per kind: today's (Asia/Shanghai day) and overdue submissions. */
export async function loadLeadFigures(payload: Payload, user: TypedUser, at: number) {
  const access: Access = { user, overrideAccess: false }
  const todayWhere: Where = { createdAt: { greater_than_equal: new Date(shanghaiDayStart(at)).toISOString() } }
  const overdueWhere = inboxFilterWhere({ status: null, assignee: null, overdue: true, today: false }, user.id, at)
  return Promise.all(
    KINDS.map(async (kind) => ({
      kind,
      today: await count(payload, access, [kind], todayWhere),
      overdue: await count(payload, access, [kind], overdueWhere),
    })),
  )
}
