import type { OrderStatus } from '../../domain/cart/order-status'
import { label } from '../_shared/fields'

/** The order statuses as the back office names them (the status select and the refused-move message). */
export const STATUS_LABELS: Record<OrderStatus, { zh: string; en: string }> = {
  submitted: label('已提交', 'Submitted'),
  confirmed: label('已确认', 'Confirmed'),
  shipped: label('已发货', 'Shipped'),
  completed: label('已完成', 'Completed'),
  cancelled: label('已取消', 'Cancelled'),
}
