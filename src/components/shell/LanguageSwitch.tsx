'use client'

import { type SyntheticEvent, useEffect, useState } from 'react'
import { localizeHref, type NavLocale, switchLocaleHref } from '@/domain/content/navigation'
import { useLocale, useTranslations } from '@/i18n/client'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/routing'
import { onUrlChange } from './route-events'

const LANGUAGES: { locale: NavLocale; short: 'cn' | 'en'; full: 'cnFull' | 'enFull'; lang: string }[] = [
  { locale: 'cn', short: 'cn', full: 'cnFull', lang: 'zh-CN' },
  { locale: 'en', short: 'en', full: 'enFull', lang: 'en' },
]

function targetOf(locale: NavLocale): string {
  return switchLocaleHref(window.location.pathname, window.location.search, locale)
}

/** Remembers the choice (spec section 1): cookie i18n_redirected, 365 days, path /, SameSite=Lax. */
function rememberLocale(locale: NavLocale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the locale routing reads
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax`
}

/**
 * 中文 / EN: the same path and query in the other language (/product-list?id=21 ⇄ /en/product-list?id=21).
 * A full page load (the document's language changes). The href is read from the address bar when used, so
 * it stays right after client-side navigations and query changes; the server-rendered href is the home page
 * (the page's own path is not known to cached HTML under the proxy's rewrites).
 */
export function LanguageSwitch() {
  const t = useTranslations('shell.topBar')
  const current = useLocale() as NavLocale
  const other: NavLocale = current === 'cn' ? 'en' : 'cn'
  const [href, setHref] = useState(() => localizeHref('/', other))

  useEffect(() => {
    const update = () => setHref(targetOf(other))
    update()
    return onUrlChange(update)
  }, [other])

  const refresh = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = targetOf(other)
  }

  return (
    <ul aria-label={t('language')} className="flex items-center gap-1" data-testid="language-switch">
      {LANGUAGES.map(({ locale, short, full, lang }, index) => (
        <li key={locale} className="flex items-center gap-1">
          {index > 0 ? (
            <span aria-hidden="true" className="text-slate-400">
              /
            </span>
          ) : null}
          {locale === current ? (
            <span aria-current="true" lang={lang} className="font-semibold text-brand-700">
              {t(short)}
            </span>
          ) : (
            <a
              href={href}
              hrefLang={lang}
              lang={lang}
              title={t(full)}
              data-locale={locale}
              onFocus={refresh}
              onPointerEnter={refresh}
              onClick={(event) => {
                refresh(event)
                rememberLocale(locale)
              }}
              className="hover:text-brand-600 hover:underline"
            >
              {t(short)}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
