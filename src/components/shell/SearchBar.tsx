'use client'

import { useId, useState } from 'react'
import { searchHref } from '@/domain/content/navigation'
import { useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { SearchForm } from './SearchForm'
import { SearchIcon } from './SearchIcon'
import { useSearchKeyword } from './use-search-keyword'

/**
 * The desktop search bar (spec sections 2 and 4): Enter or the button goes to /search?keywords={text};
 * the popular keywords show while the box is neither focused nor filled.
 */
export function SearchBar({ hotKeywords }: { hotKeywords: string[] }) {
  const t = useTranslations('shell.search')
  const hotId = useId()
  const [focused, setFocused] = useState(false)
  const search = useSearchKeyword()
  const { keyword, setKeyword } = search
  const showHot = !focused && keyword.trim() === '' && hotKeywords.length > 0

  return (
    <div className="hidden border-t border-slate-100 bg-white xl:block" data-testid="search-bar">
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3">
        <search className="w-[32rem] max-w-full">
          <SearchForm
            search={search}
            input={{
              autoComplete: 'off',
              onFocus: () => setFocused(true),
              onBlur: () => setFocused(false),
              'aria-describedby': showHot ? hotId : undefined,
              className: 'min-w-0 flex-1 rounded-l border border-brand-600 px-4 py-2',
            }}
            button={{
              className: 'flex items-center gap-2 rounded-r bg-brand-600 px-5 text-white hover:bg-brand-700',
              children: (
                <>
                  <SearchIcon />
                  {t('submit')}
                </>
              ),
            }}
          />
        </search>
        {showHot ? (
          <div id={hotId} className="flex min-w-0 items-center gap-3 text-sm" data-testid="hot-keywords">
            <span className="shrink-0 text-slate-500">{t('hot')}</span>
            <ul className="flex min-w-0 flex-wrap gap-x-3 gap-y-1">
              {hotKeywords.map((word) => {
                const href = searchHref(word)
                return href ? (
                  <li key={word}>
                    <Link
                      href={href}
                      onClick={() => setKeyword(word)}
                      className="text-slate-600 hover:text-brand-600 hover:underline"
                    >
                      {word}
                    </Link>
                  </li>
                ) : null
              })}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  )
}
