'use client'

import { useCallback, useEffect, useState } from 'react'
import { TIME_ZONE } from '@/domain/content/content-dates'
import { useLocale, useTranslations } from '@/i18n/client'
import { cartRequest, isLoggedOut, isSuccess } from './cart-api'
import { LoadStatus } from './LoadStatus'

interface OrderLine {
  catalogNumber: string
  productName: string
  size: string
  count: number
  price: string
  subtotal: string
}

interface OrderView {
  id: number
  orderNumber: string
  createdAt: string
  status: string
  statusText: string
  lines: OrderLine[]
  totalCount: number
  totalPrice: string
}

interface OrderPage {
  list: OrderView[]
  total: number
  page: number
  size: number
}

type Load = { state: 'loading' } | { state: 'guest' } | { state: 'failed' } | { state: 'ready'; data: OrderPage }

const PAGE_SIZE = 10

const STATUS_STYLE: Record<string, string> = {
  submitted: 'bg-amber-50 text-amber-900 ring-amber-200',
  confirmed: 'bg-sky-50 text-sky-900 ring-sky-200',
  shipped: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  completed: 'bg-green-50 text-green-900 ring-green-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
}

/**
 * The user centre's order list (spec sections 2 and 3): order number and order time, with each order's lines,
 * total and status (moved by staff in the back office). Newest first, ten per page.
 */
export function OrderListView() {
  const t = useTranslations('cart')
  const locale = useLocale()
  const [page, setPage] = useState(1)
  const [load, setLoad] = useState<Load>({ state: 'loading' })

  const refresh = useCallback(async () => {
    const answer = await cartRequest<OrderPage>(locale, 'GET', `/order/list?page=${page}&size=${PAGE_SIZE}`)
    if (isLoggedOut(answer)) return setLoad({ state: 'guest' })
    if (!isSuccess(answer) || !answer.data) return setLoad({ state: 'failed' })
    setLoad({ state: 'ready', data: answer.data })
  }, [locale, page])

  useEffect(() => {
    void refresh()
  }, [refresh])

  if (load.state !== 'ready') {
    return <LoadStatus state={load.state} redirect="/order-list" onRetry={() => void refresh()} />
  }
  const { list, total } = load.data
  if (list.length === 0) {
    return (
      <p data-testid="orders-empty" className="py-16 text-center text-slate-600">
        {t('orders.empty')}
      </p>
    )
  }
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const time = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  })

  return (
    <div data-testid="orders">
      <ul className="space-y-4">
        {list.map((order) => (
          <li key={order.id} data-testid="order" className="rounded-lg border border-slate-200">
            <div className="flex flex-wrap items-center gap-x-6 gap-y-1 border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm">
              <span>
                <span className="text-slate-600">{t('orders.orderNumber')}: </span>
                <span data-testid="order-number" className="font-semibold text-slate-900">
                  {order.orderNumber}
                </span>
              </span>
              <span>
                <span className="text-slate-600">{t('orders.orderTime')}: </span>
                <time dateTime={order.createdAt}>{time.format(new Date(order.createdAt))}</time>
              </span>
              <span
                data-testid="order-status"
                data-status={order.status}
                className={`ml-auto rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${STATUS_STYLE[order.status] ?? ''}`}
              >
                <span className="sr-only">{t('orders.status')}: </span>
                {order.statusText}
              </span>
            </div>
            <table className="w-full text-sm">
              <caption className="sr-only">{t('orders.lines')}</caption>
              <thead className="hidden text-left text-slate-600 xl:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t('columns.catalogNumber')}
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t('columns.productName')}
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {t('columns.size')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    {t('columns.count')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    {t('columns.price')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    {t('columns.subtotal')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line, i) => (
                  <tr
                    // Lines of a stored order never change; their position is a stable key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={i}
                    data-testid="order-line"
                    className="flex flex-wrap gap-x-3 border-t border-slate-100 px-4 py-2 xl:table-row xl:px-0"
                  >
                    <td className="font-medium xl:px-4 xl:py-2">{line.catalogNumber}</td>
                    <td className="xl:px-4 xl:py-2">{line.productName}</td>
                    <td className="text-slate-600 xl:px-4 xl:py-2 xl:text-slate-900">{line.size}</td>
                    <td className="xl:px-4 xl:py-2 xl:text-right">× {line.count}</td>
                    <td className="hidden xl:table-cell xl:px-4 xl:py-2 xl:text-right">{line.price}</td>
                    <td className="ml-auto xl:px-4 xl:py-2 xl:text-right">{line.subtotal}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="border-t border-slate-200 px-4 py-3 text-right text-sm">
              {t('orders.total')}: <span className="font-semibold text-red-700">{order.totalPrice}</span>
            </p>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="mt-6 flex items-center justify-center gap-4 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="rounded border border-slate-300 px-3 py-1.5 disabled:opacity-50"
          >
            {t('orders.previous')}
          </button>
          <span>{t('orders.page', { page, pages })}</span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            className="rounded border border-slate-300 px-3 py-1.5 disabled:opacity-50"
          >
            {t('orders.next')}
          </button>
        </nav>
      ) : null}
    </div>
  )
}
