'use client'

import { useState } from 'react'
import { useLocale, useTranslations } from '@/i18n/client'
import { apiClient } from '@/lib/api-client'
import type { QuoteView } from '@/lib/data/quotes'
import { ConfirmDialog } from '../ui/ConfirmDialog'

type Answer = 'accept' | 'decline'

/**
 * The quote of an order (issue 21) as its member sees it: while requested, that sales will quote; once sent, the
 * quoted unit prices, subtotals and total, the lead time and the validity, with Accept and Decline (each asks for
 * confirmation) while the quote may still be answered. Self-contained: give it the order's quote as
 * `GET /api/v1/order/list` (each order's `quote`) or `GET /api/v1/order/quote/{id}` answers it; `onAnswered` gets
 * the quote as it is after an answer (the parent may reload its order). Texts: the `quotes.panel` messages.
 */
export function QuotePanel({ quote, onAnswered }: { quote: QuoteView; onAnswered?: (quote: QuoteView) => void }) {
  const t = useTranslations('quotes.panel')
  const locale = useLocale()
  const [current, setCurrent] = useState(quote)
  const [asking, setAsking] = useState<Answer | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)

  const send = async (answer: Answer) => {
    setAsking(null)
    setBusy(true)
    setMessage(null)
    const result = await apiClient(locale).put<{ quote: QuoteView }>(
      `/order/quote/${answer}/${current.orderId}`,
      undefined,
      {
        cache: 'no-store',
      },
    )
    setBusy(false)
    if (result.ok && result.data?.quote) {
      setCurrent(result.data.quote)
      setMessage({ tone: 'ok', text: result.msg })
      onAnswered?.(result.data.quote)
    } else setMessage({ tone: 'error', text: result.msg || t('failed') })
  }

  const state = current.accepted
    ? t('accepted')
    : current.status === 'quote_declined'
      ? t('declined')
      : current.expired || current.status === 'quote_expired'
        ? t('expired')
        : null

  return (
    <section
      data-testid="quote-panel"
      data-status={current.status}
      aria-labelledby={`quote-${current.orderId}`}
      className="border-t border-slate-200 bg-amber-50/40 px-4 py-3 text-sm"
    >
      <h3 id={`quote-${current.orderId}`} className="font-semibold text-slate-900">
        {t('title')}
      </h3>
      {!current.sent ? (
        <p data-testid="quote-waiting" className="mt-1 text-slate-700">
          {t('waiting')}
        </p>
      ) : (
        <>
          <table className="mt-2 w-full">
            <thead className="text-left text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('unitPrice')}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  {t('subtotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {current.lines.map((line, i) => (
                // Lines of a stored order never change; their position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={i} data-testid="quote-line" className="border-t border-slate-100">
                  <td className="py-1 pr-3">
                    {line.catalogNumber} {line.size} × {line.count}:{' '}
                    <span data-testid="quote-unit-price">{line.unitPrice}</span>
                  </td>
                  <td className="py-1 pr-3 text-right">{line.subtotal}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-600">{t('total')}</dt>
            <dd data-testid="quote-total" className="font-semibold text-red-700">
              {current.total}
            </dd>
            <dt className="text-slate-600">{t('leadTime')}</dt>
            <dd data-testid="quote-lead-time">{current.leadTime ?? '—'}</dd>
            <dt className="text-slate-600">{t('validUntil')}</dt>
            <dd data-testid="quote-valid-until">
              <time dateTime={current.validUntil ?? undefined}>{current.validUntil}</time>
            </dd>
          </dl>
        </>
      )}
      {state ? (
        <p data-testid="quote-state" className="mt-2 text-slate-700">
          {state}
        </p>
      ) : null}
      {current.canAnswer ? (
        <div className="mt-3 flex gap-3">
          <button
            type="button"
            data-testid="quote-accept"
            disabled={busy}
            onClick={() => setAsking('accept')}
            className="rounded-md bg-brand-600 px-4 py-1.5 font-medium text-white hover:bg-brand-700 disabled:opacity-50"
          >
            {t('accept')}
          </button>
          <button
            type="button"
            data-testid="quote-decline"
            disabled={busy}
            onClick={() => setAsking('decline')}
            className="rounded-md border border-slate-300 px-4 py-1.5 text-slate-700 disabled:opacity-50"
          >
            {t('decline')}
          </button>
        </div>
      ) : null}
      {message ? (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          data-testid="quote-message"
          className={`mt-2 ${message.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}
        >
          {message.text}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'decline' ? t('confirmDeclineTitle') : t('confirmAcceptTitle')}
        text={asking === 'decline' ? t('confirmDecline') : t('confirmAccept', { total: current.total ?? '' })}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          if (asking) void send(asking)
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  )
}
