'use client'

import { useState } from 'react'
import { cartRequest, isSuccess } from '@/components/cart/cart-api'
import { useLocale, useTranslations } from '@/i18n/client'
import type { OrderDetailView } from '@/lib/data/orders'

/** The order detail's `payment` (src/lib/data/orders.ts, paymentView). */
export type OrderPayment = NonNullable<OrderDetailView['payment']>

const API = '/api/v1'

/**
 * How to pay an order awaiting payment (issue 21): the bank account of the site settings, the order number to quote
 * and the amount due, and the member's payment proof: upload (PDF, JPG or PNG) while the order awaits payment,
 * download afterwards. `onUploaded` reloads the order (its timeline gains the upload).
 */
export function PaymentPanel({
  orderId,
  payment,
  formatTime,
  onUploaded,
}: {
  orderId: number
  payment: OrderPayment
  formatTime: (iso: string) => string
  onUploaded: () => Promise<void> | void
}) {
  const t = useTranslations('orderPayment')
  const locale = useLocale()
  const [uploading, setUploading] = useState(false)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const bank = payment.bankTransfer

  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0]
    if (!file) return
    setUploading(true)
    setNotice(null)
    const data = new FormData()
    data.append('file', file)
    const answer = await cartRequest<{ name: string }>(locale, 'POST', `/order/payment-proof/${orderId}`, {
      body: data,
    })
    setUploading(false)
    input.value = ''
    const ok = isSuccess(answer)
    setNotice({ ok, text: answer.msg || (ok ? '' : t('uploadFailed')) })
    if (ok) await onUploaded()
  }

  const rows: Array<[string, string, string]> = bank
    ? [
        [t('payee'), bank.payee, 'bank-payee'],
        [t('bank'), bank.bank, 'bank-name'],
        [t('accountNumber'), bank.accountNumber, 'bank-account'],
      ]
    : []
  rows.push([t('orderNumber'), payment.orderNumber, 'payment-order-number'])
  if (payment.amountDue) rows.push([t('amountDue'), payment.amountDue, 'amount-due'])

  return (
    <section
      data-testid="order-payment"
      aria-label={t('title')}
      className="rounded-lg border border-amber-300 bg-amber-50/60 p-4"
    >
      <h2 className="mb-2 text-base font-semibold text-slate-900">{t('title')}</h2>
      {payment.awaiting ? (
        <>
          <p className="mb-3 text-sm text-slate-700">{bank ? t('intro') : t('notConfigured')}</p>
          <dl data-testid="bank-transfer" className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
            {rows.map(([label, value, testId]) => (
              <div key={testId} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd data-testid={testId} className="break-words font-medium text-slate-900">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {bank?.note ? (
            <p data-testid="bank-note" className="mt-3 text-sm text-amber-900">
              {bank.note}
            </p>
          ) : null}
        </>
      ) : null}

      <div className="mt-4 border-t border-amber-200 pt-3 text-sm">
        <h3 className="mb-1 font-medium text-slate-900">{t('proof')}</h3>
        {payment.proof ? (
          <p data-testid="payment-proof" className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <a
              href={`${API}/order/payment-proof/${orderId}`}
              data-testid="payment-proof-link"
              className="break-all text-brand-700 underline"
            >
              {payment.proof.name}
            </a>
            <span className="text-slate-600">{t('uploadedAt', { time: formatTime(payment.proof.uploadedAt) })}</span>
          </p>
        ) : (
          <p className="text-slate-600">{t('noProof')}</p>
        )}
        {payment.proof && payment.awaiting ? <p className="mt-1 text-slate-700">{t('received')}</p> : null}
        {payment.mayUploadProof ? (
          <div className="mt-3">
            <label className="inline-flex cursor-pointer items-center gap-2 rounded border border-brand-600 bg-white px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-500">
              <span>{uploading ? t('uploading') : payment.proof ? t('replace') : t('upload')}</span>
              <input
                type="file"
                name="paymentProof"
                data-testid="payment-proof-input"
                accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
                disabled={uploading}
                onChange={(e) => void upload(e.currentTarget)}
                className="sr-only"
              />
            </label>
            <p className="mt-1 text-xs text-slate-600">{t('uploadHint')}</p>
          </div>
        ) : null}
        {notice ? (
          <p
            role={notice.ok ? 'status' : 'alert'}
            data-testid="payment-proof-notice"
            className={`mt-2 rounded px-3 py-1.5 ${notice.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
    </section>
  )
}
