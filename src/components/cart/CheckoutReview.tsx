'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { CartLineView } from '@/domain/cart/cart-lines'
import { useLocale, useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import { apiClient } from '@/lib/api-client'
import { type CartAnswer, cartRequest, isSuccess } from './cart-api'

const ADDRESS_KEYS = ['recipient', 'phone', 'province', 'city', 'district', 'street', 'postcode'] as const
const INVOICE_KEYS = ['title', 'taxId', 'bank', 'account', 'registeredAddress', 'registeredPhone', 'email'] as const
/** The invoice fields each type asks for (special VAT: all of them). */
const INVOICE_FIELDS: Record<InvoiceType, readonly (typeof INVOICE_KEYS)[number][]> = {
  none: [],
  ordinary: ['title', 'taxId', 'email'],
  special: INVOICE_KEYS,
}
type InvoiceType = 'none' | 'ordinary' | 'special'
type Fields<K extends string> = Record<K, string>
type BookAddress = Fields<(typeof ADDRESS_KEYS)[number]> & { id: number }
type BookInvoice = Fields<(typeof INVOICE_KEYS)[number]> & { id: number; type: InvoiceType }

/** The id of a field's control (its label points at it). */
const idOf = (path: string) => `checkout-${path.replace('.', '-')}`

const empty = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, ''])) as Fields<K>

export interface SettledAnswer {
  orderId?: number
  orderNumber?: string
  cart?: { list: CartLineView[] }
}

/**
 * The checkout review (issue 21): the chosen lines with their prices (or the inquiry word), the delivery
 * address (one of the member's book or a new one), the invoice (none, ordinary or special VAT), PO number and
 * PO file, remarks and the terms tick; then one submit (PUT /order/clear with an Idempotency-Key kept across
 * retries). A refusal shows each field's message next to it; nothing typed is lost.
 */
