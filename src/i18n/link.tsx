'use client'

import { useRouter as useNextRouter } from 'next/navigation'
import { type ComponentProps, useMemo } from 'react'
import { withQuery } from '@/domain/content/content-urls'
import { localizeHref } from '@/domain/content/navigation'
import { useLocale } from './client'
import type { Locale } from './routing'

/** A locale-neutral href: a path ("/product-list?id=21") or a path and its query. */
export type Href = string | { pathname: string; query?: Parameters<typeof withQuery>[1] }

/** A locale-neutral href as a path of the given language. */
export function localizedHref(href: Href, locale: Locale): string {
  return localizeHref(typeof href === 'string' ? href : withQuery(href.pathname, href.query), locale)
}

/**
 * A link to a page of the site, for locale-neutral hrefs: "/products" is /products in Chinese and
 * /en/products in English (the routing's `as-needed` prefix). A plain `<a data-link>`: ClientNavigation
 * (src/components/shell/ClientNavigation.tsx) loads such links with the client router and prefetches them on
 * hover, touch or focus, instead of a next/link per link (docs/adr/0006-client-translations.md).
 */
export function Link({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: Href }) {
  const locale = useLocale()
  return <a href={localizedHref(href, locale)} data-link="" {...rest} />
}

/** next/navigation's router taking locale-neutral hrefs, as the Link does. */
export function useRouter() {
  const router = useNextRouter()
  const locale = useLocale()
  return useMemo(
    () => ({
      ...router,
      push: (href: string, options?: Parameters<typeof router.push>[1]) =>
        router.push(localizeHref(href, locale), options),
      replace: (href: string, options?: Parameters<typeof router.replace>[1]) =>
        router.replace(localizeHref(href, locale), options),
    }),
    [router, locale],
  )
}
