import type { Locale } from '../../i18n/routing'

/** The back office's language as the site's locale (Payload's admin speaks zh or en). */
export function adminLocale(language: string | undefined): Locale {
  return language === 'en' ? 'en' : 'cn'
}
