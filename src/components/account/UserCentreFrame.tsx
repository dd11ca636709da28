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

/** The user centre's frame: the hero, the user-centre navigation beside the content, the client messages. */
async function Frame({
  eyebrow,
  title,
  crumbs,
  current,
  messages,
  children,
}: {
  eyebrow: string
  title: string
  crumbs: { label: string; href: string }[]
  current: UserCentrePage
  messages: ReturnType<typeof pickMessages>
  children: ReactNode
}) {
  return (
    <ContentShell eyebrow={eyebrow} title={title} crumbs={crumbs}>
      <div className="xl:grid xl:grid-cols-[13rem_minmax(0,1fr)] xl:gap-10" data-testid="user-centre">
        <UserCentreNav current={current} />
        <div className="min-w-0">
          <ExtraMessages messages={messages}>{children}</ExtraMessages>
        </div>
      </div>
    </ContentShell>
  )
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
    <Frame
      eyebrow={t('title')}
      title={t(`nav.${page}`)}
      crumbs={[
        { label: cart('orders.title'), href: USER_CENTRE_PAGES.orders },
        { label: t(`nav.${page}`), href: USER_CENTRE_PAGES[page] },
      ]}
      current={page}
      messages={pickMessages(locale, ['userCentre', 'account', 'orders.checkout.errors'])}
    >
      {intro ? <p className="mb-6 text-sm text-slate-600">{intro}</p> : null}
      {children}
    </Frame>
  )
}

/**
 * The frame of the user centre's order pages (the list, an order's detail): "My orders" first in the crumbs, and
 * the messages the order views read (the cart's, the API's, the order detail's, the quote panel's, quick order's)
 * with the page's own `messages` besides.
 */
export async function OrdersFrame({
  locale,
  title,
  crumb,
  messages,
  children,
}: {
  locale: Locale
  title?: string
  /** The page's own crumb after "My orders" (none on the list itself). */
  crumb?: { label: string; href: string }
  messages: string[]
  children: ReactNode
}) {
  const cart = await getTranslations({ locale, namespace: 'cart' })
  return (
    <Frame
      eyebrow={cart('orders.userCentre')}
      title={title ?? cart('orders.title')}
      crumbs={[{ label: cart('orders.title'), href: USER_CENTRE_PAGES.orders }, ...(crumb ? [crumb] : [])]}
      current="orders"
      messages={pickMessages(locale, ['cart', 'api', 'orderDetail', 'quotes.panel', 'quickOrder', ...messages])}
    >
      {children}
    </Frame>
  )
}
