import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { CategoryListPage } from '@/components/catalog/CategoryListPage'
import { listMetadata } from '@/components/catalog/page-metadata'
import { parseId, parsePage } from '@/domain/catalog-paging'
import type { Locale } from '@/i18n/routing'

/** /new-product-list?id=&page=, rewritten here by the proxy (`all` when there is no id): cached (ISR). */
export const revalidate = 300

export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: Locale; id: string; page: string }> }

/** The category of the path (`all` is null), or undefined when the segment is invalid. */
function category(id: string): number | null | undefined {
  if (id === 'all') return null
  return parseId(id) ?? undefined
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id, page } = await params
  const categoryId = category(id)
  const n = parsePage(page)
  if (categoryId === undefined || n === null) return {}
  return listMetadata(locale, '/new-product-list', categoryId, n)
}

export default async function NewProductListPage({ params }: Props) {
  const { locale, id, page } = await params
  setRequestLocale(locale)
  const categoryId = category(id)
  const n = parsePage(page)
  if (categoryId === undefined || n === null) notFound()
  return <CategoryListPage locale={locale} route="/new-product-list" categoryId={categoryId} page={n} />
}
