'use client'

import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { cartRequest, isLoggedOut, isSuccess } from '@/components/cart/cart-api'
import { LoadStatus } from '@/components/cart/LoadStatus'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { useLocale, useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import type { QuoteView } from '@/lib/data/quotes'
import { OrderHead, orderTimeFormat } from './OrderHead'
import { type OrderLineRow, OrderLinesTable } from './OrderLinesTable'
import { type OrderPayment, PaymentPanel } from './PaymentPanel'
import { QuotePanel } from './QuotePanel'
import { ReorderButton } from './ReorderButton'

interface DetailLine extends OrderLineRow {
  lotNumber: string | null
}

interface Address {
  recipient: string
  phone: string
  province: string
  city: string
  district: string
  street: string
  postcode?: string | null
}

interface Invoice {
  type: 'ordinary' | 'special'
  title?: string | null
  taxId?: string | null
  bank?: string | null
  account?: string | null
  registeredAddress?: string | null
  registeredPhone?: string | null
  email?: string | null
}

/** The answer of GET /api/v1/order/detail/{id} (src/lib/data/orders.ts, orderDetailView). */
export interface OrderDetail {
  id: number
  orderNumber: string
  createdAt: string
  status: string
  statusText: string
  lines: DetailLine[]
  totalCount: number
  totalPrice: string
  inquiry: boolean
  shippingAddress: Address | null
  invoice: Invoice | null
  poNumber: string | null
  poFile: { name: string } | null
  remarks: string | null
  cancelReason: string | null
  shipment: { carrier: string; trackingNumber: string; coldChainNote: string | null } | null
  /** `event`: a payment proof uploaded (issue 21); null for a status move. */
  timeline: { status: string; event?: string | null; statusText: string; at: string; note: string | null }[]
  mayCancel: boolean
  /** How to pay by bank transfer and the payment proof (awaiting payment, or a proof uploaded), else null. */
  payment?: OrderPayment | null
  /** The order's quote when it was a quote request (issue 21), else null. */
  quote?: QuoteView | null
  documents: { priceDocument: 'proforma' | 'quotation'; packingList: boolean }
}

type Load =
  | { state: 'loading' }
  | { state: 'guest' }
  | { state: 'failed' }
  | { state: 'missing' }
  | { state: 'ready'; order: OrderDetail }

const API = '/api/v1'
const INVOICE_FIELDS = ['title', 'taxId', 'bank', 'account', 'registeredAddress', 'registeredPhone', 'email'] as const

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId} aria-label={title} className="rounded-lg border border-slate-200 p-4">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The member's order detail (issue 21, /order-list/detail?id=): status and timeline (Shanghai times), lines with
 * prices or "inquiry", lot numbers and their COA links, totals, shipment, delivery address, invoice, PO (and its
 * file), remarks, the order documents in both languages, and the member's actions (cancel while allowed).
 * Read in the browser with the member's session; nothing of it is cached.
 */
