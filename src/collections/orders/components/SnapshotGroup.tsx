'use client'

import { getTranslation } from '@payloadcms/translations'
import { useFormFields, useTranslation } from '@payloadcms/ui'
import type { ClientField, GroupFieldClientComponent } from 'payload'

type Named = ClientField & { name: string; label?: unknown; options?: { value: string; label: unknown }[] }

/**
 * An order's delivery address and invoice details (issue 30): the checkout's snapshot, never edited, shown as
 * text (label and value), always rendered. Payload's group field draws its inputs only once it scrolls into view
 * (an empty heading before: nothing to print or to search with Ctrl+F) and greys the disabled inputs; the
 * warehouse ships and finance invoices from these lines.
 */
export const SnapshotGroup: GroupFieldClientComponent = ({ field, path }) => {
  const { i18n } = useTranslation()
  const base = path ?? ('name' in field && typeof field.name === 'string' ? field.name : '')
  const values = useFormFields(([fields]) =>
    Object.fromEntries(
      (field.fields as Named[]).filter((f) => 'name' in f).map((f) => [f.name, fields[`${base}.${f.name}`]?.value]),
    ),
  )
  const text = (f: Named): string => {
    const value = values[f.name]
    if (value === null || value === undefined || value === '') return '—'
    const option = f.options?.find((o) => o.value === value)
    if (option) return getTranslation(option.label as never, i18n)
    return String(value)
  }
  return (
    <div className="field-type group-field group-field--top-level" id={`field-${base.replace(/\./g, '__')}`}>
      <div className="group-field__wrap">
        <div className="group-field__header">
          <header>
            <h3 className="group-field__title">{getTranslation(field.label as never, i18n)}</h3>
          </header>
        </div>
        <dl
          data-snapshot-group={base}
          style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.4rem 1.5rem', margin: 0 }}
        >
          {(field.fields as Named[])
            .filter((f) => 'name' in f)
            .map((f) => (
              <div key={f.name} style={{ display: 'contents' }} data-snapshot-field={`${base}.${f.name}`}>
                <dt style={{ color: 'var(--theme-elevation-600)' }}>{getTranslation(f.label as never, i18n)}</dt>
                <dd style={{ margin: 0, color: 'var(--theme-text)', wordBreak: 'break-word' }}>{text(f)}</dd>
              </div>
            ))}
        </dl>
      </div>
    </div>
  )
}
