'use client'

import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { filterSearch, ORDER_PAGE_SIZE } from '@/domain/orders/order-view'
import { isQuoteStatus, ORDER_STATUSES } from '@/domain/orders/status-machine'
import { useLocale, useTranslations } from '@/i18n/client'
import { Link } from '@/i18n/link'
import type { QuoteView } from '@/lib/data/quotes'
import { OrderHead, orderTimeFormat } from '../orders/OrderHead'
import { type OrderLineRow, OrderLinesTable } from '../orders/OrderLinesTable'
import { QuotePanel } from '../orders/QuotePanel'
import { ReorderButton } from '../orders/ReorderButton'
import { cartRequest, isLoggedOut, isSuccess } from './cart-api'
import { LoadStatus } from './LoadStatus'

interface OrderView {
  id: number
  orderNumber: string
  createdAt: string
  status: string
  statusText: string
  lines: OrderLineRow[]
  totalCount: number
  totalPrice: string
  inquiry: boolean
  /** The order's quote when it was a quote request (issue 21), else null. */
  quote?: QuoteView | null
}

interface OrderPage {
  list: OrderView[]
  total: number
  page: number
  size: number
}

/** The list's filters as the URL and the form hold them (strings; the server validates). */
export interface OrderListFilters {
  status: string
  from: string
  to: string
  keyword: string
  page: number
}

type Load =
  | { state: 'loading' }
  | { state: 'guest' }
  | { state: 'failed' }
  | { state: 'invalid'; msg: string }
  | { state: 'ready'; data: OrderPage; query: string }

/** The statuses a member can filter by, in the order's life order: all but a declined or expired quote. */
const STATUSES = ORDER_STATUSES.filter((s) => s !== 'quote_declined' && s !== 'quote_expired')

const EMPTY: OrderListFilters = { status: '', from: '', to: '', keyword: '', page: 1 }

