import type { Metadata } from 'next'
import { draftMode, headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { ProductDetailPage } from '@/components/catalog/ProductDetailPage'
import type { Locale } from '@/i18n/routing'
import { productDetailPage } from '@/lib/data/catalog'
import { getPayloadClient } from '@/lib/payload'
import { draftProductDetail, previewUser } from '@/server/preview/draft-preview'

/**
 * /product-preview/{id}: a product's draft as its public page shows it, for staff only (draft mode set by
 * /api/preview and a valid staff session, both checked here on every request); 404 for anyone else. Per request,
 * never cached, never indexed.
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
  return (
    <ProductDetailPage
      locale={locale}
      catalogNumber={detail.catalogNumber}
      variant="product"
      preview={productDetailPage(detail)}
    />
  )
}
