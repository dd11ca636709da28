'use client'

import { lazy, Suspense } from 'react'
import { useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { useMember } from './member-store'

const MemberMenu = lazy(() => import('./MemberMenu'))

/**
 * Login / register links when logged out; the member's name with a dropdown (user centre, logout) when
 * logged in (spec section 2), whose code (MemberMenu) loads only for members.
 */
export function AccountMenu() {
  const t = useTranslations('shell.topBar')
  const member = useMember()

  if (member.status !== 'member') {
    return (
      <span className="flex items-center gap-1" data-testid="account-links">
        <Link href="/login" className="hover:text-brand-600 hover:underline">
          {t('login')}
        </Link>
        <span aria-hidden="true" className="text-slate-400">
          /
        </span>
        <Link href="/registered" className="hover:text-brand-600 hover:underline">
          {t('register')}
        </Link>
      </span>
    )
  }

  return (
    <Suspense fallback={<span className="max-w-[10rem] truncate">{member.name}</span>}>
      <MemberMenu name={member.name} />
    </Suspense>
  )
}
