import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'
import { ABSOL_INTERNAL_BASE, absolApiBase, isUnder } from './lib/absol-base'
import { catalogRewrite } from './lib/catalog-rewrite'
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
  return target ? catalogRewrite(request, target) : urlDecides(request)
}

export const config = {
  // Everything but the back office, Payload's and the site's APIs, Next internals and files with an extension.
  matcher: ['/((?!admin|api|_next|_vercel|.*\\..*).*)', '/en/api/v1/:path*'],
}
