import type { NumberField } from 'payload'
import { translate } from '../../i18n/messages'
import { adminLocale } from './admin-locale'
import { label } from './fields'

const INTEGER_FEN = /^\d+$/

/**
 * A money field (issue 22): stored as integer fen (the column and the API unchanged), read and typed in the back
 * office as yuan with two decimals (components/MoneyField, MoneyCell). Labels say 元 / ¥, never 分 / fen.
 */
export function moneyField(
  name: string,
  zh: string,
  en: string,
  extra: Partial<Omit<NumberField, 'name' | 'type'>> = {},
): NumberField {
  return {
    ...extra,
    name,
    type: 'number',
    min: 0,
    label: label(zh, en),
    // Read by the audit log and the version views (change-text.ts): shown in yuan.
    custom: { ...extra.custom, money: true },
    validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) => {
      if (value === null || value === undefined || value === '') return true
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return true
      if (typeof value === 'string' && INTEGER_FEN.test(value)) return true
      return translate(adminLocale(req.i18n?.language), 'admin.money.invalid')
    },
    admin: {
      ...extra.admin,
      components: {
        ...extra.admin?.components,
        Field: '/collections/_shared/components/MoneyField#MoneyField',
        Cell: '/collections/_shared/components/MoneyCell#MoneyCell',
        Diff: '/collections/_shared/components/MoneyDiff#MoneyDiff',
      },
    },
  } as NumberField
}
