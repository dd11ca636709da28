import type { AdminViewServerProps } from 'payload'
import type React from 'react'
import { hasRole, isStaff } from '@/access/roles'
import { type ChannelReportData, reportPeriod, reportQuerySchema } from '@/domain/analytics/channel-report'
import { TIME_ZONE } from '@/domain/content/content-dates'
import { loadChannelReport, loadSessionPath, type SessionPath } from '@/lib/data/channel-report'
import { now } from '@/services/clock'
import { adminLocale } from '../../_shared/admin-locale'
import { AdminViewPage } from '../../_shared/components/AdminViewPage'
import { reportText } from '../report-text'
import { type Series, StackedBarChart } from './StackedBarChart'

const PALETTE = ['#2563eb', '#dc2626', '#16a34a', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#65a30d', '#475569']
const CONVERSION_COLORS = { enquiry: '#d97706', cart: '#2563eb', order: '#16a34a' } as const

const cell: React.CSSProperties = { padding: '6px 10px', borderBottom: '1px solid var(--theme-elevation-100)' }
const head: React.CSSProperties = { ...cell, textAlign: 'left', fontWeight: 600 }

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/**
 * The staff report on channel analytics at /admin/channel-report (sales and admin only): a period selector,
 * sessions per day by source and converting sessions per day as SVG charts, totals by source, top viewed
 * products and searches, the path of one session, and the XLSX export of the period.
 */
export async function ChannelReportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const locale = adminLocale(req.i18n?.language)
  const t = reportText(locale)
  const label = (group: string, key: string) => {
    const text = t(`${group}.${key}`)
    return text.startsWith('channelReport.') ? key : text
  }
  const allowed = Boolean(req.user && isStaff(req.user) && hasRole(req.user, 'sales'))
  const raw = {
    from: first(searchParams?.from),
    to: first(searchParams?.to),
    session: first(searchParams?.session) || undefined,
  }
  const query = reportQuerySchema.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v)))
  const period = query.success ? reportPeriod(query.data, now()) : null
  let report: ChannelReportData | null = null
  let path: SessionPath | null = null
  if (allowed && period) report = await loadChannelReport(req.payload, period)
  if (allowed && query.success && query.data.session) path = await loadSessionPath(req.payload, query.data.session)

  const body = !allowed ? (
    <p role="alert">{t('forbidden')}</p>
  ) : (
    <>
      <p>{t('intro')}</p>
      <form method="get" style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap', margin: '16px 0' }}>
        <label>
          {t('from')}
          <br />
          <input type="date" name="from" defaultValue={period?.from ?? raw.from} required />
        </label>
        <label>
          {t('to')}
          <br />
          <input type="date" name="to" defaultValue={period?.to ?? raw.to} required />
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
          {t('apply')}
        </button>
        {period ? (
          <a
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
            href={`/api/cms/channel-sessions/report/xlsx?from=${period.from}&to=${period.to}`}
            download
          >
            {t('export')}
          </a>
        ) : null}
      </form>
      {!period ? <p role="alert">{t('invalidPeriod')}</p> : null}
      {report ? <Figures report={report} t={t} label={label} /> : null}
      <SessionSection path={path} sessionId={raw.session ?? ''} period={period} t={t} label={label} />
    </>
  )

  return (
    <AdminViewPage view={{ initPageResult, params, searchParams }} title={t('title')}>
      <div data-channel-report>{body}</div>
    </AdminViewPage>
  )
}

type T = (key: string) => string
type Label = (group: string, key: string) => string

