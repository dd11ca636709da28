import type { ServerProps, Where } from 'payload'
import type React from 'react'
import { hasRole, isStaff } from '@/access/roles'
import { INBOX_KINDS } from '@/domain/leads/inbox'
import { overdueOrdersWhere } from '@/domain/orders/reply-clock'
import { translate } from '@/i18n/messages'
import { now } from '@/services/clock'
import { adminLocale } from '../../collections/_shared/admin-locale'
import { overdueOrdersHref } from '../../collections/orders/components/OrderReplyFilter'
import { inboxText } from './inbox-text'
import { loadLeadFigures } from './load-inbox'

const cell: React.CSSProperties = { padding: '4px 10px', borderBottom: '1px solid var(--theme-elevation-100)' }
const card: React.CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 6, padding: 16 }
const WEEK_MS = 7 * 86_400_000

/** Zero-result searches of the last 7 days, most frequent first (bounded read: the newest 2,000 logs). */
async function zeroResultSearches(payload: ServerProps['payload'], user: NonNullable<ServerProps['user']>) {
  const found = await payload.find({
    collection: 'search-logs',
    where: {
      resultCount: { equals: 0 },
      createdAt: { greater_than_equal: new Date(now() - WEEK_MS).toISOString() },
    },
    sort: '-createdAt',
    limit: 2000,
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  const counts = new Map<string, number>()
  for (const doc of found.docs as Array<{ keyword?: string; normalized?: string }>) {
    const key = (doc.normalized || doc.keyword || '').trim()
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10)
}

/**
 * Above the admin dashboard: today's and overdue submissions per kind (sales, admins), orders waiting
 * (status submitted: sales, admins), quotes waiting (quote requests not quoted yet: sales, admins) and the searches without results of the last 7 days (editors, admins),
 * each linking to its filtered list. Every figure is read with the staff member's access.
 */
export async function Dashboard({ user, i18n, payload }: ServerProps) {
  if (!user || !isStaff(user)) return null
  const locale = adminLocale(i18n?.language)
  const t = inboxText(locale)
  const at = now()
  const sales = hasRole(user, 'sales')
  const editor = hasRole(user, 'editor')
  const countOrders = (where: Where) =>
    payload.count({ collection: 'orders', where, user, overrideAccess: false }).then((r) => r.totalDocs)
  const [leads, orders, overdueOrders, quotes, searches] = await Promise.all([
    sales ? loadLeadFigures(payload, user, at) : null,
    sales ? countOrders({ status: { equals: 'submitted' } }) : null,
    // Orders keep the inbox's 24-hour reply promise (issue 21): submitted ones older than a day are overdue.
    sales ? countOrders(overdueOrdersWhere(at)) : null,
    sales ? countOrders({ status: { equals: 'quote_requested' } }) : null,
    editor ? zeroResultSearches(payload, user) : null,
  ])
  if (!leads && !searches) return null
  return (
    <section data-dashboard style={{ margin: '0 0 32px' }}>
      <h2 style={{ margin: '0 0 12px' }}>{t('dashboard.title')}</h2>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 16 }}>
        {leads ? (
          <div style={card} data-dashboard-leads>
            <table style={{ borderCollapse: 'collapse', width: '100%' }}>
              <thead>
                <tr>
                  <th style={{ ...cell, textAlign: 'left' }} scope="col">
                    {t('dashboard.kind')}
                  </th>
                  <th style={{ ...cell, textAlign: 'right' }} scope="col">
                    {t('dashboard.today')}
                  </th>
                  <th style={{ ...cell, textAlign: 'right' }} scope="col">
                    {t('dashboard.overdue')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {leads.map((row) => (
                  <tr key={row.kind} data-kind={row.kind}>
                    <th style={{ ...cell, textAlign: 'left', fontWeight: 400 }} scope="row">
                      <a href={`/admin/inbox?kind=${row.kind}`}>
                        {INBOX_KINDS[row.kind][locale === 'en' ? 'en' : 'zh']}
                      </a>
                    </th>
                    <td style={{ ...cell, textAlign: 'right' }}>
                      <a href={`/admin/inbox?kind=${row.kind}&today=1`} data-today={row.today}>
                        {row.today}
                      </a>
                    </td>
                    <td style={{ ...cell, textAlign: 'right' }}>
                      <a href={`/admin/inbox?kind=${row.kind}&overdue=1`} data-overdue={row.overdue}>
                        {row.overdue}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p style={{ margin: '12px 0 0' }}>
              <a href="/admin/inbox">{t('dashboard.openInbox')}</a>
            </p>
          </div>
        ) : null}
        {orders !== null ? (
          <div style={card} data-dashboard-orders>
            <a href="/admin/collections/orders?where[status][equals]=submitted">
              {t('dashboard.newOrders')}: <strong>{orders}</strong>
            </a>
            <br />
            <a href={overdueOrdersHref(at)} data-overdue-orders={overdueOrders ?? 0}>
              {translate(locale, 'orderReply.dashboard')}: <strong>{overdueOrders}</strong>
            </a>
          </div>
        ) : null}
        {quotes !== null ? (
          <div style={card} data-dashboard-quotes>
            <a href="/admin/collections/orders?where[status][equals]=quote_requested" data-quotes-waiting={quotes}>
              {translate(locale, 'quotes.admin.waiting')}: <strong>{quotes}</strong>
            </a>
          </div>
        ) : null}
        {searches ? (
          <div style={card} data-dashboard-searches>
            <strong>{t('dashboard.zeroSearches')}</strong>
            {searches.length === 0 ? (
              <p>{t('dashboard.none')}</p>
            ) : (
              <ol style={{ margin: '8px 0 0', paddingLeft: 20 }}>
                {searches.map(([keyword, count]) => (
                  <li key={keyword}>
                    <a href={`/admin/collections/search-logs?where[keyword][like]=${encodeURIComponent(keyword)}`}>
                      {keyword}
                    </a>{' '}
                    ({count} {t('dashboard.searches')})
                  </li>
                ))}
              </ol>
            )}
          </div>
        ) : null}
      </div>
    </section>
  )
}
