import type { Metadata } from 'next'
import { draftMode, headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ProductDetailPage } from '@/components/catalog/ProductDetailPage'
import type { Locale } from '@/i18n/routing'
import { productDetailPage, sizesView } from '@/lib/data/catalog'
import { getPayloadClient } from '@/lib/payload'
import { draftProductDetail, previewUser } from '@/server/preview/draft-preview'

/**
 * /product-preview/{id}: a product's draft as its public page shows it, for staff only (draft mode set by
 * /api/preview and a valid staff session, both checked here on every request); 404 for anyone else. Per request,
 * never cached, never indexed. Prices come from the draft too, rendered here on the server.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; id: string }> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function ProductPreviewRoute({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  if (!(await draftMode()).isEnabled) notFound()
  const payload = await getPayloadClient()
  const user = await previewUser(payload, await headers())
  const detail = await draftProductDetail(payload, user, locale, Number(id))
  if (!detail) notFound()
  const t = await getTranslations('catalog.price')
  return (
    <ProductDetailPage
      locale={locale}
      catalogNumber={detail.catalogNumber}
      variant="product"
      preview={productDetailPage(detail)}
      // The draft's own prices (issue 30), as a visitor in China would see them once published: the public API
      // the page's price block reads knows only the published record.
      previewPrices={sizesView(detail.sizes, true, t('inquiry'))}
    />
  )
}
