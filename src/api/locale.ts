import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from '../i18n/routing'

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

/** The language an Accept-Language header asks for first (zh… → cn, en… → en, by quality), else Chinese. */
export function acceptLanguageLocale(accept: string | null): Locale {
  if (accept) {
    const ranked = accept
      .split(',')
      .slice(0, 20)
      .map((item) => {
        const [tag = '', ...params] = item.trim().toLowerCase().split(';')
        const q = params.find((p) => p.trim().startsWith('q='))
        const quality = q ? Number.parseFloat(q.trim().slice(2)) : 1
        return { tag, quality: Number.isFinite(quality) ? quality : 0 }
      })
      .sort((a, b) => b.quality - a.quality)
    for (const { tag, quality } of ranked) {
      if (quality <= 0) continue
      if (tag.startsWith('zh')) return 'cn'
      if (tag.startsWith('en')) return 'en'
    }
  }
  return defaultLocale
}
