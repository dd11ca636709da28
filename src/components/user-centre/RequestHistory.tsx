'use client'

import { useCallback, useEffect, useId, useState } from 'react'
import { HISTORY_KINDS, type HistoryKind } from '@/domain/accounts/user-centre'
import { useLocale, useTranslations } from '@/i18n/client'
import { apiClient } from '@/lib/api-client'
import { LoadFailed } from './LoadFailed'

interface Entry {
  kind: HistoryKind
  id: number
  title: string
  status: string
  statusText: string
  kindText: string
  createdAt: string
}
interface Page {
  list: Entry[]
  total: number
  page: number
  size: number
}

const SIZE = 10

/** /order-list/requests: the member's enquiries, COA requests, trial and award applications, newest first. */
export function RequestHistory() {
  const t = useTranslations('userCentre')
  const locale = useLocale()
  const id = useId()
  const [kind, setKind] = useState<HistoryKind | ''>('')
  const [page, setPage] = useState(1)
  const [data, setData] = useState<Page | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(async () => {
    setFailed(false)
    const answer = await apiClient(locale).get<Page>('/user/history', {
      query: { page, size: SIZE, ...(kind ? { kind } : {}) },
    })
    if (answer.ok) setData(answer.data)
    else setFailed(true)
  }, [locale, page, kind])

  useEffect(() => {
    void load()
  }, [load])

  const pages = data ? Math.max(1, Math.ceil(data.total / SIZE)) : 1
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    )

  return (
    <div className="space-y-4" data-testid="request-history">
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={`${id}-kind`} className="text-slate-600">
          {t('history.filter')}
        </label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as HistoryKind | '')
            setPage(1)
          }}
          className="rounded border border-slate-300 px-2 py-1"
        >
          <option value="">{t('history.all')}</option>
          {HISTORY_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`history.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {failed ? (
        <LoadFailed onRetry={() => void load()} />
      ) : data === null ? (
        <p aria-busy="true" className="py-10 text-center text-slate-600">
          {t('common.loading')}
        </p>
      ) : data.list.length === 0 ? (
        <p className="py-10 text-center text-slate-600">{t('history.empty')}</p>
      ) : (
        <>
          <table className="w-full border-collapse text-left text-sm">
            <thead className="hidden border-b border-slate-200 text-slate-500 sm:table-header-group">
              <tr>
                <th className="py-2 pr-3 font-medium">{t('history.kind')}</th>
                <th className="py-2 pr-3 font-medium">{t('history.subject')}</th>
                <th className="py-2 pr-3 font-medium">{t('history.status')}</th>
                <th className="py-2 font-medium">{t('history.date')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((e) => (
                <tr
                  key={`${e.kind}-${e.id}`}
                  data-testid="history-row"
                  className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-b border-slate-100 py-2 sm:table-row"
                >
                  <td className="font-medium text-slate-900 sm:py-2 sm:pr-3">{e.kindText}</td>
                  <td className="col-span-2 row-start-2 break-words text-slate-700 sm:py-2 sm:pr-3">
                    {e.title || '—'}
                  </td>
                  <td className="sm:py-2 sm:pr-3">
                    <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{e.statusText}</span>
                  </td>
                  <td className="col-span-2 text-xs text-slate-500 sm:py-2 sm:text-sm">
                    <time dateTime={e.createdAt}>{date(e.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 ? (
            <nav
              className="flex items-center justify-center gap-3 text-sm"
              aria-label={t('history.page', { page, pages })}
            >
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
                className="rounded border border-slate-300 px-3 py-1 disabled:opacity-50"
              >
                {t('history.previous')}
              </button>
              <span>{t('history.page', { page, pages })}</span>
              <button
                type="button"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
                className="rounded border border-slate-300 px-3 py-1 disabled:opacity-50"
              >
                {t('history.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  )
}
