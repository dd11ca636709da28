import { notFound } from 'next/navigation'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { cacheableRewrite } from '@/lib/route-rewrites'

export type SearchParams = Record<string, string | string[] | undefined>

/** A query parameter given once (repeated or missing ones are undefined). */
export function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/**
 * The plain catalogue routes answer what the proxy did not rewrite to its cached form (unknown parameters,
 * bad values): a redirect to the canonical spec URL when `query` (the meaningful parameters, already
 * checked) makes one the proxy serves, else 404. The proxy check rules out a redirect loop.
 */
export function redirectToCanonical(locale: Locale, route: string, query: Record<string, string | undefined>): never {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value)
  if (cacheableRewrite(route, search) === null) notFound()
  const qs = search.toString()
  return redirect({ href: qs ? `${route}?${qs}` : route, locale })
}
