'use client'

import { useTranslations } from '@/i18n/client'
import { SearchForm } from './SearchForm'
import { SearchIcon } from './SearchIcon'
import { useSearchKeyword } from './use-search-keyword'

/** The top bar's keyword box on mobile (below 1280 px, spec section 2): goes to /search?keywords=…. */
export function MobileSearch() {
  const t = useTranslations('shell.search')
  const search = useSearchKeyword()
  return (
    <search className="w-full xl:hidden" data-testid="mobile-search">
      <SearchForm
        search={search}
        input={{
          enterKeyHint: 'search',
          className: 'min-w-0 flex-1 rounded-l border border-slate-300 bg-white px-3 py-1.5 text-base',
        }}
        button={{
          'aria-label': t('submit'),
          className: 'flex items-center rounded-r bg-brand-600 px-3 text-white hover:bg-brand-700',
          children: <SearchIcon />,
        }}
      />
    </search>
  )
}
