import type { ServerProps } from 'payload'
import { translate } from '@/i18n/messages'
import { adminLocale } from '../../_shared/admin-locale'
import { OrderExportLink } from './OrderExportLink'

/** Above the orders list (sales and admins): export the current filter as Excel, in the staff member's language. */
export function OrderExport({ i18n, user }: Partial<Pick<ServerProps, 'i18n' | 'user'>>) {
  const roles = ((user as { roles?: string[] } | undefined)?.roles ?? []) as string[]
  if (!roles.includes('sales') && !roles.includes('admin')) return null
  const locale = adminLocale(i18n?.language)
  return (
    <OrderExportLink
      text={translate(locale, 'admin.orderExport.button')}
      hint={translate(locale, 'admin.orderExport.hint')}
    />
  )
}
