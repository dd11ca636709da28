'use client'

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import type { NavEntry } from '@/domain/content/navigation'
import { useTranslations } from '@/i18n/client'
import { onUrlChange } from './route-events'

const loadDrawer = () => import('./MobileNavDrawer')
const MobileNavDrawer = lazy(loadDrawer)

/**
 * Mobile navigation (below 1280 px): a menu button opening the main navigation as a drawer
 * (MobileNavDrawer, whose code loads when the button is first touched, focused or pressed). Focus returns to
 * the menu button when the drawer closes.
 */
export function MobileNav({ entries }: { entries: NavEntry[] }) {
  const t = useTranslations('shell')
  const [open, setOpen] = useState(false)
  const drawerId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)

  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }

  useEffect(() => onUrlChange(() => setOpen(false)), [])

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        aria-label={t('nav.openMenu')}
        onClick={() => setOpen(true)}
        onPointerDown={loadDrawer}
        onFocus={loadDrawer}
        data-testid="menu-button"
        className="flex h-11 w-11 items-center justify-center rounded hover:bg-slate-100 xl:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileNavDrawer entries={entries} drawerId={drawerId} onClose={() => setOpen(false)} close={close} />
        </Suspense>
      ) : null}
    </>
  )
}
