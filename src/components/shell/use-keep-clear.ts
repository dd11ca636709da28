'use client'

import { type RefObject, useEffect, useState } from 'react'

/**
 * What the floating buttons (floating cart, back to top) must never cover: form fields and submit buttons, and
 * anything marked `data-keep-clear` (the product page's price block).
 */
export const KEEP_CLEAR_SELECTOR =
  'input:not([type="hidden"]), select, textarea, button[type="submit"], [data-keep-clear]'

/** Clearance (px) kept around content. */
const MARGIN = 4

function overlap(a: DOMRect, b: DOMRect): boolean {
  return (
    a.left < b.right + MARGIN && b.left < a.right + MARGIN && a.top < b.bottom + MARGIN && b.top < a.bottom + MARGIN
  )
}

/** Whether the element (a fixed button) sits over a form field, a submit button or a price block right now. */
export function coversContent(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect()
  if (box.width === 0 || box.height === 0) return false
  for (const target of document.querySelectorAll<HTMLElement>(KEEP_CLEAR_SELECTOR)) {
    if (element.contains(target)) continue
    const rect = target.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0 || rect.bottom < 0 || rect.top > window.innerHeight) continue
    if (overlap(box, rect)) return true
  }
  return false
}

/**
 * True while the fixed button `ref` would cover content (issue 16: the cart over the price row, back-to-top over
 * the footer's submit button): the caller then hides it (`invisible`: not seen, not clickable) until the page
 * scrolls on. Checked on scroll, resize, layout changes and whenever `position` changes (a moved button).
 */
export function useCoversContent(ref: RefObject<HTMLElement | null>, position: unknown, paused = false): boolean {
  const [covers, setCovers] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `position` is a trigger: a moved button is checked again
  useEffect(() => {
    if (paused) {
      setCovers(false)
      return
    }
    let frame = 0
    const check = () => {
      frame = 0
      const element = ref.current
      setCovers(element ? coversContent(element) : false)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    const observer = new ResizeObserver(schedule)
    observer.observe(document.body)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [ref, position, paused])
  return covers
}
