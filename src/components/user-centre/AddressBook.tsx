'use client'

import { bookAddressSchema } from '@/domain/accounts/user-centre'
import { useTranslations } from '@/i18n/client'
import { BookEditor, type BookField, type BookRecord } from './BookEditor'

const NAMES = ['recipient', 'phone', 'province', 'city', 'district', 'street', 'postcode'] as const

/** /order-list/addresses: the member's delivery addresses (the checkout review offers them, default first). */
export function AddressBook() {
  const t = useTranslations('userCentre')
  const fields: BookField[] = NAMES.map((name) => ({
    name,
    label: t(`addresses.${name}`),
    optional: name === 'postcode',
    type: name === 'phone' ? 'tel' : 'text',
    autoComplete:
      name === 'recipient' ? 'name' : name === 'phone' ? 'tel' : name === 'postcode' ? 'postal-code' : 'off',
  }))
  const s = (r: BookRecord, k: string) => (typeof r[k] === 'string' ? (r[k] as string) : '')
  return (
    <BookEditor
      path="/user/addresses"
      schema={bookAddressSchema}
      fields={fields}
      blank={Object.fromEntries(NAMES.map((n) => [n, '']))}
      texts={{ empty: t('addresses.empty'), add: t('addresses.new'), editTitle: t('addresses.editTitle') }}
      testId="address-book"
      summary={(r) => (
        <>
          <p className="font-medium text-slate-900">
            {s(r, 'recipient')} · {s(r, 'phone')}
          </p>
          <p className="text-slate-600">
            {[s(r, 'province'), s(r, 'city'), s(r, 'district'), s(r, 'street'), s(r, 'postcode')]
              .filter(Boolean)
              .join(' ')}
          </p>
        </>
      )}
    />
  )
}
