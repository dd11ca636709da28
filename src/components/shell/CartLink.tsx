'use client'

import { useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { useMember } from './member-store'

/** The top bar's cart link with the number of cart lines (shown once the cart answers; spec section 2). */
export function CartLink() {
  const t = useTranslations('shell.topBar')
  const { cartCount } = useMember()
  return (
    <Link
      href="/cart"
      aria-label={cartCount === null ? t('cart') : t('cartWithCount', { count: cartCount })}
      data-testid="cart-link"
      className="flex items-center gap-1 hover:text-brand-600"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.5" />
        <circle cx="17" cy="19" r="1.5" />
      </svg>
      <span>{t('cart')}</span>
      {cartCount === null ? null : (
        <span
          data-testid="cart-count"
          className="min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs leading-5 text-white"
        >
          {cartCount}
        </span>
      )}
    </Link>
  )
}
