import { acceptLanguageLocale } from '../i18n/accept-language'
import { isLocale, LOCALE_COOKIE, type Locale } from '../i18n/routing'

/**
 * The request's language when its path has no /en prefix: the i18n_redirected cookie, else Accept-Language
 * (zh… → cn, en… → en, by quality), else Chinese.
 */
export function requestLocale(headers: Headers): Locale {
  const cookie = headers.get('cookie')
  if (cookie) {
    for (const part of cookie.split(';')) {
      const [name, value] = part.trim().split('=')
      if (name === LOCALE_COOKIE && isLocale(value)) return value
    }
  }
  return acceptLanguageLocale(headers.get('accept-language'))
}
