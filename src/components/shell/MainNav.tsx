'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { NavEntry } from '@/domain/content/navigation'
import { useTranslations } from '@/i18n/client'
import { NavMenuEntry } from './NavMenuEntry'
import { onUrlChange } from './route-events'

/** Spec sections 4 and 9: a hover menu closes 300 ms after the pointer leaves both the entry and the menu. */
export const NAV_CLOSE_DELAY_MS = 300

/**
 * The desktop main navigation (1280 px and wider): seven entries from the category tree; hovering an entry
 * (or its toggle button, or ArrowDown) opens its sub-menu. One menu is open at a time.
 */
export function MainNav({ entries }: { entries: NavEntry[] }) {
  const t = useTranslations('shell.nav')
  const [openId, setOpenId] = useState<number | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), [])
  const open = useCallback(
    (id: number | null) => {
      cancelClose()
      setOpenId(id)
    },
    [cancelClose],
  )
  const scheduleClose = useCallback(() => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpenId(null), NAV_CLOSE_DELAY_MS)
  }, [cancelClose])

  useEffect(
    () =>
      onUrlChange(() => {
        cancelClose()
        setOpenId(null)
      }),
    [cancelClose],
  )
  useEffect(() => cancelClose, [cancelClose])

  return (
    <nav aria-label={t('label')} className="hidden flex-1 xl:block" data-testid="main-nav">
      <ul className="flex items-stretch justify-end">
        {entries.map((entry) => (
          <NavMenuEntry
            key={entry.id}
            entry={entry}
            isOpen={openId === entry.id}
            onOpen={() => open(entry.children.length > 0 ? entry.id : null)}
            onClose={() => open(null)}
            onToggle={() => open(openId === entry.id ? null : entry.id)}
            onPointerLeave={scheduleClose}
          />
        ))}
      </ul>
    </nav>
  )
}
