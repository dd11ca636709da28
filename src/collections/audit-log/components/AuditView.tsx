import type { DefaultServerCellComponentProps, Payload, UIFieldServerProps } from 'payload'
import { translate } from '@/i18n/messages'
import { adminLocale } from '../../_shared/admin-locale'
import {
  changeLines,
  changeSummaryText,
  entityLabel,
  formatShanghaiTime,
  isChangeList,
} from '../../_shared/change-text'

/**
 * The audit log as staff read it (issue 30): the changed record's collection by its label ("订单", not `orders`),
 * each change by field label with money in yuan, select values by their labels and times in Asia/Shanghai, in the
 * reader's admin language (the stored summary is in the writer's). Server components: they read the collection
 * configs the entry names.
 */

type Entry = { targetCollection?: unknown; changes?: unknown; summary?: unknown; createdAt?: unknown }

function fieldsOf(payload: Payload, slug: unknown) {
  if (typeof slug !== 'string') return undefined
  return (
    payload.config.collections.find((c) => c.slug === slug)?.fields ??
    payload.config.globals.find((g) => g.slug === slug)?.fields
  )
}

function linesOf(payload: Payload, entry: Entry, language: string | undefined) {
  if (!isChangeList(entry.changes)) return null
  return changeLines(fieldsOf(payload, entry.targetCollection), entry.changes, adminLocale(language))
}

type CellProps = Pick<DefaultServerCellComponentProps, 'cellData' | 'rowData' | 'i18n' | 'payload'>

/** The list's summary column, in the reader's language. */
export function AuditSummaryCell({ cellData, rowData, i18n, payload }: CellProps) {
  const lines = linesOf(payload, rowData as Entry, i18n?.language)
  const text = lines ? changeSummaryText(lines) : ''
  return <span data-testid="audit-summary">{text || (typeof cellData === 'string' ? cellData : '')}</span>
}

/** The list's collection column: the collection's label. */
export function AuditCollectionCell({ cellData, i18n, payload }: CellProps) {
  if (typeof cellData !== 'string') return null
  return <span>{entityLabel(payload.config, cellData, adminLocale(i18n?.language))}</span>
}

/** A time column: Asia/Shanghai, the zone named. */
export function ShanghaiTimeCell({ cellData, i18n }: CellProps) {
  if (typeof cellData !== 'string' && !(cellData instanceof Date)) return null
  return <span data-testid="shanghai-time">{formatShanghaiTime(cellData, adminLocale(i18n?.language))}</span>
}

type ServerFieldProps = UIFieldServerProps

/** A read-only line of the entry's view: its label and a value. */
function ReadOnlyLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label">{label}</div>
      <div data-testid={testId}>{value}</div>
    </div>
  )
}

function fieldLabel(props: ServerFieldProps): string {
  const raw = (props.field as { label?: unknown }).label
  const locale = adminLocale(props.i18n?.language)
  if (typeof raw === 'string') return raw
  if (raw && typeof raw === 'object') return (raw as Record<string, string>)[locale === 'en' ? 'en' : 'zh'] ?? ''
  return ''
}

/** The entry's collection, by its label. */
export function AuditCollectionField(props: ServerFieldProps) {
  const entry = (props.data ?? {}) as Entry
  const slug = typeof entry.targetCollection === 'string' ? entry.targetCollection : ''
  const value = entityLabel(props.payload.config, slug, adminLocale(props.i18n?.language))
  return <ReadOnlyLine label={fieldLabel(props)} value={value} testId="audit-collection" />
}

/** When the change was made, in Asia/Shanghai. */
export function AuditTimeField(props: ServerFieldProps) {
  const at = ((props.data ?? {}) as Entry).createdAt
  const value =
    typeof at === 'string' || at instanceof Date ? formatShanghaiTime(at, adminLocale(props.i18n?.language)) : ''
  return <ReadOnlyLine label={fieldLabel(props)} value={value} testId="audit-time" />
}

/** The summary, in the reader's language. */
export function AuditSummaryField(props: ServerFieldProps) {
  const entry = (props.data ?? {}) as Entry
  const lines = linesOf(props.payload, entry, props.i18n?.language)
  const value = (lines && changeSummaryText(lines)) || (typeof entry.summary === 'string' ? entry.summary : '')
  return <ReadOnlyLine label={fieldLabel(props)} value={value} testId="audit-summary" />
}

/** Every change of the entry: field, before, after, as staff read them. */
export function AuditChangeTable(props: ServerFieldProps) {
  const locale = adminLocale(props.i18n?.language)
  const lines = linesOf(props.payload, (props.data ?? {}) as Entry, props.i18n?.language) ?? []
  return (
    <div className="field-type" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <div className="field-label">{fieldLabel(props)}</div>
      {lines.length === 0 ? (
        <p>{translate(locale, 'admin.history.none')}</p>
      ) : (
        <table data-testid="audit-changes" className="table" style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left' }}>{translate(locale, 'admin.history.field')}</th>
              <th style={{ textAlign: 'left' }}>{translate(locale, 'admin.history.before')}</th>
              <th style={{ textAlign: 'left' }}>{translate(locale, 'admin.history.after')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.path} title={line.path}>
                <td>{line.label}</td>
                <td>{line.from}</td>
                <td>{line.to}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
