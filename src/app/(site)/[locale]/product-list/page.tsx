import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { CategoryListPage } from '@/components/catalog/CategoryListPage'
import { redirectToCanonical, type SearchParams, single } from '@/components/catalog/fallback-redirect'
import { listMetadata } from '@/components/catalog/page-metadata'
import { parseId, parsePage } from '@/domain/catalog/catalog-paging'
import { isPlainQuery, parseListQuery } from '@/domain/catalog/list-query'
import type { Locale } from '@/i18n/routing'

/** Reads the query string: rendered per request (the [locale] layout's static params would make it ISR). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/** A filtered or sorted list's title and description, its canonical URL the plain list's (issue 19). */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const q = await searchParams
  const id = parseId(single(q.id))
  const page = q.page === undefined ? 1 : parsePage(single(q.page))
  if (!id !== null || page === null || isPlainQuery(parseListQuery(q))) return {}
  return listMetadata(locale, '/product-list', id, page)
}

/**
 * /product-list requests the proxy did not rewrite to product-list/[id]/[page]: a list with filters or a sort
 * (issue 19: &species=&tag=&expression=&application=&sort=, bad values ignored) is rendered here per request, so
 * its variants never fill the page cache; other valid id and page with other parameters go to the canonical
 * URL; no id or bad values are 404.
 */
export default async function ProductListFallback({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const q = await searchParams
  const id = parseId(single(q.id))
  const page = q.page === undefined ? 1 : parsePage(single(q.page))
  const query = parseListQuery(q)
  if (id !== null && page !== null && !isPlainQuery(query))
    return <CategoryListPage locale={locale} route="/product-list" categoryId={id} page={page} query={query} />
  return redirectToCanonical(locale, '/product-list', {
    id: id === null ? undefined : String(id),
    page: page === null ? 'invalid' : page > 1 ? String(page) : undefined,
  })
}
