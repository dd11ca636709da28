import type { ServerProps } from 'payload'
import { hasRole, isStaff } from '@/access/roles'
import { adminLocale } from '../../collections/_shared/admin-locale'
import { inboxText } from './inbox-text'

/** The back office navigation's link to the one inbox, for sales and admin staff only. */
export function InboxNavLink({ user, i18n }: ServerProps) {
  if (!user || !isStaff(user) || !hasRole(user, 'sales')) return null
  return (
    <a href="/admin/inbox" className="nav__link" style={{ display: 'block', padding: '4px 0' }} data-inbox-nav>
      {inboxText(adminLocale(i18n?.language))('inbox.navLink')}
    </a>
  )
}
