'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

/** Spec section 9: the search bar/nav hides once the page is scrolled past its height + 30 px. */
export const SCROLL_HIDE_EXTRA_PX = 30
/** Ignore scroll jitter smaller than this when telling up from down. */
const DIRECTION_SLACK_PX = 4

function typingInside(element: HTMLElement): boolean {
  const active = document.activeElement
  return active instanceof HTMLInputElement && element.contains(active)
}

/**
 * The main navigation and search bar, sticky at the top of the window (spec sections 2 and 4): hidden when
 * the visitor scrolls down past the threshold (bar height + 30 px), shown again when scrolling up, near the
 * top, or when something inside gets focus; it stays while the visitor types in its search box.
 * No transform while shown, so fixed-position children (menus, the mobile drawer) stay relative to the window.
 */
export function StickyHeader({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null)
  const [hidden, setHidden] = useState(false)

  useEffect(() => {
    let lastY = window.scrollY
    let frame = 0
    const update = () => {
      frame = 0
      const element = ref.current
      if (!element) return
      const y = window.scrollY
      const threshold = element.offsetHeight + SCROLL_HIDE_EXTRA_PX
      if (y <= threshold) setHidden(false)
      else if (y > lastY + DIRECTION_SLACK_PX) setHidden(!typingInside(element))
      else if (y < lastY - DIRECTION_SLACK_PX) setHidden(false)
      else return
      lastY = y
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    // Focus inside (keyboard users tabbing in, the search box) shows it again.
    const onFocusIn = () => setHidden(false)
    const element = ref.current
    element?.addEventListener('focusin', onFocusIn)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      element?.removeEventListener('focusin', onFocusIn)
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  return (
    <header
      ref={ref}
      data-testid="sticky-header"
      data-state={hidden ? 'hidden' : 'shown'}
      className={`sticky top-0 z-40 bg-white shadow-sm transition-transform duration-200 motion-reduce:transition-none ${
        hidden ? '-translate-y-full' : ''
      }`}
    >
      {children}
    </header>
  )
}
