import type { ServerProps } from 'payload'
import { overdueOrdersWhere } from '@/domain/orders/reply-clock'
import { translate } from '@/i18n/messages'
import { now } from '@/services/clock'
import { adminLocale } from '../../_shared/admin-locale'

/** The list URL of the orders overdue at `at` (Payload's `where` in the query string). */
export function overdueOrdersHref(at: number): string {
  const [status, submitted] = overdueOrdersWhere(at).and
  const q = new URLSearchParams({
    'where[and][0][status][equals]': status.status.equals,
    'where[and][1][submittedAt][less_than]': submitted.submittedAt.less_than,
  })
  return `/admin/collections/orders?${q.toString()}`
}

/**
 * Above the orders list (sales and admins): the inbox's 24-hour reply promise for orders (issue 21). How many
 * orders are overdue (still submitted 24 hours after they became orders), a filter showing only them, and back.
 */
export async function OrderReplyFilter({
  i18n,
  user,
  payload,
}: Partial<Pick<ServerProps, 'i18n' | 'user' | 'payload'>>) {
  const roles = ((user as { roles?: string[] } | undefined)?.roles ?? []) as string[]
  if (!payload || !user || (!roles.includes('sales') && !roles.includes('admin'))) return null
  const locale = adminLocale(i18n?.language)
  const t = (key: string, params?: Record<string, number>) => translate(locale, `orderReply.${key}`, params)
  const at = now()
  const { totalDocs } = await payload.count({
    collection: 'orders',
    where: overdueOrdersWhere(at),
    user,
    overrideAccess: false,
  })
  return (
    <div
      data-order-reply
      style={{ margin: '0 0 16px', display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}
    >
      <strong data-overdue-orders={totalDocs} style={{ color: totalDocs > 0 ? 'var(--theme-error-600)' : undefined }}>
        {t('overdue', { count: totalDocs })}
      </strong>
      <a href={overdueOrdersHref(at)}>{t('showOverdue')}</a>
      <a href="/admin/collections/orders">{t('showAll')}</a>
      <span style={{ color: 'var(--theme-elevation-500)', fontSize: 13 }}>{t('hint')}</span>
    </div>
  )
}