export function OrderDetailView({ id }: { id: number }) {
  const t = useTranslations('orderDetail')
  const locale = useLocale()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)

  const refresh = useCallback(async () => {
    const answer = await cartRequest<OrderDetail>(locale, 'GET', `/order/detail/${id}`)
    if (isLoggedOut(answer)) return setLoad({ state: 'guest' })
    if (answer.status === 404) return setLoad({ state: 'missing' })
    if (!isSuccess(answer) || !answer.data) return setLoad({ state: 'failed' })
    setLoad({ state: 'ready', order: answer.data })
  }, [locale, id])

  useEffect(() => {
    void refresh()
  }, [refresh])

  if (load.state === 'missing') {
    return (
      <div data-testid="order-missing" className="py-16 text-center text-slate-600">
        <p>{t('detail.notFound')}</p>
        <Link href="/order-list" className="mt-4 inline-block text-brand-700 underline">
          {t('detail.back')}
        </Link>
      </div>
    )
  }
  if (load.state !== 'ready') {
    return <LoadStatus state={load.state} redirect={`/order-list/detail?id=${id}`} onRetry={() => void refresh()} />
  }
  const order = load.order
  const time = orderTimeFormat(locale)
  const docHref = (kind: string, lang: string) => `${API}/order/document/${order.id}?kind=${kind}&lang=${lang}`
  const coaHref = (line: DetailLine) =>
    `${API}/coa/lot?${new URLSearchParams({ catalogNumber: line.catalogNumber, lotNumber: line.lotNumber ?? '', lang: locale })}`

  const cancel = async () => {
    setAsking(false)
    setBusy(true)
    const answer = await cartRequest<{ status: string }>(locale, 'PUT', `/order/cancel/${order.id}`)
    setBusy(false)
    const ok = isSuccess(answer)
    setNotice({ ok, text: answer.msg || (ok ? '' : t('detail.cancelFailed')) })
    await refresh()
  }

  const a = order.shippingAddress
  const docLink = (kind: string, label: string, testId: string) => (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="text-slate-900">{label}</span>
      {(['cn', 'en'] as const).map((lang) => (
        <a
          key={lang}
          href={docHref(kind, lang)}
          data-testid={`${testId}-${lang}`}
          lang={lang === 'cn' ? 'zh-CN' : 'en'}
          target="_blank"
          rel="noopener"
          className="rounded border border-slate-300 px-2 py-0.5 text-brand-700 hover:bg-brand-50"
        >
          {t(`detail.language.${lang}`)}
        </a>
      ))}
    </li>
  )

  return (
    <div data-testid="order-detail" data-status={order.status} className="space-y-6">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <Link href="/order-list" className="text-brand-700 underline-offset-2 hover:underline">
          ← {t('detail.back')}
        </Link>
        <OrderHead order={order} label={(field) => t(`detail.${field}`)} time={time} />
      </div>

      {notice ? (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`rounded px-4 py-2 text-sm ${notice.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
        >
          {notice.text}
        </p>
      ) : null}

      {order.quote ? <QuotePanel quote={order.quote} onAnswered={() => void refresh()} /> : null}

      {order.payment ? (
        <PaymentPanel
          orderId={order.id}
          payment={order.payment}
          formatTime={(iso) => time.format(new Date(iso))}
          onUploaded={refresh}
        />
      ) : null}

      {/* The member's actions on the order: cancel while it may, reorder. */}
      <div data-testid="order-actions" className="flex flex-wrap gap-3">
        <ReorderButton orderId={order.id} />
        {order.mayCancel ? (
          <button
            type="button"
            data-testid="order-cancel"
            disabled={busy}
            onClick={() => setAsking(true)}
            className="rounded border border-red-300 px-4 py-2 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50"
          >
            {busy ? t('detail.cancelling') : t('detail.cancel')}
          </button>
        ) : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title={t('detail.lines')} testId="order-lines">
            <OrderLinesTable
              lines={order.lines}
              layout="detail"
              label={(column) => t(`detail.columns.${column}`)}
              extra={{
                header: (
                  <th scope="col" className="py-2 font-medium">
                    {t('detail.columns.lotNumber')}
                  </th>
                ),
                cell: (line) => (
                  <td className="w-full md:w-auto md:py-2" data-testid="line-lot">
                    {line.lotNumber ? (
                      <span className="flex flex-wrap items-center gap-2">
                        <span>
                          <span className="text-slate-600 md:sr-only">{t('detail.columns.lotNumber')}: </span>
                          <span data-testid="lot-number">{line.lotNumber}</span>
                        </span>
                        <a
                          href={coaHref(line)}
                          data-testid="lot-coa"
                          target="_blank"
                          rel="noopener"
                          aria-label={t('detail.coaFor', { lotNumber: line.lotNumber })}
                          className="text-brand-700 underline"
                        >
                          {t('detail.coa')}
                        </a>
                      </span>
                    ) : (
                      <span className="text-slate-400">—</span>
                    )}
                  </td>
                ),
              }}
            />
            <div className="mt-3 flex flex-wrap justify-end gap-x-6 border-t border-slate-200 pt-3 text-sm">
              <span>
                {t('detail.totalCount')}: {order.totalCount}
              </span>
              <span>
                {t('detail.total')}:{' '}
                <span data-testid="order-total" className="font-semibold text-red-700">
                  {order.totalPrice}
                </span>
              </span>
            </div>
            {order.inquiry ? <p className="mt-2 text-sm text-slate-600">{t('detail.inquiryNote')}</p> : null}
          </Section>

          <Section title={t('detail.shipment')} testId="order-shipment">
            {order.shipment ? (
              <Rows
                rows={[
                  [t('detail.carrier'), order.shipment.carrier],
                  [
                    t('detail.trackingNumber'),
                    <span key="tracking" data-testid="tracking-number">
                      {order.shipment.trackingNumber}
                    </span>,
                  ],
                  ...(order.shipment.coldChainNote
                    ? ([[t('detail.coldChain'), order.shipment.coldChainNote]] as Array<[string, ReactNode]>)
                    : []),
                ]}
              />
            ) : (
              <p className="text-sm text-slate-600">{t('detail.notShipped')}</p>
            )}
          </Section>

          <div className="grid gap-6 md:grid-cols-2">
            <Section title={t('detail.address')} testId="order-address">
              {a ? (
                <address className="text-sm not-italic leading-6 text-slate-900">
                  {a.recipient} {a.phone}
                  <br />
                  {[a.province, a.city, a.district, a.street].filter(Boolean).join(' ')}
                  {a.postcode ? (
                    <>
                      <br />
                      {a.postcode}
                    </>
                  ) : null}
                </address>
              ) : (
                <p className="text-sm text-slate-600">{t('detail.none')}</p>
              )}
            </Section>
            <Section title={t('detail.invoice')} testId="order-invoice">
              {order.invoice ? (
                <Rows
                  rows={[
                    [t('detail.invoiceFields.type'), t(`detail.invoiceTypes.${order.invoice.type}`)],
                    ...INVOICE_FIELDS.flatMap((f) => {
                      const v = order.invoice?.[f]
                      return v ? ([[t(`detail.invoiceFields.${f}`), v]] as Array<[string, ReactNode]>) : []
                    }),
                  ]}
                />
              ) : (
                <p className="text-sm text-slate-600">{t('detail.noInvoice')}</p>
              )}
            </Section>
          </div>

          <Section title={t('detail.purchase')} testId="order-purchase">
            <Rows
              rows={[
                [
                  t('detail.poNumber'),
                  <span key="po" data-testid="po-number">
                    {order.poNumber ?? t('detail.none')}
                  </span>,
                ],
                ...(order.poFile
                  ? ([
                      [
                        t('detail.poFile'),
                        <a
                          key="po-file"
                          href={`${API}/order/po-file/${order.id}`}
                          data-testid="po-file"
                          className="text-brand-700 underline"
                        >
                          {order.poFile.name}
                        </a>,
                      ],
                    ] as Array<[string, ReactNode]>)
                  : []),
                [t('detail.remarks'), order.remarks ?? t('detail.none')],
                ...(order.cancelReason
                  ? ([[t('detail.cancelReason'), order.cancelReason]] as Array<[string, ReactNode]>)
                  : []),
              ]}
            />
          </Section>
        </div>

        <div className="space-y-6">
          <Section title={t('detail.timeline')} testId="order-timeline">
            <ol className="relative space-y-4 border-l border-slate-200 pl-5 text-sm">
              {order.timeline.map((entry, i) => (
                <li
                  // The timeline only grows at its end; the position is a stable key.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={i}
                  data-testid="timeline-entry"
                  data-status={entry.status}
                  data-event={entry.event ?? undefined}
                  className="relative"
                >
                  <span
                    aria-hidden="true"
                    className="absolute -left-[1.6rem] top-1 h-2.5 w-2.5 rounded-full bg-brand-600 ring-4 ring-white"
                  />
                  <p className="font-medium text-slate-900">{entry.statusText}</p>
                  <time dateTime={entry.at} className="text-slate-600">
                    {time.format(new Date(entry.at))}
                  </time>
                  {entry.note ? <p className="mt-0.5 break-words text-slate-700">{entry.note}</p> : null}
                </li>
              ))}
            </ol>
          </Section>

          <Section title={t('detail.documents')} testId="order-documents">
            <ul className="space-y-3 text-sm">
              {docLink(
                'proforma',
                order.documents.priceDocument === 'quotation' ? t('detail.quotation') : t('detail.proforma'),
                'doc-proforma',
              )}
              {order.documents.packingList ? (
                docLink('packing-list', t('detail.packingList'), 'doc-packing-list')
              ) : (
                <li className="text-slate-600" data-testid="doc-packing-list-later">
                  {t('detail.packingListLater')}
                </li>
              )}
            </ul>
          </Section>
        </div>
      </div>

      <ConfirmDialog
        open={asking}
        title={t('detail.cancel')}
        text={t('detail.cancelConfirm', { orderNumber: order.orderNumber })}
        confirmLabel={t('detail.cancelYes')}
        cancelLabel={t('detail.cancelKeep')}
        onConfirm={() => void cancel()}
        onCancel={() => setAsking(false)}
      />
    </div>
  )
}
