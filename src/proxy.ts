import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'

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
  return pathname === '/' ? detectAtRoot(request) : urlDecides(request)
}

export const config = {
  // Everything but the back office, Payload's and the site's APIs, Next internals and files with an extension.
  matcher: ['/((?!admin|api|_next|_vercel|.*\\..*).*)', '/en/api/v1/:path*'],
}
