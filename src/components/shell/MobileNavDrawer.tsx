'use client'

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { NavEntry } from '@/domain/content/navigation'
import { useTranslations } from '@/i18n/client'
import { CaretIcon } from './CaretIcon'
import { NavLink } from './NavLink'
import { NavLinkList } from './NavLinkList'
import { QuickLinkItems } from './QuickLinks'

/**
 * The mobile navigation's drawer (MobileNav): the main navigation with collapsible sub-menus and the quick
 * links. Loaded when the menu button is first touched, focused or pressed, so pages do not carry it.
 * Escape, the close button, the backdrop or following a link close it; focus stays inside while it is open.
 */
export default function MobileNavDrawer({
  entries,
  drawerId,
  onClose,
  close,
}: {
  entries: NavEntry[]
  drawerId: string
  /** Closes without moving focus (a link was followed). */
  onClose: () => void
  /** Closes and returns focus to the menu button. */
  close: () => void
}) {
  const t = useTranslations('shell')
  const [expanded, setExpanded] = useState<number | null>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const quickId = useId()

  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    panelRef.current?.querySelector<HTMLElement>('button, a[href]')?.focus()
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>('button, a[href]')]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return createPortal(
    <div
      className="fixed inset-0 z-[60] xl:hidden"
      role="dialog"
      aria-modal="true"
      aria-label={t('nav.label')}
      id={drawerId}
      data-testid="mobile-drawer"
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 h-full w-full cursor-default bg-black/40"
        onClick={close}
      />
      <div
        ref={panelRef}
        className="absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <span className="font-semibold">{t('nav.menu')}</span>
          <button
            type="button"
            onClick={close}
            aria-label={t('nav.closeMenu')}
            className="flex h-10 w-10 items-center justify-center rounded hover:bg-slate-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul className="divide-y divide-slate-100">
            {entries.map((entry) => {
              const subId = `${drawerId}-${entry.id}`
              const isExpanded = expanded === entry.id
              return (
                <li key={entry.id}>
                  <div className="flex items-center">
                    <NavLink
                      href={entry.href}
                      external={entry.external}
                      onClick={onClose}
                      className="flex-1 px-4 py-3 font-medium"
                    >
                      {entry.label}
                    </NavLink>
                    {entry.children.length > 0 ? (
                      <button
                        type="button"
                        aria-expanded={isExpanded}
                        aria-controls={subId}
                        aria-label={t('nav.toggle', { name: entry.label })}
                        onClick={() => setExpanded(isExpanded ? null : entry.id)}
                        className="flex h-12 w-12 items-center justify-center text-slate-500"
                      >
                        <CaretIcon turned={isExpanded} />
                      </button>
                    ) : null}
                  </div>
                  {entry.children.length > 0 ? (
                    <NavLinkList
                      items={entry.children}
                      id={subId}
                      hidden={!isExpanded}
                      className="bg-slate-50 pb-2"
                      onClick={onClose}
                      linkClassName="block px-8 py-2 text-sm text-slate-700"
                    />
                  ) : null}
                </li>
              )
            })}
          </ul>
        </nav>
        <section aria-labelledby={quickId} className="border-t border-slate-100 px-4 py-4">
          <h2 id={quickId} className="mb-2 text-sm font-semibold text-slate-500">
            {t('nav.quickLinks')}
          </h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            <QuickLinkItems onClick={onClose} linkClassName="text-brand-700" />
          </ul>
        </section>
      </div>
    </div>,
    document.body,
  )
}
