'use client'

import { QUICK_LINKS } from '@/domain/content/navigation'
import { useTranslations } from '@/i18n/client'
import { NavLink } from './NavLink'

/** The quick links of the navigation (spec section 2) as list items, for the products menu and the drawer. */
export function QuickLinkItems({ linkClassName, onClick }: { linkClassName: string; onClick?: () => void }) {
  const t = useTranslations('shell.quickLinks')
  return QUICK_LINKS.map((link) => (
    <li key={link.key}>
      <NavLink href={link.href} external={false} onClick={onClick} className={linkClassName}>
        {t(link.key)}
      </NavLink>
    </li>
  ))
}
