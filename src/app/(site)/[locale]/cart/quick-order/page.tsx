import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ContentShell } from '@/components/content/ContentShell'
import { contentMetadata } from '@/components/content/page-metadata'
import { QuickOrderView } from '@/components/orders/QuickOrderView'
import { ExtraMessages } from '@/components/shell/ExtraMessages'
import { pickMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'

/** Rendered per request (request host for canonical URLs); the preview is read in the browser. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

/** /cart/quick-order: paste lines or upload the template, check them, add them all to the cart (issue 21). */
export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'quickOrder' })
  return contentMetadata({ locale, path: '/cart/quick-order', title: t('title'), noindex: true })
}

export default async function QuickOrderPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, cart] = await Promise.all([getTranslations('quickOrder'), getTranslations('cart')])
  return (
    <ContentShell
      title={t('title')}
      crumbs={[
        { label: cart('title'), href: '/cart' },
        { label: t('title'), href: '/cart/quick-order' },
      ]}
    >
      <ExtraMessages messages={pickMessages(locale, ['cart', 'api', 'quickOrder'])}>
        <QuickOrderView />
      </ExtraMessages>
    </ContentShell>
  )
}
