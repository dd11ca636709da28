import { setRequestLocale } from 'next-intl/server'
import { redirectToCanonical, type SearchParams, single } from '@/components/catalog/fallback-redirect'
import { parseId, parsePage } from '@/domain/catalog/catalog-paging'
import type { Locale } from '@/i18n/routing'

/** Reads the query string: rendered per request (the [locale] layout's static params would make it ISR). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

/**
 * /new-product-list requests the proxy did not rewrite to new-product-list/[id]/[page]: valid values with
 * other parameters go to the canonical URL; bad values are 404.
 */
export default async function NewProductListFallback({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const q = await searchParams
  const id = q.id === undefined ? null : parseId(single(q.id))
  const page = q.page === undefined ? 1 : parsePage(single(q.page))
  return redirectToCanonical(locale, '/new-product-list', {
    id: q.id === undefined ? undefined : id === null ? 'invalid' : String(id),
    page: page === null ? 'invalid' : page > 1 ? String(page) : undefined,
  })
}
