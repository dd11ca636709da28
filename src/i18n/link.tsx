'use client'

import NextLink from 'next/link'
import { useRouter as useNextRouter } from 'next/navigation'
import { type ComponentProps, useMemo } from 'react'
import { localizeHref } from '@/domain/navigation'
import { useLocale } from './client'
import type { Locale } from './routing'

type Href = ComponentProps<typeof NextLink>['href']

/** A locale-neutral href ("/product-list?id=21" or { pathname, query }) as a path of the current language. */
export function localizedHref(href: Href, locale: Locale): string {
  if (typeof href === 'string') return localizeHref(href, locale)
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(href.query ?? {})) {
    if (value === undefined || value === null) continue
    for (const one of Array.isArray(value) ? value : [value]) query.append(key, String(one))
  }
  const search = query.toString()
  const hash = href.hash ? (href.hash.startsWith('#') ? href.hash : `#${href.hash}`) : ''
  return localizeHref(`${href.pathname ?? '/'}${search ? `?${search}` : ''}${hash}`, locale)
}

/**
 * next/link for locale-neutral hrefs: "/products" is /products in Chinese and /en/products in English (the
 * routing's `as-needed` prefix). Client components and server components both use it; it replaces
 * next-intl's Link, whose client part brought next-intl's runtime into every page (src/i18n/client.tsx).
 */
export function Link({ href, ...rest }: ComponentProps<typeof NextLink>) {
  const locale = useLocale()
  return <NextLink href={localizedHref(href, locale)} {...rest} />
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
