import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { CategoryListPage } from '@/components/catalog/CategoryListPage'
import { listMetadata } from '@/components/catalog/page-metadata'
import { parseId, parsePage } from '@/domain/catalog-paging'
import type { Locale } from '@/i18n/routing'

/** /product-list?id={categoryId}&page={n}, rewritten here by the proxy: cached (ISR), rendered on first request. */
export const revalidate = 300

export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: Locale; id: string; page: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id, page } = await params
  const categoryId = parseId(id)
  const n = parsePage(page)
  if (categoryId === null || n === null) return {}
  return listMetadata(locale, '/product-list', categoryId, n)
}

export default async function ProductListPage({ params }: Props) {
  const { locale, id, page } = await params
  setRequestLocale(locale)
  const categoryId = parseId(id)
  const n = parsePage(page)
  if (categoryId === null || n === null) notFound()
  return <CategoryListPage locale={locale} route="/product-list" categoryId={categoryId} page={n} />
}
