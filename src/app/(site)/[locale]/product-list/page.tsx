import { setRequestLocale } from 'next-intl/server'
import { redirectToCanonical, type SearchParams, single } from '@/components/catalog/fallback-redirect'
import { parseId, parsePage } from '@/domain/catalog/catalog-paging'
import type { Locale } from '@/i18n/routing'

/** Reads the query string: rendered per request (the [locale] layout's static params would make it ISR). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/**
 * /product-list requests the proxy did not rewrite to product-list/[id]/[page]: valid id and page with other
 * parameters go to the canonical URL; no id or bad values are 404.
 */
export default async function ProductListFallback({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const q = await searchParams
  const id = parseId(single(q.id))
  const page = q.page === undefined ? 1 : parsePage(single(q.page))
  return redirectToCanonical(locale, '/product-list', {
    id: id === null ? undefined : String(id),
    page: page === null ? 'invalid' : page > 1 ? String(page) : undefined,
  })
}
