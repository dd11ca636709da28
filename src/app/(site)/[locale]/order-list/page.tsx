import { getTranslations, setRequestLocale } from 'next-intl/server'
import { OrdersFrame } from '@/components/account/UserCentreFrame'
import { type OrderListFilters, OrderListView } from '@/components/cart/OrderListView'
import { contentMetadata } from '@/components/content/page-metadata'
import type { Locale } from '@/i18n/routing'

/** Rendered per request (request host for canonical URLs, the filters of the query); orders are read in the browser. */
export const dynamic = 'force-dynamic'

type Search = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Search> }

/** /order-list: the user centre's orders (spec section 2). A static frame; the orders are read in the browser. */
export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'cart' })
  return contentMetadata({ locale, path: '/order-list', title: t('orders.title'), noindex: true })
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v.slice(0, 60) : '')

/** The filters of the URL as typed (the API validates them; the list says when they are not valid). */
function initialFilters(q: Search): OrderListFilters {
  const page = Number(one(q.page))
  return {
    status: one(q.status),
    from: one(q.from),
    to: one(q.to),
    keyword: one(q.keyword),
    page: Number.isInteger(page) && page > 0 && page < 1_000_000 ? page : 1,
  }
}

export default async function OrderListPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <OrdersFrame locale={locale} messages={['quotes.status']}>
      <OrderListView initial={initialFilters(await searchParams)} />
    </OrdersFrame>
  )
}
