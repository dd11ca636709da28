import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CartView } from '@/components/cart/CartView'
import { ContentShell } from '@/components/content/ContentShell'
import { contentMetadata } from '@/components/content/page-metadata'
import { ExtraMessages } from '@/components/shell/ExtraMessages'
import { pickMessages } from '@/i18n/client-messages'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/routing'

/** Rendered per request (request host for canonical URLs); the cart itself is read in the browser. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

/** /cart: My Cart (spec section 2). The page is a static frame; the cart is read in the browser (live, per member). */
export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'cart' })
  return contentMetadata({ locale, path: '/cart', title: t('title'), noindex: true })
}

export default async function CartPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, quick] = await Promise.all([getTranslations('cart'), getTranslations('quickOrder')])
  return (
    <ContentShell title={t('title')} crumbs={[{ label: t('title'), href: '/cart' }]}>
      <p className="mb-4 text-right">
        <Link
          href="/cart/quick-order"
          data-testid="quick-order-link"
          className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
        >
          {quick('link')}
        </Link>
      </p>
      <ExtraMessages messages={pickMessages(locale, ['cart', 'api', 'orders'])}>
        <CartView />
      </ExtraMessages>
    </ContentShell>
  )
}
