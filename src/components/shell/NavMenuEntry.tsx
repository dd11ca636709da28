'use client'

import { type KeyboardEvent, useId, useRef } from 'react'
import type { NavEntry } from '@/domain/content/navigation'
import { useTranslations } from '@/i18n/client'
import { CaretIcon } from './CaretIcon'
import { NavLink } from './NavLink'
import { NavLinkList } from './NavLinkList'
import { ProductsMenu } from './ProductsMenu'

type Props = {
  entry: NavEntry
  isOpen: boolean
  onOpen: () => void
  onClose: () => void
  onToggle: () => void
  onPointerLeave: () => void
}

function menuLinks(menu: HTMLElement | null): HTMLAnchorElement[] {
  return menu ? [...menu.querySelectorAll<HTMLAnchorElement>('a[href]')] : []
}

/**
 * One entry of the desktop navigation: the entry link, a toggle button (aria-expanded) and its sub-menu.
 * Mouse: opens on enter, the parent closes it 300 ms after the pointer leaves entry and menu.
 * Keyboard: Enter/Space on the toggle opens or closes; ArrowDown (on the entry or the toggle) opens and
 * moves to the first item; ArrowUp/ArrowDown move through the items; Escape closes and returns focus to
 * the toggle; tabbing out closes.
 */
export function NavMenuEntry({ entry, isOpen, onOpen, onClose, onToggle, onPointerLeave }: Props) {
  const t = useTranslations('shell.nav')
  const menuId = useId()
  const menuRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const hasMenu = entry.children.length > 0
  const isProducts = entry.section === 'products'

  const openAndFocusFirst = () => {
    onOpen()
    // The menu renders on the next frame once it is open.
    requestAnimationFrame(() => menuLinks(menuRef.current)[0]?.focus())
  }

  const onEntryKeyDown = (event: KeyboardEvent) => {
    if (!hasMenu || event.key !== 'ArrowDown') return
    event.preventDefault()
    openAndFocusFirst()
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const links = menuLinks(menuRef.current)
    if (links.length === 0) return
    event.preventDefault()
    const index = links.indexOf(document.activeElement as HTMLAnchorElement)
    const step = event.key === 'ArrowDown' ? 1 : -1
    const next = index < 0 ? 0 : (index + step + links.length) % links.length
    links[next]?.focus()
  }

  return (
    <li
      className={isProducts ? 'static' : 'relative'}
      data-testid={`nav-entry-${entry.id}`}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') onOpen()
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') onPointerLeave()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.preventDefault()
          onClose()
          toggleRef.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose()
      }}
    >
      <div className="flex h-full items-center">
        <NavLink
          href={entry.href}
          external={entry.external}
          onKeyDown={onEntryKeyDown}
          className={`flex h-full items-center py-5 pl-4 text-[15px] font-medium hover:text-brand-600 ${
            hasMenu ? 'pr-1' : 'pr-4'
          } ${isOpen ? 'text-brand-600' : ''}`}
        >
          {entry.label}
        </NavLink>
        {hasMenu ? (
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={isOpen}
            aria-controls={menuId}
            aria-label={t('toggle', { name: entry.label })}
            onClick={onToggle}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown') return
              event.preventDefault()
              openAndFocusFirst()
            }}
            className="mr-2 flex h-7 w-6 items-center justify-center rounded text-slate-500 hover:text-brand-600"
          >
            <CaretIcon turned={isOpen} />
          </button>
        ) : null}
      </div>
      {hasMenu ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the menu's links
        <div
          ref={menuRef}
          id={menuId}
          hidden={!isOpen}
          data-state={isOpen ? 'open' : 'closed'}
          data-testid={`nav-menu-${entry.id}`}
          onKeyDown={onMenuKeyDown}
          className={`absolute top-full z-50 border-t-2 border-brand-600 bg-white text-slate-700 shadow-xl ${
            isProducts ? 'inset-x-0' : 'left-0 min-w-[13rem]'
          }`}
        >
          {isProducts ? (
            <ProductsMenu entry={entry} />
          ) : (
            <NavLinkList
              items={entry.children}
              className="py-2"
              linkClassName="block px-5 py-2 whitespace-nowrap hover:bg-brand-50 hover:text-brand-700"
            />
          )}
        </div>
      ) : null}
    </li>
  )
}
