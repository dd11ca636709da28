'use client'

import type { NavItem } from '@/domain/content/navigation'
import { NavLink } from './NavLink'

type Props = {
  items: readonly NavItem[]
  /** The list's class; its links share `linkClassName`. */
  className?: string
  linkClassName?: string
  id?: string
  hidden?: boolean
  /** Called when a link is followed (the mobile drawer closes). */
  onClick?: () => void
}

/** A menu's list of navigation links: the dropdowns, the mega-menu's sub-categories, the mobile drawer's. */
export function NavLinkList({ items, className, linkClassName, id, hidden, onClick }: Props) {
  return (
    <ul id={id} hidden={hidden} className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <NavLink href={item.href} external={item.external} onClick={onClick} className={linkClassName}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
