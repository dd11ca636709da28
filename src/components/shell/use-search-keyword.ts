'use client'

import { useCallback, useEffect, useState } from 'react'
import { isSearchPage, searchHref } from '@/domain/content/navigation'
import { useRouter } from '@/i18n/link'
import { announceNavigationStart, onUrlChange } from './route-events'

/** The keyword in the address bar of a search page, or ''. */
function keywordInUrl(): string {
  if (!isSearchPage(window.location.pathname)) return ''
  return new URLSearchParams(window.location.search).get('keywords') ?? ''
}

/**
 * The search box's keyword and submit (spec sections 2 and 4): submitting goes to /search?keywords={trimmed}
 * (empty does nothing); on the search pages the box shows the searched keyword; leaving them clears it.
 */
export function useSearchKeyword(): {
  keyword: string
  setKeyword: (value: string) => void
  submit: (value?: string) => boolean
} {
  const router = useRouter()
  const [keyword, setKeyword] = useState('')

  useEffect(() => {
    const sync = () => {
      if (!isSearchPage(window.location.pathname)) setKeyword('')
      else {
        const inUrl = keywordInUrl()
        if (inUrl) setKeyword(inUrl)
      }
    }
    sync()
    return onUrlChange(sync)
  }, [])

  const submit = useCallback(
    (value?: string) => {
      const href = searchHref(value ?? keyword)
      if (!href) return false
      if (value !== undefined) setKeyword(value)
      announceNavigationStart()
      router.push(href)
      return true
    },
    [keyword, router],
  )

  return { keyword, setKeyword, submit }
}

/** The keyword a search form's box holds now (the DOM's value, not React's state). */
export function typedKeyword(form: HTMLFormElement): string {
  const value = new FormData(form).get('keywords')
  return typeof value === 'string' ? value : ''
}
