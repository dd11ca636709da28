import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { Orders } from '../orders'
import { dateFormatFields, withDateFormats } from './date-format'

/** Every date field's display format, by path. */
function formats(fields: Field[], prefix = ''): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const field of fields) {
    const name = 'name' in field ? `${prefix}${field.name}` : prefix
    if (field.type === 'date') out[name] = field.admin?.date?.displayFormat
    else if (field.type === 'tabs') for (const tab of field.tabs) Object.assign(out, formats(tab.fields, prefix))
    else if ('fields' in field && Array.isArray(field.fields))
      Object.assign(out, formats(field.fields, 'name' in field ? `${name}.` : prefix))
  }
  return out
}

describe('date pickers in the back office', () => {
  it('an order shows its times as yyyy-MM-dd HH:mm, nowhere the US MM/dd/yyyy or am/pm', () => {
    const shown = formats(withDateFormats(Orders).fields)
    expect(shown['timeline.at']).toBe('yyyy-MM-dd HH:mm')
    expect(shown.termsAcceptedAt).toBe('yyyy-MM-dd HH:mm')
  })

  it('a day-only field reads yyyy-MM-dd, inside tabs and groups too; a field with its own format keeps it', () => {
    const fields: Field[] = [
      {
        type: 'tabs',
        tabs: [{ label: 'a', fields: [{ name: 'g', type: 'group', fields: [{ name: 'day', type: 'date' }] }] }],
      },
      { name: 'own', type: 'date', admin: { date: { displayFormat: 'dd.MM.yyyy' } } },
      { name: 'month', type: 'date', admin: { date: { pickerAppearance: 'monthOnly' } } },
    ]
    expect(formats(dateFormatFields(fields))).toEqual({ 'g.day': 'yyyy-MM-dd', own: 'dd.MM.yyyy', month: 'yyyy-MM' })
  })
})
