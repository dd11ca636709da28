'use client'

import { useTranslations } from '@/i18n/client'
import { LoginPrompt } from './LoginPrompt'

export type LoadState = 'loading' | 'guest' | 'failed'

/**
 * What the cart and the order list show before their data: a loading line, the login prompt (anonymous), or
 * a failure with a retry button.
 */
export function LoadStatus({ state, redirect, onRetry }: { state: LoadState; redirect: string; onRetry: () => void }) {
  const t = useTranslations('cart')
  if (state === 'guest') return <LoginPrompt redirect={redirect} />
  if (state === 'loading') {
    return (
      <p aria-busy="true" className="py-16 text-center text-slate-600">
        {t('loading')}
      </p>
    )
  }
  return (
    <div className="py-16 text-center text-slate-600">
      <p>{t('loadFailed')}</p>
      <button type="button" onClick={onRetry} className="mt-4 rounded border border-slate-300 px-4 py-2">
        {t('retry')}
      </button>
    </div>
  )
}
