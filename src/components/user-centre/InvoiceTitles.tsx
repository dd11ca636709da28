'use client'

import { invoiceTitleSchema } from '@/domain/accounts/user-centre'
import { useTranslations } from '@/i18n/client'
import { BookEditor, type BookField, type BookRecord } from './BookEditor'

const BOTH = ['title', 'taxId'] as const
const SPECIAL = ['bank', 'account', 'registeredAddress', 'registeredPhone'] as const

/**
 * /order-list/invoices: the member's invoice titles, ordinary or special VAT (bank, account, registered address
 * and phone), with the e-invoice e-mail; the checkout review offers them, default first.
 */
export function InvoiceTitles() {
  const t = useTranslations('userCentre')
  const special = (v: Record<string, string>) => v.type === 'special'
  const fields: BookField[] = [
    {
      name: 'type',
      label: t('invoices.type'),
      options: (['ordinary', 'special'] as const).map((value) => ({ value, label: t(`invoices.types.${value}`) })),
    },
    ...BOTH.map((name) => ({ name, label: t(`invoices.${name}`) })),
    ...SPECIAL.map((name) => ({ name, label: t(`invoices.${name}`), when: special })),
    { name: 'email', label: t('invoices.email'), optional: true, type: 'email', autoComplete: 'email' },
  ]
  const s = (r: BookRecord, k: string) => (typeof r[k] === 'string' ? (r[k] as string) : '')
  return (
    <BookEditor
      path="/user/invoice-titles"
      schema={invoiceTitleSchema}
      fields={fields}
      blank={{
        type: 'ordinary',
        title: '',
        taxId: '',
        bank: '',
        account: '',
        registeredAddress: '',
        registeredPhone: '',
        email: '',
      }}
      texts={{ empty: t('invoices.empty'), add: t('invoices.new'), editTitle: t('invoices.editTitle') }}
      testId="invoice-titles"
      summary={(r) => (
        <>
          <p className="font-medium text-slate-900">{s(r, 'title')}</p>
          <p className="text-slate-600">
            {t(`invoices.types.${s(r, 'type') === 'special' ? 'special' : 'ordinary'}`)}
            {s(r, 'taxId') ? ` · ${s(r, 'taxId')}` : ''}
          </p>
          {s(r, 'bank') ? (
            <p className="text-slate-600">
              {s(r, 'bank')} {s(r, 'account')}
            </p>
          ) : null}
          {s(r, 'email') ? <p className="text-slate-600">{s(r, 'email')}</p> : null}
        </>
      )}
    />
  )
}
