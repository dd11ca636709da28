'use client'

import { useEffect } from 'react'

const ZOOM_KEYS = new Set(['+', '-', '=', '0', '_'])
const ZOOM_CODES = new Set(['Equal', 'Minus', 'Digit0', 'NumpadAdd', 'NumpadSubtract', 'Numpad0'])

/**
 * Blocks Ctrl/Meta + (+, -, =, 0) and Ctrl/Meta + wheel page zoom (spec section 2). A listener only: the
 * viewport meta keeps pinch zoom and the browser menu's zoom available (WCAG 1.4.4).
 */
export function ZoomGuard() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return
      if (ZOOM_KEYS.has(event.key) || ZOOM_CODES.has(event.code)) event.preventDefault()
    }
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || event.metaKey) event.preventDefault()
    }
    window.addEventListener('keydown', onKey, { capture: true })
    window.addEventListener('wheel', onWheel, { passive: false, capture: true })
    return () => {
      window.removeEventListener('keydown', onKey, { capture: true })
      window.removeEventListener('wheel', onWheel, { capture: true })
    }
  }, [])
  return null
}
