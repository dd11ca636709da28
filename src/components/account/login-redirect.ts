'use client'

import { safeRedirectPath } from '@/domain/shared/safe-redirect'

/**
 * Where to go after logging in: the `redirect` query when it is a path of this site (read as the browser will
 * read it, src/domain/shared/safe-redirect.ts), else home. A path without the English prefix gets it on the English
 * site (links such as the cart's give language-neutral paths).
 */
export function safeRedirect(value: string | null, locale: string, origin = window.location.origin): string {
  const home = locale === 'en' ? '/en' : '/'
  const path = safeRedirectPath(value, origin, home)
  if (locale === 'en' && !/^\/en(?:[/?#]|$)/.test(path)) return `/en${path === '/' ? '' : path}`
  return path
}
