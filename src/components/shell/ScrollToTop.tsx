'use client'

import { useEffect } from 'react'
import { onUrlChange } from './route-events'

/**
 * Route changes scroll to the top (spec section 2). Back and forward keep the browser's restored position.
 */
export function ScrollToTop() {
  useEffect(
    () =>
      onUrlChange((kind) => {
        if (kind === 'pop') return
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      }),
    [],
  )
  return null
}
