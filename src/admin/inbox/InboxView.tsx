import type { AdminViewServerProps } from 'payload'
import type React from 'react'
import { hasRole, isStaff } from '@/access/roles'
import { siteDateTime } from '@/domain/content/content-dates'
import { INBOX_KINDS, INBOX_STATUSES } from '@/domain/leads/inbox'
import { replyBoxProps } from '@/server/notifications/lead-mails'
import { now } from '@/services/clock'
import { adminLocale } from '../../collections/_shared/admin-locale'
import { AdminViewPage } from '../../collections/_shared/components/AdminViewPage'
import { INBOX_MAX_PAGE, INBOX_PAGE_SIZE, type InboxFilters, inboxQuery, parseInboxFilters } from './inbox-filters'
import { inboxText } from './inbox-text'
import { type InboxPage, KINDS, loadInbox } from './load-inbox'
import { ReplyBox } from './ReplyBox'

const cell: React.CSSProperties = { padding: '6px 8px', borderBottom: '1px solid var(--theme-elevation-100)' }
const head: React.CSSProperties = { ...cell, textAlign: 'left', fontWeight: 600, whiteSpace: 'nowrap' }
const chip: React.CSSProperties = {
  padding: '2px 10px',
  borderRadius: 12,
  border: '1px solid var(--theme-elevation-200)',
}
const active: React.CSSProperties = {
  ...chip,
  background: 'var(--theme-elevation-800)',
  color: 'var(--theme-elevation-0)',
}

/**
 * The one inbox at /admin/inbox (sales and admins): every submission kind in one list, newest first, paged;
 * filters kind, status, assignee (me, none, a sales colleague), overdue and today (Asia/Shanghai) in the URL,
 * each with its count under the other filters; each row links to its record and has a reply box.
 */
export async function InboxView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const locale = adminLocale(req.i18n?.language)
  const t = inboxText(locale)
  const user = req.user
  const allowed = Boolean(user && isStaff(user) && hasRole(user, 'sales'))
  const filters = parseInboxFilters(searchParams ?? {})
  const data = allowed && user ? await loadInbox(req.payload, user, filters, now()) : null
  const kindName = (kind: keyof typeof INBOX_KINDS) => INBOX_KINDS[kind][locale === 'en' ? 'en' : 'zh']

  return (
    <AdminViewPage view={{ initPageResult, params, searchParams }} title={t('inbox.title')}>
      <div data-inbox>
        {!data ? (
          <p role="alert">{t('inbox.forbidden')}</p>
        ) : (
          <>
            <p>{t('inbox.intro')}</p>
            <Filters filters={filters} data={data} t={t} kindName={kindName} />
            <Rows filters={filters} data={data} t={t} kindName={kindName} />
          </>
        )}
      </div>
    </AdminViewPage>
  )
}

type T = ReturnType<typeof inboxText>
type KindName = (kind: keyof typeof INBOX_KINDS) => string

function Chip({ href, on, children, name }: { href: string; on: boolean; children: React.ReactNode; name: string }) {
  return (
    <a
      href={`/admin/inbox${href}`}
      style={on ? active : chip}
      aria-current={on ? 'true' : undefined}
      data-filter={name}
    >
      {children}
    </a>
  )
}

