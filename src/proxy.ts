import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, routing } from './i18n/routing'
import { ABSOL_INTERNAL_BASE, absolApiBase, isUnder } from './lib/absol-base'
import { cacheableRewrite } from './lib/route-rewrites'

/** At the site root: the remembered choice (cookie), else the browser's language (docs/adr/0003). */
const detectAtRoot = createMiddleware(routing)
/** Everywhere else the URL decides: no prefix is Chinese, /en is English. */
const urlDecides = createMiddleware({ ...routing, localeDetection: false })

/**
 * Locale routing for the public site (Chinese at /, English at /en) and the /en prefix of the API:
 * /en/api/v1/… is served by the /api/v1 route handler, which reads the prefix from the URL.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/en/api/v1' || pathname.startsWith('/en/api/v1/')) {
    const url = request.nextUrl.clone()
    url.pathname = pathname.slice(3)
    return NextResponse.rewrite(url)
  }
  // The second API base (ABSOL_API_BASE, read at request time) is served by the fixed /api/absol route.
  const absol = absolApiBase()
  if (absol !== ABSOL_INTERNAL_BASE && isUnder(pathname, absol)) {
    const url = request.nextUrl.clone()
    url.pathname = ABSOL_INTERNAL_BASE + pathname.slice(absol.length)
    return NextResponse.rewrite(url)
  }
  if (pathname === '/') return detectAtRoot(request)
  const target = cacheableRewrite(pathname, request.nextUrl.searchParams)
  return target ? catalogueRewrite(request, target) : urlDecides(request)
}

/**
 * The spec's query URLs of catalogue pages, served from their cacheable path form (the visitor's URL stays as it
 * is). These are the busiest pages, so the locale is settled here rather than by next-intl's middleware (a
 * third of this request's proxy time): the URL decides it (`/en…` English, else Chinese), the app's
 * `[locale]` segment gets it, and the language cookie is set when it differs, as next-intl does.
 */
function catalogueRewrite(request: NextRequest, target: string): NextResponse {
  const english = target === '/en' || target.startsWith('/en/')
  const locale = english ? 'en' : routing.defaultLocale
  const url = request.nextUrl.clone()
  url.pathname = `/${locale}${english ? target.slice(3) : target}`
  url.search = ''
  const response = NextResponse.rewrite(url)
  if (request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' })
  }
  return response
}

export const config = {
  // Everything but the back office, Payload's and the site's APIs, Next internals and files with an extension.
  matcher: ['/((?!admin|api|_next|_vercel|.*\\..*).*)', '/en/api/v1/:path*'],
}
