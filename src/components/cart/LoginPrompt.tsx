'use client'

import { useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'

/**
 * What an anonymous visitor sees on /cart and /order-list (spec section 6): 'Please Login！' with links to log
 * in (coming back to this page afterwards) and to register.
 */
export function LoginPrompt({ redirect }: { redirect: string }) {
  const t = useTranslations('cart')
  const api = useTranslations('api')
  return (
    <div
      data-testid="cart-login-prompt"
      className="mx-auto flex max-w-md flex-col items-center rounded-lg border border-slate-200 bg-slate-50 px-6 py-10 text-center"
    >
      <p role="alert" className="text-lg font-semibold text-slate-900">
        {api('cartPleaseLogin')}
      </p>
      <p className="mt-2 text-sm text-slate-600">{t('loginHint')}</p>
      <div className="mt-6 flex gap-3">
        <Link
          href={{ pathname: '/login', query: { redirect } }}
          className="rounded-md bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
        >
          {t('login')}
        </Link>
        <Link
          href="/registered"
          className="rounded-md border border-brand-600 px-5 py-2 font-medium text-brand-700 hover:bg-brand-50"
        >
          {t('register')}
        </Link>
      </div>
    </div>
  )
}