function Filters({ filters, data, t, kindName }: { filters: InboxFilters; data: InboxPage; t: T; kindName: KindName }) {
  const at = (patch: Partial<InboxFilters>) => inboxQuery({ ...filters, page: 1, ...patch })
  const row: React.CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '8px 0' }
  const allKinds = KINDS.reduce((s, k) => s + data.counts.kind[k], 0)
  return (
    <nav aria-label={t('inbox.title')} style={{ margin: '16px 0' }} data-inbox-filters>
      <div style={row}>
        <strong style={{ minWidth: 72 }}>{t('inbox.kind')}</strong>
        <Chip href={at({ kind: null })} on={!filters.kind} name="kind:all">
          {t('inbox.allKinds')} ({allKinds})
        </Chip>
        {KINDS.map((kind) => (
          <Chip key={kind} href={at({ kind })} on={filters.kind === kind} name={`kind:${kind}`}>
            {kindName(kind)} ({data.counts.kind[kind]})
          </Chip>
        ))}
      </div>
      <div style={row}>
        <strong style={{ minWidth: 72 }}>{t('inbox.status')}</strong>
        <Chip href={at({ status: null })} on={!filters.status} name="status:all">
          {t('inbox.allStatuses')}
        </Chip>
        {INBOX_STATUSES.map((status) => (
          <Chip key={status} href={at({ status })} on={filters.status === status} name={`status:${status}`}>
            {t(`inbox.statuses.${status}`)} ({data.counts.status[status]})
          </Chip>
        ))}
        <Chip href={at({ overdue: !filters.overdue })} on={filters.overdue} name="overdue">
          {t('inbox.overdue')} ({data.counts.overdue})
        </Chip>
        <Chip href={at({ today: !filters.today })} on={filters.today} name="today">
          {t('inbox.today')} ({data.counts.today})
        </Chip>
      </div>
      <div style={row}>
        <strong style={{ minWidth: 72 }}>{t('inbox.assignee')}</strong>
        <Chip href={at({ assignee: null })} on={filters.assignee === null} name="assignee:all">
          {t('inbox.anyone')}
        </Chip>
        <Chip href={at({ assignee: 'me' })} on={filters.assignee === 'me'} name="assignee:me">
          {t('inbox.me')} ({data.counts.me})
        </Chip>
        <Chip href={at({ assignee: 'none' })} on={filters.assignee === 'none'} name="assignee:none">
          {t('inbox.none')} ({data.counts.none})
        </Chip>
        <form method="get" action="/admin/inbox" style={{ display: 'flex', gap: 8 }}>
          {filters.kind ? <input type="hidden" name="kind" value={filters.kind} /> : null}
          {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
          {filters.overdue ? <input type="hidden" name="overdue" value="1" /> : null}
          {filters.today ? <input type="hidden" name="today" value="1" /> : null}
          <select
            name="assignee"
            aria-label={t('inbox.assignee')}
            defaultValue={typeof filters.assignee === 'number' ? String(filters.assignee) : ''}
          >
            <option value="">—</option>
            {data.salesUsers.map((u) => (
              <option key={u.id} value={String(u.id)}>
                {u.name}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
            {t('inbox.apply')}
          </button>
        </form>
        <a href="/admin/inbox" style={{ marginLeft: 'auto' }}>
          {t('inbox.reset')}
        </a>
      </div>
    </nav>
  )
}

function Rows({ filters, data, t, kindName }: { filters: InboxFilters; data: InboxPage; t: T; kindName: KindName }) {
  const pages = Math.min(INBOX_MAX_PAGE, Math.max(1, Math.ceil(data.total / INBOX_PAGE_SIZE)))
  return (
    <>
      <p data-inbox-total={data.total}>{t('inbox.total', { count: data.total })}</p>
      {data.rows.length === 0 ? (
        <p>{t('inbox.empty')}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%' }} data-inbox-rows>
            <thead>
              <tr>
                {['received', 'kind', 'name', 'email', 'status', 'assignee', 'due', 'overdue'].map((k) => (
                  <th key={k} style={head} scope="col">
                    {t(`inbox.${k}`)}
                  </th>
                ))}
                <th style={head} scope="col">
                  {t('inbox.reply.title')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={`${row.kind}-${row.id}`} data-row={`${row.kind}:${row.id}`} style={{ verticalAlign: 'top' }}>
                  <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                    {siteDateTime(new Date(row.createdAt)).slice(0, 16)}
                  </td>
                  <td style={cell}>{kindName(row.kind)}</td>
                  <td style={cell}>
                    <a href={`/admin/collections/${row.kind}/${row.id}`}>{row.name}</a>
                  </td>
                  <td style={cell}>{row.email}</td>
                  <td style={cell}>{t(`inbox.statuses.${row.status}`)}</td>
                  <td style={cell}>{row.assignee || '—'}</td>
                  <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                    {row.replyDueAt ? siteDateTime(new Date(row.replyDueAt)).slice(0, 16) : '—'}
                  </td>
                  <td style={cell}>{row.overdue ? t('inbox.yes') : t('inbox.no')}</td>
                  <td style={{ ...cell, minWidth: 120 }}>
                    <details>
                      <summary>{t('inbox.open')}</summary>
                      <div style={{ minWidth: 360 }}>
                        <ReplyBox
                          {...replyBoxProps(row.kind)}
                          id={row.id}
                          name={row.name}
                          email={row.email}
                          locale={row.locale}
                        />
                      </div>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav style={{ display: 'flex', gap: 12, margin: '12px 0' }}>
          {filters.page > 1 ? (
            <a href={`/admin/inbox${inboxQuery({ ...filters, page: filters.page - 1 })}`}>{t('inbox.prev')}</a>
          ) : null}
          <span>{t('inbox.page', { page: filters.page })}</span>
          {filters.page < pages ? (
            <a href={`/admin/inbox${inboxQuery({ ...filters, page: filters.page + 1 })}`}>{t('inbox.next')}</a>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
