'use client'

import { useTranslations } from '@/i18n/client'

/** A user-centre list that did not load: the message and a retry button. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('userCentre')
  return (
    <div className="py-10 text-center text-slate-600">
      <p>{t('common.loadFailed')}</p>
      <button type="button" onClick={onRetry} className="mt-4 rounded border border-slate-300 px-4 py-2">
        {t('common.retry')}
      </button>
    </div>
  )
}
