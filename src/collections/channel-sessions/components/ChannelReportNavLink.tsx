import type { ServerProps } from 'payload'
import { hasRole, isStaff } from '@/access/roles'
import { adminLocale } from '../../_shared/admin-locale'
import { reportText } from '../report-text'

/** The back office navigation's link to the channel report, for sales and admin staff only. */
export function ChannelReportNavLink({ user, i18n }: ServerProps) {
  if (!user || !isStaff(user) || !hasRole(user, 'sales')) return null
  return (
    <a href="/admin/channel-report" className="nav__link" style={{ display: 'block', padding: '4px 0' }}>
      {reportText(adminLocale(i18n?.language))('navLink')}
    </a>
  )
}
