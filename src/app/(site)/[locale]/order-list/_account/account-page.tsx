import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { UserCentreFrame, userCentreMetadata } from '@/components/account/UserCentreFrame'
import { USER_CENTRE_PAGES, type UserCentrePage } from '@/components/account/UserCentreNav'
import type { Locale } from '@/i18n/routing'
import type { Member } from '@/payload-types'
import { memberOrLogin } from './member-gate'

export type AccountPageProps = { params: Promise<{ locale: Locale }> }
type AccountPage = Exclude<UserCentrePage, 'orders'>

/** A user-centre account page's generateMetadata: its title, never indexed. */
export function accountPageMetadata(page: AccountPage) {
  return async ({ params }: AccountPageProps) => userCentreMetadata((await params).locale, page)
}

/**
 * A user-centre account page (issue 21): the member's own (anonymous visitors go to /login and come back), in the
 * user-centre frame with the intro of `introKey` (userCentre messages) above `body`.
 */
export async function accountPage(
  params: AccountPageProps['params'],
  page: AccountPage,
  introKey: string,
  body: (member: Member, locale: Locale) => ReactNode | Promise<ReactNode>,
) {
  const { locale } = await params
  setRequestLocale(locale)
  const member = await memberOrLogin(locale, USER_CENTRE_PAGES[page])
  const t = await getTranslations({ locale, namespace: 'userCentre' })
  return (
    <UserCentreFrame locale={locale} page={page} intro={t(introKey)}>
      {await body(member, locale)}
    </UserCentreFrame>
  )
}
