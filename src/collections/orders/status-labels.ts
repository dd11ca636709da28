import {
  ORDER_EVENTS,
  ORDER_STATUSES,
  type OrderEvent,
  type OrderStatus,
  statusMessageKey,
} from '../../domain/orders/status-machine'
import { translate } from '../../i18n/messages'

/** The order statuses as the back office and the site name them (`orders.status.*`, `quotes.status.*`). */
export const STATUS_LABELS = Object.fromEntries(
  ORDER_STATUSES.map((s) => [
    s,
    { zh: translate('cn', statusMessageKey(s)), en: translate('en', statusMessageKey(s)) },
  ]),
) as Record<OrderStatus, { zh: string; en: string }>

/** The timeline's events as the back office and the site name them (`orderPayment.events.*`). */
export const EVENT_LABELS = Object.fromEntries(
  ORDER_EVENTS.map((e) => [
    e,
    { zh: translate('cn', `orderPayment.events.${e}`), en: translate('en', `orderPayment.events.${e}`) },
  ]),
) as Record<OrderEvent, { zh: string; en: string }>
