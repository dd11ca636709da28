import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { parseId, parsePage } from '@/domain/catalog/catalog-paging'
import type { Locale } from '@/i18n/routing'
import { catalogNumberOf } from '@/lib/data/catalog'
import { CategoryListPage } from './CategoryListPage'
import { redirectToCanonical, type SearchParams, single } from './fallback-redirect'
import { ProductDetailPage } from './ProductDetailPage'
import { listMetadata, productDetailMetadata } from './page-metadata'

/**
 * What the twin catalogue routes share: /product-detail and /new-product-detail, /product-list and
 * /new-product-list are the same screens with another menu and trail. Each route's page.tsx keeps its own
 * segment config (revalidate, dynamic) and hands its props here with the route it serves.
 */

export type DetailRoute = '/product-detail' | '/new-product-detail'
export type ListRoute = '/product-list' | '/new-product-list'

export type DetailRouteProps = { params: Promise<{ locale: Locale; catalogNumber: string }> }
export type DetailFallbackProps = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }
export type ListRouteProps = { params: Promise<{ locale: Locale; id: string; page: string }> }

export async function detailRouteMetadata({ params }: DetailRouteProps): Promise<Metadata> {
  const { locale, catalogNumber } = await params
  return productDetailMetadata(locale, catalogNumber)
}

/** new-product-detail/[catalogNumber] and product-detail/[catalogNumber]: the product's detail screen. */
export async function detailRoutePage({ params }: DetailRouteProps, route: DetailRoute) {
  const { locale, catalogNumber } = await params
  setRequestLocale(locale)
  const variant = route === '/new-product-detail' ? 'new' : 'product'
  return <ProductDetailPage locale={locale} catalogNumber={catalogNumber} variant={variant} />
}

/**
 * /product-detail and /new-product-detail requests the proxy did not rewrite to [catalogNumber]: `?id=N` is
 * looked up and redirected to `?catalogNumber=X`; a catalog number with other parameters goes to its
 * canonical URL; anything else is 404.
 */
export async function detailFallback({ params, searchParams }: DetailFallbackProps, route: DetailRoute) {
  const { locale } = await params
  setRequestLocale(locale)
  const q = await searchParams
  const byId = q.catalogNumber === undefined ? parseId(single(q.id)) : null
  const catalogNumber = byId !== null ? await catalogNumberOf(byId) : single(q.catalogNumber)
  if (!catalogNumber) notFound()
  return redirectToCanonical(locale, route, { catalogNumber })
}

/**
 * The category and page of a list path, or null when a segment is invalid. /new-product-list takes `all`
 * (no id: every new product, category null); /product-list always names a category.
 */
function listPath(route: ListRoute, id: string, page: string): { categoryId: number | null; n: number } | null {
  const all = route === '/new-product-list' && id === 'all'
  const categoryId = all ? null : parseId(id)
  const n = parsePage(page)
  if (n === null || (categoryId === null && !all)) return null
  return { categoryId, n }
}

export async function listRouteMetadata({ params }: ListRouteProps, route: ListRoute): Promise<Metadata> {
  const { locale, id, page } = await params
  const path = listPath(route, id, page)
  if (path === null) return {}
  return listMetadata(locale, route, path.categoryId, path.n)
}

/** new-product-list/[id]/[page] and product-list/[id]/[page]: a category's product list, one page. */
export async function listRoutePage({ params }: ListRouteProps, route: ListRoute) {
  const { locale, id, page } = await params
  setRequestLocale(locale)
  const path = listPath(route, id, page)
  if (path === null) notFound()
  return <CategoryListPage locale={locale} route={route} categoryId={path.categoryId} page={path.n} />
}
