import { TIME_ZONE } from '@/domain/content/content-dates'
import { orderStatusStyle } from './order-status-style'

/** An order's times as members read them: medium date, short time, Shanghai (list, detail, timeline). */
export const orderTimeFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  })

interface OrderHeadProps {
  order: { orderNumber: string; createdAt: string; status: string; statusText: string }
  /** The labels before the number and the time and (for screen readers) before the status, from the caller's messages. */
  label: (field: 'orderNumber' | 'orderTime' | 'status') => string
  time: Intl.DateTimeFormat
  /** Extra classes of the status badge (its place in the row). */
  statusClassName?: string
}

/** The order's number, time and status badge; the caller's row lays them out. */
export function OrderHead({ order, label, time, statusClassName }: OrderHeadProps) {
  return (
    <>
      <span>
        <span className="text-slate-600">{label('orderNumber')}: </span>
        <span data-testid="order-number" className="font-semibold text-slate-900">
          {order.orderNumber}
        </span>
      </span>
      <span>
        <span className="text-slate-600">{label('orderTime')}: </span>
        <time dateTime={order.createdAt}>{time.format(new Date(order.createdAt))}</time>
      </span>
      <span
        data-testid="order-status"
        data-status={order.status}
        className={`${statusClassName ? `${statusClassName} ` : ''}rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${orderStatusStyle(order.status)}`}
      >
        <span className="sr-only">{label('status')}: </span>
        {order.statusText}
      </span>
    </>
  )
}