export function CheckoutReview({
  lines,
  total,
  onBack,
  onSettled,
}: {
  lines: CartLineView[]
  total: string
  onBack: () => void
  onSettled: (answer: CartAnswer<SettledAnswer>) => void
}) {
  const t = useTranslations('orders.review')
  const locale = useLocale()
  const [book, setBook] = useState<{ addresses: BookAddress[]; invoiceTitles: BookInvoice[] } | null>(null)
  const [addressChoice, setAddressChoice] = useState<number | 'new'>('new')
  const [address, setAddress] = useState(empty(ADDRESS_KEYS))
  const [saveAddress, setSaveAddress] = useState(true)
  const [invoiceType, setInvoiceType] = useState<InvoiceType>('none')
  const [invoice, setInvoice] = useState(empty(INVOICE_KEYS))
  const [saveInvoice, setSaveInvoice] = useState(false)
  const [poNumber, setPoNumber] = useState('')
  const [poFile, setPoFile] = useState<{ fileId: string; name: string } | null>(null)
  const [uploading, setUploading] = useState(false)
  const [remarks, setRemarks] = useState('')
  const [terms, setTerms] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const key = useRef<string | null>(null)
  /** Set once the member types a new address: the book arriving later must not switch away from it. */
  const typed = useRef(false)

  useEffect(() => {
    void cartRequest<{ addresses: BookAddress[]; invoiceTitles: BookInvoice[] }>(
      locale,
      'GET',
      '/order/address-book',
    ).then((answer) => {
      if (!isSuccess(answer) || !answer.data) return
      setBook(answer.data)
      // A member who already typed a new address keeps it (the book can arrive after the first keystrokes).
      if (answer.data.addresses[0] && !typed.current) setAddressChoice(answer.data.addresses[0].id)
    })
  }, [locale])

  const pickInvoiceTitle = (id: string) => {
    const found = book?.invoiceTitles.find((i) => String(i.id) === id)
    if (!found) return
    setInvoiceType(found.type)
    setInvoice(
      Object.fromEntries(INVOICE_KEYS.map((k) => [k, found[k] ?? ''])) as Fields<(typeof INVOICE_KEYS)[number]>,
    )
  }

  const upload = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    const data = new FormData()
    data.append('file', file)
    const answer = await apiClient(locale).post<{ fileId: string }>('/upload?purpose=paper', data)
    setUploading(false)
    if (answer.ok && answer.data?.fileId) {
      setPoFile({ fileId: answer.data.fileId, name: file.name })
      setErrors(({ poFileId: _, ...rest }) => rest)
    } else setErrors((e) => ({ ...e, poFileId: answer.msg || t('uploadFailed') }))
  }

  const submit = async () => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    const fields = INVOICE_FIELDS[invoiceType]
    const checkout = {
      ...(addressChoice === 'new' ? { address, saveAddress } : { addressId: addressChoice }),
      invoice: { type: invoiceType, ...Object.fromEntries(fields.map((k) => [k, invoice[k]])) },
      saveInvoice: invoiceType !== 'none' && saveInvoice,
      poNumber,
      ...(poFile ? { poFileId: poFile.fileId } : {}),
      remarks,
      termsAccepted: terms,
    }
    key.current ??= crypto.randomUUID()
    const answer = await cartRequest<SettledAnswer & { errors?: Record<string, string> }>(
      locale,
      'PUT',
      '/order/clear',
      {
        body: { idList: lines.map((l) => l.id), checkout },
        headers: { 'idempotency-key': key.current },
      },
    )
    setBusy(false)
    // A lost answer (status 0) keeps the key: a retry cannot make a second order.
    if (answer.status !== 0) key.current = null
    if (answer.status === 400 && answer.data?.errors) {
      setErrors(answer.data.errors)
      setMessage(answer.msg)
      return
    }
    setErrors({})
    if (!isSuccess(answer)) setMessage(answer.msg || t('failed'))
    onSettled(answer)
  }

  const field = (path: string, labelText: string, input: ReactNode, wide = false) => (
    <div className={`block text-sm ${wide ? 'sm:col-span-2' : ''}`} data-field={path}>
      <label htmlFor={idOf(path)} className="text-slate-700">
        {labelText}
      </label>
      {input}
      {errors[path] ? (
        <span role="alert" data-testid="field-error" className="mt-1 block text-xs text-red-700">
          {errors[path]}
        </span>
      ) : null}
    </div>
  )
  const inputClass = (path: string) =>
    `mt-1 w-full rounded border px-3 py-2 ${errors[path] ? 'border-red-500' : 'border-slate-300'}`
  const text = (path: string, value: string, set: (v: string) => void, options: { type?: string } = {}) => (
    <input
      id={idOf(path)}
      name={path}
      type={options.type ?? 'text'}
      value={value}
      onChange={(e) => set(e.target.value)}
      aria-invalid={Boolean(errors[path])}
      className={inputClass(path)}
    />
  )

  return (
    <form
      data-testid="checkout-review"
      className="space-y-8"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <section>
        <h2 className="mb-3 text-lg font-semibold">{t('lines')}</h2>
        <table className="w-full text-sm">
          <tbody>
            {lines.map((l) => (
              <tr key={l.id} className="border-b border-slate-100" data-testid="review-line">
                <td className="py-2 pr-3 font-medium">{l.catalogNumber}</td>
                <td className="py-2 pr-3">{l.productName}</td>
                <td className="py-2 pr-3">{l.size}</td>
                <td className="py-2 pr-3">× {l.count}</td>
                <td className="py-2 pr-3 text-right">{l.price}</td>
                <td className="py-2 text-right font-semibold text-red-700">{l.subtotal}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-right text-sm">
          {t('total')}:{' '}
          <span data-testid="review-total" className="text-lg font-semibold text-red-700">
            {total}
          </span>
        </p>
      </section>

      <fieldset>
        <legend className="mb-3 text-lg font-semibold">{t('address')}</legend>
        {book && book.addresses.length > 0 ? (
          <div className="mb-3 space-y-2">
            {book.addresses.map((a) => (
              <label key={a.id} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="addressChoice"
                  checked={addressChoice === a.id}
                  onChange={() => setAddressChoice(a.id)}
                />
                <span>
                  {a.recipient} {a.phone} ·{' '}
                  {[a.province, a.city, a.district, a.street, a.postcode].filter(Boolean).join(' ')}
                </span>
              </label>
            ))}
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="addressChoice"
                data-testid="address-new"
                checked={addressChoice === 'new'}
                onChange={() => setAddressChoice('new')}
              />
              {t('newAddress')}
            </label>
          </div>
        ) : null}
        {errors.addressId || errors.address ? (
          <p role="alert" data-testid="field-error" className="mb-2 text-xs text-red-700">
            {errors.addressId ?? errors.address}
          </p>
        ) : null}
        {addressChoice === 'new' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {ADDRESS_KEYS.map((k) =>
              field(
                `address.${k}`,
                t(`addressFields.${k}`),
                text(
                  `address.${k}`,
                  address[k],
                  (v) => {
                    typed.current = true
                    setAddress((a) => ({ ...a, [k]: v }))
                  },
                  {
                    type: k === 'phone' ? 'tel' : 'text',
                  },
                ),
                k === 'street',
              ),
            )}
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" checked={saveAddress} onChange={(e) => setSaveAddress(e.target.checked)} />
              {t('saveAddress')}
            </label>
          </div>
        ) : null}
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-lg font-semibold">{t('invoice')}</legend>
        <div className="mb-3 flex flex-wrap gap-4 text-sm">
          {(['none', 'ordinary', 'special'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="radio"
                name="invoiceType"
                value={type}
                data-testid={`invoice-${type}`}
                checked={invoiceType === type}
                onChange={() => setInvoiceType(type)}
              />
              {t(`invoiceTypes.${type}`)}
            </label>
          ))}
          {book && book.invoiceTitles.length > 0 ? (
            <select
              aria-label={t('savedTitles')}
              defaultValue=""
              onChange={(e) => pickInvoiceTitle(e.target.value)}
              className="rounded border border-slate-300 px-2 py-1"
            >
              <option value="">{t('savedTitles')}</option>
              {book.invoiceTitles.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.title}
                </option>
              ))}
            </select>
          ) : null}
        </div>
        {invoiceType !== 'none' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {INVOICE_FIELDS[invoiceType].map((k) =>
              field(
                `invoice.${k}`,
                t(`invoiceFields.${k}`),
                text(`invoice.${k}`, invoice[k], (v) => setInvoice((i) => ({ ...i, [k]: v })), {
                  type: k === 'email' ? 'email' : 'text',
                }),
              ),
            )}
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" checked={saveInvoice} onChange={(e) => setSaveInvoice(e.target.checked)} />
              {t('saveInvoice')}
            </label>
          </div>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold">{t('purchase')}</legend>
        {field('poNumber', t('poNumber'), text('poNumber', poNumber, setPoNumber))}
        {field(
          'poFileId',
          t('poFile'),
          <span className="mt-1 block">
            <input
              id={idOf('poFileId')}
              type="file"
              name="poFile"
              accept="application/pdf"
              disabled={uploading}
              onChange={(e) => void upload(e.target.files?.[0])}
              className="text-sm"
            />
            {uploading ? <span className="ml-2 text-xs text-slate-500">{t('uploading')}</span> : null}
            {poFile ? (
              <span data-testid="po-file" className="ml-2 text-xs text-emerald-700">
                {poFile.name}
              </span>
            ) : null}
          </span>,
        )}
        {field(
          'remarks',
          t('remarks'),
          <textarea
            id={idOf('remarks')}
            name="remarks"
            value={remarks}
            onChange={(e) => setRemarks(e.target.value)}
            rows={3}
            className={inputClass('remarks')}
          />,
          true,
        )}
      </fieldset>

      <div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="termsAccepted" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
          {t.rich('terms', {
            link: (chunks) => (
              <Link href="/service" className="text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </label>
        {errors.termsAccepted ? (
          <p role="alert" data-testid="field-error" className="mt-1 text-xs text-red-700">
            {errors.termsAccepted}
          </p>
        ) : null}
      </div>

      {message ? (
        <p role="alert" data-testid="review-message" className="rounded bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{t('next')}</p>
      <div className="flex gap-3">
        <button type="button" onClick={onBack} className="rounded-md border border-slate-300 px-5 py-2.5">
          {t('back')}
        </button>
        <button
          type="submit"
          data-testid="review-submit"
          disabled={busy || uploading}
          className="rounded-md bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  )
}
