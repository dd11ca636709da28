import { ORDER_STATUSES, type OrderStatus } from '../../domain/orders/status-machine'
import { translate } from '../../i18n/messages'

/** The order statuses as the back office and the site name them (`orders.status.*` of the messages). */
export const STATUS_LABELS = Object.fromEntries(
  ORDER_STATUSES.map((s) => [
    s,
    { zh: translate('cn', `orders.status.${s}`), en: translate('en', `orders.status.${s}`) },
  ]),
) as Record<OrderStatus, { zh: string; en: string }>
