/**
 * What an array row's header says in the back office (issue 22, "Line 01" shown to sales): the row's own data
 * instead of Payload's default "<singular> 01". Pure, shared by the client component (components/ArrayRowLabel)
 * and its unit test.
 */
import { siteDateTime } from '../../domain/content/content-dates'

export type RowLabelKind = 'orderLine' | 'timeline' | 'size' | 'kitComponent'

type Row = Record<string, unknown> | null | undefined
type Labels = Record<string, { zh: string; en: string }>

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The default row number, as Payload writes it ("01"), kept as a prefix so rows can still be told apart. */
const number = (rowNumber: number | undefined): string => String((rowNumber ?? 0) + 1).padStart(2, '0')

/** `2024-05-16 14:05`, Asia/Shanghai (the time the staff's clocks show). */
function shanghaiTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return ''
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? '' : siteDateTime(at)
}

/**
 * The header of one row: `01 · A1234 · 100 µg × 2` for an order line, `01 · 已发货 · 2024-05-16 14:05 · sales@…`
 * for a status record, `01 · 100 µg` for a product size. `fallback` (the singular label) when the row is empty.
 */
export function rowLabelText(
  kind: RowLabelKind,
  data: Row,
  rowNumber: number | undefined,
  language: string | undefined,
  options: { fallback?: string; statusLabels?: Labels; eventLabels?: Labels } = {},
): string {
  const parts: string[] = []
  const row = data ?? {}
  if (kind === 'orderLine') {
    const size = text(row.size)
    const count = typeof row.count === 'number' ? row.count : null
    parts.push(text(row.catalogNumber), count !== null && size ? `${size} × ${count}` : size, text(row.lotNumber))
  } else if (kind === 'timeline') {
    const status = text(row.status)
    const event = text(row.event)
    const label = event ? options.eventLabels?.[event] : options.statusLabels?.[status]
    parts.push(label ? label[language === 'en' ? 'en' : 'zh'] : event || status, shanghaiTime(row.at), text(row.by))
  } else if (kind === 'size') {
    parts.push(text(row.size))
  } else {
    parts.push(text(row.name), text(row.quantity))
  }
  const shown = parts.filter(Boolean)
  if (shown.length === 0) return [options.fallback, number(rowNumber)].filter(Boolean).join(' ')
  return [number(rowNumber), ...shown].join(' · ')
}
