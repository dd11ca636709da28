import { defineRouting } from 'next-intl/routing'

/** Locale codes as spec section 9 names them: `cn` (default, no URL prefix) and `en` (under /en). */
export const locales = ['cn', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'cn'

/** The cookie that remembers the chosen language (spec section 1): 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
  // No `Link` header from the middleware: it would name the locale code (`cn`) as hreflang. Every page has its
  // own alternates in <head> with real language codes (zh-CN, en, x-default), absolute when SITE_URL is set.
  alternateLinks: false,
})

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The value of `<html lang>` for a locale code. */
export function htmlLang(locale: Locale): string {
  return locale === 'cn' ? 'zh-CN' : 'en'
}
