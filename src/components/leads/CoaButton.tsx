'use client'

import { useTranslations } from '@/i18n/client'
import { OPEN_COA_EVENT } from './lead-events'

/** Opens the shell's COA download form, optionally with a catalog number filled in. */
export function CoaButton({ catalogNumber, className }: { catalogNumber?: string; className?: string }) {
  const t = useTranslations('leads.coa')
  return (
    <button
      type="button"
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_COA_EVENT, { detail: { catalogNumber } }))}
      className={
        className ?? 'rounded border border-brand-600 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50'
      }
    >
      {t('open')}
    </button>
  )
}
