import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

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
  return intl(request)
}

export const config = {
  // Everything but the back office, Payload's and the site's APIs, Next internals and files with an extension.
  matcher: ['/((?!admin|api|_next|_vercel|.*\\..*).*)', '/en/api/v1/:path*'],
}
