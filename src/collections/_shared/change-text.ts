import type { Field } from 'payload'
import { formatFen } from '../../domain/cart/money'
import { siteDateTime } from '../../domain/content/content-dates'
import { translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/routing'

/**
 * What staff read of a change (issue 30, "Numbers staff read are in the units they type"): the audit log's
 * entries, its list and the version views show a field by its label, money in yuan ("¥1,080.00", stored as
 * 108000 fen), times in Asia/Shanghai with the zone named, select values by their option label and collections
 * by their label, in the admin's language. Pure over the collection's field config, so the hook that writes an
 * entry and the admin components that read one say the same.
 */

type Labelled = { zh?: string; en?: string; [language: string]: string | undefined }
type AnyLabel = string | Labelled | false | ((...args: never[]) => unknown) | undefined | null

/** The admin language's key of a label object (Payload's admin speaks zh and en; the site says cn). */
const language = (locale: Locale) => (locale === 'en' ? 'en' : 'zh')

/** A label (`{ zh, en }` or a plain string) in the admin's language; '' when it has none. */
export function labelText(value: AnyLabel, locale: Locale): string {
  if (!value || typeof value === 'function') return ''
  if (typeof value === 'string') return value
  return value[language(locale)] ?? value.zh ?? value.en ?? Object.values(value).find(Boolean) ?? ''
}

/** Money: integer fen as staff type it, "¥1,080.00". */
export function formatMoney(fen: number): string {
  return formatFen(fen)
}

/** A time as staff's clocks show it: "2026-12-01 21:30 北京时间" / "2026-12-01 21:30 China time (UTC+8)". */
export function formatShanghaiTime(value: Date | string | number, locale: Locale): string {
  const at = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(at.getTime())) return String(value)
  return `${siteDateTime(at)} ${translate(locale, 'admin.history.timeZone')}`
}

/** An ISO instant as stored ("2026-12-01T13:30:00.000Z"), the only strings read as times. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

type FieldKind = 'money' | 'date' | 'select' | 'checkbox' | 'other'

/** The field a change's path names, with the labels of the path's steps. */
export interface ResolvedField {
  kind: FieldKind
  /** "规格 1 › 价格（元）": the labels down the path, array rows by their number (from 1). */
  label: string
  options?: { value: string; label: AnyLabel }[]
}

type NamedField = Field & { name?: string; label?: AnyLabel; fields?: Field[]; custom?: Record<string, unknown> }

/** A field's own kind: money fields are marked by moneyField (custom.money), or shown as money (MoneyCell). */
function kindOf(field: NamedField): FieldKind {
  if (field.type === 'number') {
    const cell = (field.admin as { components?: { Cell?: unknown } } | undefined)?.components?.Cell
    const marked = field.custom?.money === true
    if (marked || (typeof cell === 'string' && cell.includes('MoneyCell'))) return 'money'
  }
  if (field.type === 'date') return 'date'
  if (field.type === 'select' || field.type === 'radio') return 'select'
  if (field.type === 'checkbox') return 'checkbox'
  return 'other'
}

/** The fields reachable at one level: unnamed rows, collapsibles and tabs add no step to the path. */
function levelFields(fields: readonly Field[]): NamedField[] {
  const out: NamedField[] = []
  for (const raw of fields) {
    const field = raw as NamedField
    if (field.type === 'tabs') {
      for (const tab of (field as unknown as { tabs: (NamedField & { fields: Field[] })[] }).tabs) {
        if (tab.name) out.push({ ...tab, type: 'group' } as NamedField)
        else out.push(...levelFields(tab.fields))
      }
    } else if ((field.type === 'row' || field.type === 'collapsible') && field.fields) {
      out.push(...levelFields(field.fields))
    } else if (field.name) out.push(field)
  }
  return out
}

