import { type NextRequest, NextResponse } from 'next/server'
import { acceptLanguageLocale } from '../i18n/accept-language'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale, routing } from '../i18n/routing'

/**
 * The spec's query URLs of catalogue pages, served from their cacheable path form (the visitor's URL stays as it
 * is). These are the busiest pages, so the locale is settled here rather than by next-intl's middleware (a
 * third of this request's proxy time): the URL decides it (`/en…` English, else Chinese) and the app's
 * `[locale]` segment gets it. The language cookie follows next-intl's rules (its syncCookie): only on document
 * requests, updated when it names another language, and without one set only when the browser's language would
 * pick another than the URL's, so most first visits get a cookie-free, cacheable answer. (No Link header here
 * either: the pages have their hreflang alternates in <head>; routing.ts switches next-intl's off.)
 */
export function catalogRewrite(request: NextRequest, target: string): NextResponse {
  const english = target === '/en' || target.startsWith('/en/')
  const locale: Locale = english ? 'en' : routing.defaultLocale
  const url = request.nextUrl.clone()
  url.pathname = `/${locale}${english ? target.slice(3) : target}`
  url.search = ''
  const response = NextResponse.rewrite(url)
  if (shouldSetLocaleCookie(request, locale)) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' })
  }
  return response
}

function shouldSetLocaleCookie(request: NextRequest, locale: Locale): boolean {
  const dest = request.headers.get('sec-fetch-dest')
  if (dest !== null && dest !== 'document') return false
  const current = request.cookies.get(LOCALE_COOKIE)?.value
  if (current !== undefined) return current !== locale
  return acceptLanguageLocale(request.headers.get('accept-language')) !== locale
}
