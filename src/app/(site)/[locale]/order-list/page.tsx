import { getTranslations, setRequestLocale } from 'next-intl/server'
import { OrderListView } from '@/components/cart/OrderListView'
import { ContentShell } from '@/components/content/ContentShell'
import { contentMetadata } from '@/components/content/page-metadata'
import { ExtraMessages } from '@/components/shell/ExtraMessages'
import { pickMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'

/** Rendered per request (request host for canonical URLs); the cart itself is read in the browser. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

/** /order-list: the user centre's orders (spec section 2). A static frame; the orders are read in the browser. */
export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'cart' })
  return contentMetadata({ locale, path: '/order-list', title: t('orders.title'), noindex: true })
}

export default async function OrderListPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('cart')
  return (
    <ContentShell
      eyebrow={t('orders.userCentre')}
      title={t('orders.title')}
      crumbs={[{ label: t('orders.title'), href: '/order-list' }]}
    >
      <ExtraMessages messages={pickMessages(locale, ['cart', 'api'])}>
        <OrderListView />
      </ExtraMessages>
    </ContentShell>
  )
}
