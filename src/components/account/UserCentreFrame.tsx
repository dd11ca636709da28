import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ContentShell } from '@/components/content/ContentShell'
import { contentMetadata } from '@/components/content/page-metadata'
import { ExtraMessages } from '@/components/shell/ExtraMessages'
import { pickMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'
import { USER_CENTRE_PAGES, UserCentreNav, type UserCentrePage } from './UserCentreNav'

/** A user-centre page's metadata: its title, never indexed. */
export async function userCentreMetadata(locale: Locale, page: Exclude<UserCentrePage, 'orders'>) {
  const t = await getTranslations({ locale, namespace: 'userCentre' })
  return contentMetadata({ locale, path: USER_CENTRE_PAGES[page], title: t(`nav.${page}`), noindex: true })
}

/**
 * The frame of a user-centre account page (issue 21): the hero with "User centre" and the page's title, the
 * user-centre navigation beside the content, and the messages its client components read.
 */
export async function UserCentreFrame({
  locale,
  page,
  intro,
  children,
}: {
  locale: Locale
  page: Exclude<UserCentrePage, 'orders'>
  intro?: string
  children: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'userCentre' })
  const cart = await getTranslations({ locale, namespace: 'cart' })
  return (
    <ContentShell
      eyebrow={t('title')}
      title={t(`nav.${page}`)}
      crumbs={[
        { label: cart('orders.title'), href: USER_CENTRE_PAGES.orders },
        { label: t(`nav.${page}`), href: USER_CENTRE_PAGES[page] },
      ]}
    >
      <div className="xl:grid xl:grid-cols-[13rem_minmax(0,1fr)] xl:gap-10" data-testid="user-centre">
        <UserCentreNav current={page} />
        <div className="min-w-0">
          {intro ? <p className="mb-6 text-sm text-slate-600">{intro}</p> : null}
          <ExtraMessages messages={pickMessages(locale, ['userCentre', 'account', 'orders.checkout.errors'])}>
            {children}
          </ExtraMessages>
        </div>
      </div>
    </ContentShell>
  )
}
