'use client'

import { useId } from 'react'
import { localizeHref, type NavLocale } from '@/domain/navigation'
import { useLocale, useTranslations } from '@/i18n/client'
import { SearchIcon } from './SearchIcon'
import { useSearchKeyword } from './use-search-keyword'

/** The top bar's keyword box on mobile (below 1280 px, spec section 2): goes to /search?keywords=…. */
export function MobileSearch() {
  const t = useTranslations('shell.search')
  const locale = useLocale() as NavLocale
  const inputId = useId()
  const { keyword, setKeyword, submit } = useSearchKeyword()
  return (
    <search className="w-full xl:hidden" data-testid="mobile-search">
      <form
        action={localizeHref('/search', locale)}
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        className="flex w-full"
      >
        <label htmlFor={inputId} className="sr-only">
          {t('label')}
        </label>
        <input
          id={inputId}
          type="search"
          name="keywords"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t('placeholder')}
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-l border border-slate-300 bg-white px-3 py-1.5 text-base"
        />
        <button
          type="submit"
          aria-label={t('submit')}
          className="flex items-center rounded-r bg-brand-600 px-3 text-white hover:bg-brand-700"
        >
          <SearchIcon />
        </button>
      </form>
    </search>
  )
}
