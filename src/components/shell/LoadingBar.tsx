'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { onNavigationStart, onUrlChange } from './route-events'

/** Spec section 9: shown only if loading takes longer than 200 ms; ~90 % after 5000 ms; hidden 500 ms after. */
export const LOADING_THROTTLE_MS = 200
export const LOADING_DURATION_MS = 5000
export const LOADING_HIDE_MS = 500
/** A navigation that never completes (a link whose click a page cancels) stops the bar after this. */
const LOADING_GIVE_UP_MS = 20_000

type Phase = 'idle' | 'loading' | 'done'

/** The thin progress bar at the top of the page while a route loads (spec sections 4 and 9). */
export function LoadingBar() {
  const t = useTranslations('shell')
  const [phase, setPhase] = useState<Phase>('idle')
  const barRef = useRef<HTMLDivElement>(null)
  const animationRef = useRef<Animation | null>(null)

  useEffect(() => {
    let showTimer: ReturnType<typeof setTimeout> | undefined
    let hideTimer: ReturnType<typeof setTimeout> | undefined
    let giveUpTimer: ReturnType<typeof setTimeout> | undefined
    let pending = false
    let shown = false

    const finish = () => {
      if (!pending) return
      pending = false
      clearTimeout(showTimer)
      clearTimeout(giveUpTimer)
      if (!shown) return
      setPhase('done')
      hideTimer = setTimeout(() => {
        shown = false
        setPhase('idle')
      }, LOADING_HIDE_MS)
    }
    const start = () => {
      clearTimeout(showTimer)
      clearTimeout(giveUpTimer)
      pending = true
      giveUpTimer = setTimeout(finish, LOADING_GIVE_UP_MS)
      if (shown) {
        clearTimeout(hideTimer)
        setPhase('loading')
        return
      }
      showTimer = setTimeout(() => {
        shown = true
        setPhase('loading')
      }, LOADING_THROTTLE_MS)
    }
    const offStart = onNavigationStart(start)
    const offChange = onUrlChange(finish)
    // The shell's client behaviours are listening (browser tests wait for this).
    document.documentElement.dataset.shell = 'ready'
    return () => {
      offStart()
      offChange()
      clearTimeout(showTimer)
      clearTimeout(hideTimer)
      clearTimeout(giveUpTimer)
    }
  }, [])

  useEffect(() => {
    const bar = barRef.current
    if (!bar) return
    // Read where the running animation is before replacing it, so "done" grows from there.
    const from = getComputedStyle(bar).transform
    animationRef.current?.cancel()
    animationRef.current =
      phase === 'loading'
        ? bar.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(0.9)' }], {
            duration: LOADING_DURATION_MS,
            easing: 'cubic-bezier(0.1, 0.7, 0.3, 1)',
            fill: 'forwards',
          })
        : phase === 'done'
          ? bar.animate([{ transform: from === 'none' ? 'scaleX(0.9)' : from }, { transform: 'scaleX(1)' }], {
              duration: 200,
              easing: 'ease-out',
              fill: 'forwards',
            })
          : null
  }, [phase])

  useEffect(() => () => animationRef.current?.cancel(), [])

  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      aria-busy={phase === 'loading'}
      hidden={phase === 'idle'}
      data-testid="loading-bar"
      data-state={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px]"
    >
      <div
        ref={barRef}
        style={{ transform: 'scaleX(0)' }}
        className="h-full origin-left bg-brand-600 shadow-[0_0_6px_var(--color-brand-600)]"
      />
    </div>
  )
}