/** The field at a dotted path ("sizes.0.priceFen", "layout.2.title"), or null when the config has none. */
export function resolveField(fields: readonly Field[], path: string, locale: Locale): ResolvedField | null {
  const steps = path.split('.')
  let level: readonly Field[] = fields
  const labels: string[] = []
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] ?? ''
    const field = levelFields(level).find((f) => f.name === step)
    if (!field) return null
    labels.push(labelText(field.label, locale) || field.name || step)
    // A hasMany value (select, text, relationship) is logged per item: "applications.1".
    const item = field.type !== 'array' && field.type !== 'blocks' && i === steps.length - 2
    if (item && /^\d+$/.test(steps[i + 1] ?? '')) {
      labels[labels.length - 1] += ` ${Number(steps[i + 1]) + 1}`
      i++
    }
    const last = i === steps.length - 1
    if (last) {
      const options = (field as { options?: unknown }).options
      return {
        kind: kindOf(field),
        label: labels.join(' › '),
        options: Array.isArray(options)
          ? options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o))
          : undefined,
      }
    }
    if (field.type === 'array' || field.type === 'blocks') {
      const row = steps[i + 1] ?? ''
      if (!/^\d+$/.test(row)) return null
      // A row by its singular name ("规格 1"), not the list's heading ("规格与价格 1").
      const singular = labelText((field as { labels?: { singular?: AnyLabel } }).labels?.singular, locale)
      labels[labels.length - 1] = `${singular || labels[labels.length - 1]} ${Number(row) + 1}`
      i++
      if (i === steps.length - 1) return { kind: 'other', label: labels.join(' › ') }
      level =
        field.type === 'array'
          ? (field.fields ?? [])
          : (field as { blocks: { fields: Field[] }[] }).blocks.flatMap((b) => b.fields)
    } else if (field.type === 'group' && field.fields) {
      level = field.fields
    } else {
      return null
    }
  }
  return null
}

type Value = string | number | boolean | null

/** A select's value by its option label; a value the options do not know as it is. */
export function selectLabel(options: ResolvedField['options'], value: string, locale: Locale): string {
  const option = options?.find((o) => o.value === value)
  return option ? labelText(option.label, locale) || value : value
}

/** One value of a change as staff read it. */
export function formatValue(field: ResolvedField | null, value: Value, locale: Locale): string {
  if (value === null || value === '') return translate(locale, 'admin.history.empty')
  const kind = field?.kind ?? 'other'
  if (kind === 'money' && typeof value === 'number' && Number.isInteger(value)) return formatMoney(value)
  if (typeof value === 'string' && (kind === 'date' || (kind === 'other' && ISO_INSTANT.test(value))))
    return formatShanghaiTime(value, locale)
  if (kind === 'select' && typeof value === 'string') {
    // hasMany selects are stored as a JSON list in the log.
    if (value.startsWith('[')) {
      try {
        const list = JSON.parse(value) as unknown
        if (Array.isArray(list)) return list.map((v) => selectLabel(field?.options, String(v), locale)).join(', ')
      } catch {
        // not a list: the value as it is
      }
    }
    return selectLabel(field?.options, value, locale)
  }
  if (typeof value === 'boolean' || kind === 'checkbox')
    return translate(locale, value === true || value === 'true' ? 'admin.history.yes' : 'admin.history.no')
  return String(value)
}

export interface ChangeLine {
  /** The field path as stored ("sizes.0.priceFen"). */
  path: string
  label: string
  from: string
  to: string
}

/** The changes of an entry as lines staff read: field label, before and after in their units. */
export function changeLines(
  fields: readonly Field[] | undefined,
  changes: readonly { field: string; from: Value; to: Value }[],
  locale: Locale,
): ChangeLine[] {
  return changes.map((change) => {
    const field = fields ? resolveField(fields, change.field, locale) : null
    return {
      path: change.field,
      label: field?.label ?? change.field,
      from: formatValue(field, change.from, locale),
      to: formatValue(field, change.to, locale),
    }
  })
}

/** The entry's one-line summary: the first few changes, "规格 1 › 价格（元）: ¥980.00 → ¥1,080.00 (+2)". */
export function changeSummaryText(lines: readonly ChangeLine[], limit = 3): string {
  const shown = lines.slice(0, limit).map((l) => `${l.label}: ${l.from} → ${l.to}`)
  const more = lines.length - shown.length
  return more > 0 ? `${shown.join('; ')} (+${more})` : shown.join('; ')
}

/** Whether a stored list of changes is one (the audit log's `changes` JSON). */
export function isChangeList(value: unknown): value is { field: string; from: Value; to: Value }[] {
  return (
    Array.isArray(value) &&
    value.every((c) => c !== null && typeof c === 'object' && typeof (c as { field?: unknown }).field === 'string')
  )
}

/** A collection's or global's label in the admin's language (the slug when it has none). */
export function entityLabel(
  config: {
    collections?: readonly { slug: string; labels?: { singular?: AnyLabel; plural?: AnyLabel } }[]
    globals?: readonly { slug: string; label?: AnyLabel }[]
  },
  slug: string,
  locale: Locale,
): string {
  const collection = config.collections?.find((c) => c.slug === slug)
  if (collection) return labelText(collection.labels?.singular, locale) || slug
  const global = config.globals?.find((g) => g.slug === slug)
  return (global && labelText(global.label, locale)) || slug
}
