'use client'

import { useTranslations } from '@/i18n/client'
import { buttonClass } from './Field'

/** The buttons of a first-login step: "Later" (closes it until the next page) and the step's submit. */
export function FirstLoginActions({
  onLater,
  submitLabel,
  submitting,
}: {
  onLater: () => void
  submitLabel: string
  submitting: boolean
}) {
  const t = useTranslations('account')
  return (
    <div className="flex gap-2">
      <button type="button" onClick={onLater} className="rounded border px-4 py-2 text-sm">
        {t('bind.later')}
      </button>
      <button type="submit" disabled={submitting} className={buttonClass}>
        {submitLabel}
      </button>
    </div>
  )
}
