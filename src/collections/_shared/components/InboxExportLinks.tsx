import type { ServerProps } from 'payload'
import { translate } from '@/i18n/messages'
import { adminLocale } from '../admin-locale'

/**
 * Above each inbox list in the back office: export the submissions of this kind to Excel (all, or only the
 * overdue ones), through GET /api/v1/inbox/export (sales and admins; the admin's session cookie authenticates).
 * The buttons and the workbook speak the staff member's admin language (`lang`).
 */
export function InboxExportLinks({ kind, i18n }: { kind: string } & Partial<Pick<ServerProps, 'i18n'>>) {
  const locale = adminLocale(i18n?.language)
  const base = `/api/v1/inbox/export?kind=${encodeURIComponent(kind)}&lang=${locale === 'en' ? 'en' : 'zh'}`
  const style = { marginRight: '0.75rem' }
  return (
    <div style={{ margin: '0 0 1rem', display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }} data-testid="inbox-export">
      <a href={base} className="btn btn--style-secondary btn--size-small" style={style} download>
        {translate(locale, 'inbox.exportAll')}
      </a>
      <a href={`${base}&overdue=1`} className="btn btn--style-secondary btn--size-small" style={style} download>
        {translate(locale, 'inbox.exportOverdue')}
      </a>
    </div>
  )
}