function Figures({ report, t, label }: { report: ChannelReportData; t: T; label: Label }) {
  if (report.sources.length === 0) return <p>{t('empty')}</p>
  const days = report.period.days
  const value = (day: string, source: string | null, key: 'sessions' | 'enquiry' | 'cart' | 'order') =>
    report.rows.filter((r) => r.day === day && (source === null || r.source === source)).reduce((s, r) => s + r[key], 0)
  const sessionSeries: Series[] = report.sources.map((source, i) => ({
    name: label('sources', source),
    color: PALETTE[i % PALETTE.length] as string,
    values: days.map((day) => value(day, source, 'sessions')),
  }))
  const conversionSeries: Series[] = (['enquiry', 'cart', 'order'] as const).map((key) => ({
    name: t(key),
    color: CONVERSION_COLORS[key],
    values: days.map((day) => value(day, null, key)),
  }))
  return (
    <>
      <StackedBarChart title={t('sessionsChart')} categories={days} series={sessionSeries} />
      <StackedBarChart title={t('conversionsChart')} categories={days} series={conversionSeries} />
      <h2>{t('totals')}</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 24 }} data-totals>
        <thead>
          <tr>
            {['source', 'sessions', 'enquiry', 'cart', 'order'].map((k) => (
              <th key={k} style={head} scope="col">
                {t(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.sources.map((source) => {
            const f = report.totals[source]
            return (
              <tr key={source} data-source={source}>
                <th style={head} scope="row">
                  {label('sources', source)}
                </th>
                <td style={cell}>{f?.sessions ?? 0}</td>
                <td style={cell}>{f?.enquiry ?? 0}</td>
                <td style={cell}>{f?.cart ?? 0}</td>
                <td style={cell}>{f?.order ?? 0}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 24 }}>
        <TopList title={t('topProducts')} items={report.topProducts} t={t} />
        <TopList title={t('topSearches')} items={report.topSearches} t={t} />
      </div>
    </>
  )
}

function TopList({ title, items, t }: { title: string; items: Array<{ value: string; count: number }>; t: T }) {
  return (
    <section>
      <h2>{title}</h2>
      {items.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th style={head} scope="col">
                {t('value')}
              </th>
              <th style={head} scope="col">
                {t('count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.value}>
                <td style={cell}>{item.value}</td>
                <td style={cell}>{item.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function SessionSection({
  path,
  sessionId,
  period,
  t,
  label,
}: {
  path: SessionPath | null
  sessionId: string
  period: { from: string; to: string } | null
  t: T
  label: Label
}) {
  return (
    <section style={{ marginTop: 32 }} data-session-path>
      <h2>{t('sessionPath')}</h2>
      <form method="get" style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap' }}>
        {period ? <input type="hidden" name="from" value={period.from} /> : null}
        {period ? <input type="hidden" name="to" value={period.to} /> : null}
        <label>
          {t('sessionId')}
          <br />
          <input name="session" defaultValue={sessionId} size={40} pattern="[0-9a-fA-F-]{36}" required />
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
          {t('show')}
        </button>
      </form>
      {sessionId && path && !path.session && path.events.length === 0 ? <p>{t('sessionNotFound')}</p> : null}
      {path?.session ? (
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', marginTop: 16 }}>
          <dt>{t('source')}</dt>
          <dd style={{ margin: 0 }}>{label('sources', path.session.source)}</dd>
          <dt>{t('sourceValue')}</dt>
          <dd style={{ margin: 0 }}>{path.session.sourceValue || '—'}</dd>
          <dt>{t('userType')}</dt>
          <dd style={{ margin: 0 }}>{label('userTypes', path.session.userType)}</dd>
          <dt>{t('userName')}</dt>
          <dd style={{ margin: 0 }}>{path.session.userName || '—'}</dd>
        </dl>
      ) : null}
      {path && path.events.length > 0 ? (
        <ol style={{ marginTop: 16 }}>
          {path.events.map((e) => (
            <li key={e.id} data-operate-type={e.operateType}>
              <time dateTime={e.at}>{new Date(e.at).toLocaleString('zh-CN', { timeZone: TIME_ZONE })}</time>{' '}
              {label('operateTypes', e.operateType)}
              {e.operateTypeId ? `: ${e.operateTypeId}` : ''}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
