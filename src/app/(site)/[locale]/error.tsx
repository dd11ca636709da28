'use client'

import { useEffect } from 'react'
import { reloadAfterChunkError } from '@/components/shell/chunk-reload'
import { useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'

type Props = { error: unknown; retry: () => void }

/** The error's status: its statusCode (the spec's generic error) or status, else 500. */
function statusOf(error: unknown): number {
  if (error && typeof error === 'object') {
    for (const key of ['statusCode', 'status'] as const) {
      const value = (error as Record<string, unknown>)[key]
      if (typeof value === 'number' && value >= 400 && value <= 599) return value
    }
  }
  return 500
}

/**
 * Route errors (spec sections 4 and 8): the error page with status and message; the document title is the
 * message; retry and a link home. Errors from the server arrive without their message in production (only a
 * digest), so those show a localized server message. A failed page-chunk load reloads the page instead
 * (once per 60 s).
 */
export default function ErrorPage({ error, retry }: Props) {
  const t = useTranslations('shell.error')
  const status = statusOf(error)
  const fromServer = Boolean(error && typeof error === 'object' && 'digest' in error && error.digest)
  const own = error instanceof Error && !fromServer ? error.message.trim() : ''
  const message = own || (fromServer ? t('server') : t('generic'))

  useEffect(() => {
    console.error(error)
    reloadAfterChunkError(error)
  }, [error])

  useEffect(() => {
    const previous = document.title
    document.title = message
    return () => {
      document.title = previous
    }
  }, [message])

  return (
    <main className="mx-auto max-w-xl p-12 text-center" data-testid="error-page">
      <p className="text-5xl font-bold text-brand-600">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{message}</h1>
      <p className="sr-only">{t('status', { status })}</p>
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded bg-brand-600 px-5 py-2 text-white hover:bg-brand-700"
        >
          {t('retry')}
        </button>
        <Link href="/" className="rounded border border-slate-300 px-5 py-2 hover:bg-slate-50">
          {t('home')}
        </Link>
      </div>
    </main>
  )
}
