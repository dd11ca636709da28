import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { contentMetadata } from '@/components/content/page-metadata'
import { ExtraMessages } from '@/components/shell/ExtraMessages'
import { safeRedirectPath } from '@/domain/shared/safe-redirect'
import { pickMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'

export type AccountScreen = 'login' | 'phoneLogin' | 'registered' | 'reset'

const PATHS: Record<AccountScreen, string> = {
  login: '/login',
  phoneLogin: '/phone-login',
  registered: '/registered',
  reset: '/reset',
}

/** Metadata of an account screen: its title, kept out of search engines. */
export async function accountMetadata(params: Promise<{ locale: Locale }>, screen: AccountScreen): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'placeholder' })
  return contentMetadata({ locale, path: PATHS[screen], title: t(`titles.${screen}`), noindex: true })
}

/** The frame of an account screen: a centred card with the screen's heading and intro. */
export async function AccountPage({
  locale,
  screen,
  intro,
  wide = false,
  children,
}: {
  locale: Locale
  screen: AccountScreen
  intro?: string
  wide?: boolean
  children: ReactNode
}) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'placeholder' })
  return (
    <main className="bg-slate-50 px-4 py-10">
      <div
        className={`mx-auto rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 ${wide ? 'max-w-3xl' : 'max-w-md'}`}
      >
        <h1 className="text-2xl font-semibold text-slate-900">{t(`titles.${screen}`)}</h1>
        {intro ? <p className="mt-2 text-sm text-slate-600">{intro}</p> : null}
        <div className="mt-6">
          <ExtraMessages messages={pickMessages(locale, ['account'])}>{children}</ExtraMessages>
        </div>
      </div>
    </main>
  )
}

/**
 * The `redirect` query value, when it is one string naming a path of this site (src/domain/shared/safe-redirect.ts;
 * the origin is a stand-in: only paths survive), else null. The login forms check it again in the browser.
 */
export async function redirectParam(searchParams: Promise<Record<string, string | string[] | undefined>>) {
  const value = (await searchParams).redirect
  const path = safeRedirectPath(value, 'https://site.invalid', '')
  return path || null
}
