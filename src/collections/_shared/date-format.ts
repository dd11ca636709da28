import type { CollectionConfig, DateField, Field, GlobalConfig } from 'payload'

/**
 * Date pickers that read the same in the Chinese and the English back office (issue 22, "Admin language"):
 * Payload's pickers default to US formats ("MM/dd/yyyy", "MMM d, yyy h:mm a"), which a Chinese staff member
 * misreads. Every date field without its own format gets an ISO-like one by its picker appearance, the same
 * as the lists' cells (`admin.dateFormat` of payload.config.ts).
 */
export const DISPLAY_FORMATS: Record<string, string> = {
  default: 'yyyy-MM-dd',
  dayOnly: 'yyyy-MM-dd',
  dayAndTime: 'yyyy-MM-dd HH:mm',
  timeOnly: 'HH:mm',
  monthOnly: 'yyyy-MM',
}

function withFormat(field: DateField): DateField {
  const date = (field.admin?.date ?? {}) as { displayFormat?: string; pickerAppearance?: string; timeFormat?: string }
  if (date.displayFormat) return field
  const appearance = date.pickerAppearance ?? 'default'
  const withTime = appearance === 'dayAndTime' || appearance === 'timeOnly'
  return {
    ...field,
    admin: {
      ...field.admin,
      date: {
        ...date,
        displayFormat: DISPLAY_FORMATS[appearance] ?? DISPLAY_FORMATS.default,
        // A 24-hour clock in the time list too (Payload's default is "h:mm aa").
        ...(withTime ? { timeFormat: date.timeFormat ?? 'HH:mm' } : {}),
      },
    },
  } as DateField
}

export function dateFormatFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'date') return withFormat(field)
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: dateFormatFields(tab.fields) })) }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: dateFormatFields(block.fields) })),
      }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: dateFormatFields(field.fields) } as Field
    return field
  })
}

/** Every date field of a collection or global with a Chinese-friendly display format (see DISPLAY_FORMATS). */
export function withDateFormats<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, fields: dateFormatFields(config.fields) }
}
