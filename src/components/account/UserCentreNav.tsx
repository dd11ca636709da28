import { getTranslations } from 'next-intl/server'
import { SideMenu } from '@/components/content/SideMenu'

/** The user centre's pages (issue 21), in menu order: orders first, then the account pages under /order-list. */
export const USER_CENTRE_PAGES = {
  orders: '/order-list',
  profile: '/order-list/profile',
  password: '/order-list/password',
  phone: '/order-list/phone',
  addresses: '/order-list/addresses',
  invoices: '/order-list/invoices',
  requests: '/order-list/requests',
} as const
export type UserCentrePage = keyof typeof USER_CENTRE_PAGES

/**
 * The user centre's navigation (Server Component): pills above the content on phones, a side list on desktop;
 * the current page carries aria-current. Mount it beside a user-centre page's content, e.g.
 * `<UserCentreNav current="orders" />` in a two-column grid (see UserCentreFrame).
 */
export async function UserCentreNav({ current }: { current: UserCentrePage }) {
  const t = await getTranslations('userCentre')
  return (
    <SideMenu
      label={t('nav.label')}
      title={t('title')}
      items={(Object.keys(USER_CENTRE_PAGES) as UserCentrePage[]).map((key) => ({
        key,
        href: USER_CENTRE_PAGES[key],
        label: t(`nav.${key}`),
        current: key === current,
      }))}
    />
  )
}
