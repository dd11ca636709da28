import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { Link } from '@/i18n/link'
import { PrintButton } from './PrintButton'

/**
 * A bare, printable page (the spec's /…/table sub-pages): a title, a print button, a link back to the
 * full page, then the table. No hero or menu, so it prints on plain paper.
 */
export async function PrintSheet({
  title,
  note,
  backHref,
  backLabel,
  children,
}: {
  title: string
  note?: string
  backHref: string
  backLabel: string
  children: React.ReactNode
}) {
  const t = await getTranslations('content.print')
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
        </div>
        <div className="flex items-center gap-3 print:hidden">
          <Link href={backHref} className="text-sm text-brand-700 underline-offset-2 hover:underline">
            {backLabel}
          </Link>
          <PrintButton label={t('print')} />
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </main>
  )
}
