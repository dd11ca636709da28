'use client'

import { useState } from 'react'
import { useLocale, useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { apiClient } from '@/lib/api-client'

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done' }
  | { kind: 'incomplete' }
  | { kind: 'login'; redirect: string }
  | { kind: 'error'; message: string }

/** The file name from `Content-Disposition: attachment; filename="…"`. */
function fileNameOf(disposition: string | null): string {
  const match = disposition?.match(/filename="([^"]+)"/)
  return match?.[1] ?? 'mrna-capping-toolbox.xlsx'
}

/** Saves a downloaded file through a temporary link (works in every browser, no library). */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Export of the full results (members only) and printing. The export posts the whole form as a `pipeline`
 * input to /api/v1/calculator/export; a 401 shows 'Please login first' with links to log in or register that
 * bring the visitor back to this page with the same inputs (`redirect` = the current URL with its query).
 */
export function ExportPanel({
  complete,
  input,
  currentUrl,
}: {
  /** All three parts have results: the pipeline can run. */
  complete: boolean
  /** The pipeline input of the form. */
  input: Record<string, unknown>
  /** The page's URL (path and query) for the current inputs. */
  currentUrl: () => string
}) {
  const t = useTranslations('toolbox')
  const locale = useLocale()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  async function exportWorkbook() {
    if (!complete) {
      setStatus({ kind: 'incomplete' })
      return
    }
    setStatus({ kind: 'busy' })
    const answer = await apiClient(locale).download('/calculator/export', { module: 'pipeline', input })
    if (answer.status === 401) {
      setStatus({ kind: 'login', redirect: currentUrl() })
      return
    }
    if (!answer.ok) {
      setStatus({ kind: 'error', message: answer.msg || t('export.failed') })
      return
    }
    try {
      save(answer.data.blob, fileNameOf(answer.data.contentDisposition))
      setStatus({ kind: 'done' })
    } catch {
      setStatus({ kind: 'error', message: t('export.failed') })
    }
  }

  return (
    <div className="space-y-3 print:hidden" data-testid="export-panel">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={exportWorkbook}
          disabled={status.kind === 'busy'}
          aria-describedby="tb-export-note"
          className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M10 3a1 1 0 0 1 1 1v7.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V4a1 1 0 0 1 1-1Zm-6 13a1 1 0 0 1 1-1h10a1 1 0 1 1 0 2H5a1 1 0 0 1-1-1Z" />
          </svg>
          {status.kind === 'busy' ? t('export.busy') : t('export.button')}
        </button>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M6 2a1 1 0 0 0-1 1v3H4a2 2 0 0 0-2 2v5a2 2 0 0 0 2 2h1v2a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1v-2h1a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-1V3a1 1 0 0 0-1-1H6Zm7 4H7V4h6v2Zm-6 6h6v4H7v-4Z" />
          </svg>
          {t('export.print')}
        </button>
        <span id="tb-export-note" className="text-xs text-slate-500">
          {t('export.membersOnly')}
        </span>
      </div>
      <div aria-live="polite">
        {status.kind === 'login' ? (
          <div
            role="alert"
            data-testid="login-required"
            className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <strong className="font-semibold">{t('export.loginRequired')}</strong>
            <span className="flex gap-3">
              <Link
                href={{ pathname: '/login', query: { redirect: status.redirect } }}
                className="rounded bg-brand-600 px-3 py-1 font-medium text-white hover:bg-brand-700"
              >
                {t('export.login')}
              </Link>
              <Link
                href={{ pathname: '/registered', query: { redirect: status.redirect } }}
                className="rounded border border-brand-600 px-3 py-1 font-medium text-brand-700 hover:bg-brand-50"
              >
                {t('export.register')}
              </Link>
            </span>
          </div>
        ) : null}
        {status.kind === 'incomplete' ? (
          <p role="alert" className="rounded-md border border-slate-300 bg-slate-50 px-4 py-2 text-sm text-slate-700">
            {t('export.incomplete')}
          </p>
        ) : null}
        {status.kind === 'error' ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-800">
            {status.message}
          </p>
        ) : null}
        {status.kind === 'done' ? <p className="text-sm text-emerald-700">{t('export.done')}</p> : null}
      </div>
    </div>
  )
}
