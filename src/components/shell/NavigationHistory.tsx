'use client'

import { useEffect } from 'react'
import { NAVIGATION_HISTORY_KEY, parseHistory, recordVisit } from '@/domain/content/navigation'
import { currentPath, onUrlChange } from './route-events'

function record() {
  try {
    const storage = window.sessionStorage
    const next = recordVisit(parseHistory(storage.getItem(NAVIGATION_HISTORY_KEY)), currentPath())
    storage.setItem(NAVIGATION_HISTORY_KEY, JSON.stringify(next))
  } catch {
    // No session storage (private mode, quota): the history is a convenience only.
  }
}

/** The visited paths of this tab in sessionStorage (spec section 4), e.g. for returning after login. */
export function readNavigationHistory(): string[] {
  try {
    return parseHistory(window.sessionStorage.getItem(NAVIGATION_HISTORY_KEY))
  } catch {
    return []
  }
}

/**
 * Keeps the navigation history (spec section 4): visiting pushes a path; going back truncates the list to
 * that path; /login and /registered are not recorded.
 */
export function NavigationHistory() {
  useEffect(() => {
    record()
    return onUrlChange(record)
  }, [])
  return null
}
