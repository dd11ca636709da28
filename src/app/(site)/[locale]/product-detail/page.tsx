import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { redirectToCanonical, type SearchParams, single } from '@/components/catalog/fallback-redirect'
import { parseId } from '@/domain/catalog-paging'
import type { Locale } from '@/i18n/routing'
import { catalogNumberOf } from '@/lib/data/catalog'

/** Reads the query string: rendered per request (the [locale] layout's static params would make it ISR). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/**
 * /product-detail requests the proxy did not rewrite to product-detail/[catalogNumber]: `?id=N` is looked up
 * and redirected to `?catalogNumber=X`; a catalog number with other parameters goes to its canonical URL;
 * anything else is 404.
 */
export default async function ProductDetailFallback({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const q = await searchParams
  const byId = q.catalogNumber === undefined ? parseId(single(q.id)) : null
  const catalogNumber = byId !== null ? await catalogNumberOf(byId) : single(q.catalogNumber)
  if (!catalogNumber) notFound()
  return redirectToCanonical(locale, '/product-detail', { catalogNumber })
}