/** The filters of the page's current URL (the browser's back and forward buttons). */
function filtersOfLocation(): OrderListFilters {
  const q = new URLSearchParams(window.location.search)
  const page = Number(q.get('page'))
  return {
    status: q.get('status') ?? '',
    from: q.get('from') ?? '',
    to: q.get('to') ?? '',
    keyword: q.get('keyword') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/**
 * The user centre's order list (spec sections 2 and 3, issue 21): each order with its number, time, status,
 * lines and total (or "inquiry"), a link to its detail page; filters by status, order days and a keyword over
 * order, catalog and PO numbers, kept in the URL (a filtered list is a link; back and forward work). Newest
 * first, ten per page.
 */
export function OrderListView({ initial }: { initial: OrderListFilters }) {
  const t = useTranslations('cart')
  const td = useTranslations('orderDetail')
  const ts = useTranslations('api')
  const tq = useTranslations('quotes.status')
  const locale = useLocale()
  const formId = useId()
  const [applied, setApplied] = useState<OrderListFilters>(initial)
  const [draft, setDraft] = useState<OrderListFilters>(initial)
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  /** The newest request: an answer to an older one (a slower, superseded filter) is dropped, never shown. */
  const latest = useRef(0)

  const refresh = useCallback(async () => {
    const query = filterSearch(applied)
    const join = query ? `${query}&` : '?'
    const ticket = ++latest.current
    const answer = await cartRequest<OrderPage>(locale, 'GET', `/order/list${join}size=${ORDER_PAGE_SIZE}`)
    if (ticket !== latest.current) return
    if (isLoggedOut(answer)) return setLoad({ state: 'guest' })
    if (answer.status === 400) return setLoad({ state: 'invalid', msg: td('list.invalid') })
    if (!isSuccess(answer) || !answer.data) return setLoad({ state: 'failed' })
    setLoad({ state: 'ready', data: answer.data, query })
  }, [locale, applied, td])

  useEffect(() => {
    void refresh()
  }, [refresh])

  useEffect(() => {
    const onPop = () => {
      const f = filtersOfLocation()
      setApplied(f)
      setDraft(f)
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])

  /** Shows `next` and writes it into the URL (a new history entry). */
  const go = (next: OrderListFilters) => {
    setApplied(next)
    setDraft(next)
    window.history.pushState(null, '', `${window.location.pathname}${filterSearch(next)}`)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    go({ ...draft, keyword: draft.keyword.trim(), page: 1 })
  }

  const filtered = Boolean(applied.status || applied.from || applied.to || applied.keyword)
  const field = 'mt-1 block w-full rounded border border-slate-300 px-2 py-1.5 text-sm'
  const filterForm = (
    <form
      onSubmit={submit}
      aria-label={td('list.filters')}
      data-testid="order-filters"
      className="mb-6 grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-2 xl:grid-cols-5"
    >
      <label htmlFor={`${formId}-status`} className="text-slate-700">
        {td('list.status')}
        <select
          id={`${formId}-status`}
          name="status"
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          className={field}
        >
          <option value="">{td('list.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {isQuoteStatus(s) ? tq(s) : ts(`orderStatus.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${formId}-from`} className="text-slate-700">
        {td('list.from')}
        <input
          id={`${formId}-from`}
          name="from"
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          className={field}
        />
      </label>
      <label htmlFor={`${formId}-to`} className="text-slate-700">
        {td('list.to')}
        <input
          id={`${formId}-to`}
          name="to"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          className={field}
        />
      </label>
      <label htmlFor={`${formId}-keyword`} className="text-slate-700">
        {td('list.keyword')}
        <input
          id={`${formId}-keyword`}
          name="keyword"
          type="search"
          maxLength={50}
          placeholder={td('list.keywordHint')}
          value={draft.keyword}
          onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
          className={field}
        />
      </label>
      <div className="flex items-end gap-2">
        <button
          type="submit"
          data-testid="order-filter-apply"
          className="rounded bg-brand-600 px-4 py-1.5 font-medium text-white hover:bg-brand-700"
        >
          {td('list.apply')}
        </button>
        {filtered ? (
          <button
            type="button"
            data-testid="order-filter-reset"
            onClick={() => go(EMPTY)}
            className="rounded border border-slate-300 px-3 py-1.5 text-slate-700"
          >
            {td('list.reset')}
          </button>
        ) : null}
      </div>
    </form>
  )

  if (load.state === 'invalid') {
    return (
      <div>
        {filterForm}
        <p role="alert" data-testid="orders-invalid" className="py-8 text-center text-red-700">
          {load.msg}
        </p>
      </div>
    )
  }
  if (load.state !== 'ready') {
    return <LoadStatus state={load.state} redirect="/order-list" onRetry={() => void refresh()} />
  }
  const { list, total } = load.data
  if (list.length === 0 && !filtered && applied.page === 1) {
    return (
      <p data-testid="orders-empty" className="py-16 text-center text-slate-600">
        {t('orders.empty')}
      </p>
    )
  }
  const page = applied.page
  const pages = Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE))
  const time = orderTimeFormat(locale)

  // Until the applied filters' answer arrives, the previous list stays on screen, marked busy.
  const busy = load.query !== filterSearch(applied)
  return (
    <div data-testid="orders" aria-busy={busy} className={busy ? 'opacity-60 transition-opacity' : undefined}>
      {filterForm}
      <p className="mb-3 text-sm text-slate-600" aria-live="polite" data-testid="orders-count">
        {td('list.count', { total })}
      </p>
      {list.length === 0 ? (
        <p data-testid="orders-no-match" className="py-12 text-center text-slate-600">
          {td('list.noMatch')}
        </p>
      ) : null}
      <ul className="space-y-4">
        {list.map((order) => (
          <li
            key={order.id}
            id={`order-${order.orderNumber}`}
            data-testid="order"
            className="scroll-mt-24 rounded-lg border border-slate-200"
          >
            <div className="flex flex-wrap items-center gap-x-6 gap-y-1 border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm">
              <OrderHead order={order} label={(field) => t(`orders.${field}`)} time={time} statusClassName="ml-auto" />
            </div>
            <OrderLinesTable
              lines={order.lines}
              layout="list"
              label={(column) => t(`columns.${column}`)}
              caption={t('orders.lines')}
            />
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm">
              <Link
                href={`/order-list/detail?id=${order.id}`}
                data-testid="order-detail-link"
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {td('list.detail')}
                <span className="sr-only"> {order.orderNumber}</span>
              </Link>
              <ReorderButton orderId={order.id} />
              <span className="ml-auto">
                {t('orders.total')}:{' '}
                <span data-testid="order-total" className="font-semibold text-red-700">
                  {order.totalPrice}
                </span>
              </span>
            </div>
            {order.quote ? <QuotePanel quote={order.quote} onAnswered={() => void refresh()} /> : null}
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="mt-6 flex items-center justify-center gap-4 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => go({ ...applied, page: page - 1 })}
            className="rounded border border-slate-300 px-3 py-1.5 disabled:opacity-50"
          >
            {t('orders.previous')}
          </button>
          <span>{t('orders.page', { page, pages })}</span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => go({ ...applied, page: page + 1 })}
            className="rounded border border-slate-300 px-3 py-1.5 disabled:opacity-50"
          >
            {t('orders.next')}
          </button>
        </nav>
      ) : null}
    </div>
  )
}
