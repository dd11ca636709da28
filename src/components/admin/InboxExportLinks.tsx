/**
 * Above each inbox list in the back office: export the submissions of this kind to Excel (all, or only the
 * overdue ones), through GET /api/v1/inbox/export (sales and admins; the admin's session cookie authenticates).
 */
export function InboxExportLinks({ kind }: { kind: string }) {
  const base = `/api/v1/inbox/export?kind=${encodeURIComponent(kind)}`
  const style = { marginRight: '0.75rem' }
  return (
    <div style={{ margin: '0 0 1rem', display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }} data-testid="inbox-export">
      <a href={base} className="btn btn--style-secondary btn--size-small" style={style} download>
        导出 Excel / Export XLSX
      </a>
      <a href={`${base}&overdue=1`} className="btn btn--style-secondary btn--size-small" style={style} download>
        导出已超时 / Export overdue
      </a>
    </div>
  )
}
