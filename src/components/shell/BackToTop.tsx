'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { useCoversContent } from './use-keep-clear'

/** Shown once the page is scrolled this far. */
const SHOW_AFTER_PX = 400

/**
 * Back-to-top button (spec section 2): appears after scrolling, scrolls smoothly (instantly when the visitor
 * prefers reduced motion) and moves keyboard focus to the top of the page. Hidden while it would cover a form
 * field, a submit button or the price block (use-keep-clear.ts).
 */
export function BackToTop() {
  const t = useTranslations('shell')
  const [visible, setVisible] = useState(false)
  const self = useRef<HTMLButtonElement>(null)
  // Out of the way (invisible, not clickable) while it would cover a form field or the price block.
  const covers = useCoversContent(self, visible)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setVisible(window.scrollY > SHOW_AFTER_PX)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    document.getElementById('page-top')?.focus({ preventScroll: true })
  }

  return (
    <button
      type="button"
      onClick={toTop}
      hidden={!visible}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      data-testid="back-to-top"
      data-covering={covers ? 'true' : undefined}
      ref={self}
      className={`${covers ? 'invisible' : ''} fixed right-4 bottom-24 z-40 flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 xl:bottom-8`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}
