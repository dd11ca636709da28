import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { ProductDetailPage } from '@/components/catalog/ProductDetailPage'
import { productDetailMetadata } from '@/components/catalog/page-metadata'
import type { Locale } from '@/i18n/routing'

/** /product-detail?catalogNumber=X, rewritten here by the proxy: cached (ISR), rendered on first request. */
export const revalidate = 300

export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: Locale; catalogNumber: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, catalogNumber } = await params
  return productDetailMetadata(locale, catalogNumber)
}

export default async function ProductDetailRoute({ params }: Props) {
  const { locale, catalogNumber } = await params
  setRequestLocale(locale)
  return <ProductDetailPage locale={locale} catalogNumber={catalogNumber} variant="product" />
}
