import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { OrdersFrame } from '@/components/account/UserCentreFrame'
import { contentMetadata } from '@/components/content/page-metadata'
import { OrderDetailView } from '@/components/orders/OrderDetailView'
import type { Locale } from '@/i18n/routing'

/**
 * Rendered per request and never cached: the frame carries no order data (the member's order is read in the
 * browser with the member's session, from an API answer marked no-store).
 */
export const dynamic = 'force-dynamic'

type Search = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Search> }

function orderId(q: Search): number | null {
  const raw = q.id
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null
  const n = Number(raw)
  return n <= 2_147_483_647 ? n : null
}

/** /order-list/detail?id={id}: one of the member's orders (issue 21). Not indexed. */
export async function generateMetadata({ params, searchParams }: Props) {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'orderDetail' })
  const id = orderId(await searchParams)
  return contentMetadata({
    locale,
    path: id ? `/order-list/detail?id=${id}` : '/order-list/detail',
    title: t('detail.title'),
    noindex: true,
  })
}

export default async function OrderDetailPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const id = orderId(await searchParams)
  if (id === null) notFound()
  const t = await getTranslations('orderDetail')
  return (
    <OrdersFrame
      locale={locale}
      title={t('detail.title')}
      crumb={{ label: t('detail.title'), href: `/order-list/detail?id=${id}` }}
      messages={['orderPayment']}
    >
      <OrderDetailView id={id} />
    </OrdersFrame>
  )
}
