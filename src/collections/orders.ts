import { type CollectionBeforeChangeHook, type CollectionConfig, ValidationError } from 'payload'
import { admins, ownRecordsOrSales, sales } from '../access/roles'
import { canMoveOrder, isOrderStatus, nextOrderStatuses, type OrderStatus } from '../domain/order-status'
import { label } from './fields'

const STATUS_LABELS: Record<OrderStatus, { zh: string; en: string }> = {
  submitted: label('已提交', 'Submitted'),
  confirmed: label('已确认', 'Confirmed'),
  shipped: label('已发货', 'Shipped'),
  completed: label('已完成', 'Completed'),
  cancelled: label('已取消', 'Cancelled'),
}

/**
 * Staff move orders forward only (src/domain/order-status.ts): completed and cancelled are final, shipped
 * orders cannot be cancelled. A refused move names both statuses and the allowed ones, in both languages.
 */
/** What a settlement recorded stays as it was: staff change the status and the note, never the snapshot. */
const snapshot = { access: { update: () => false }, admin: { readOnly: true } }

const guardStatusMove: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update') return data
  const from: unknown = originalDoc?.status
  const to: unknown = data.status
  if (!isOrderStatus(from) || !isOrderStatus(to) || canMoveOrder(from, to)) return data
  const allowed = nextOrderStatuses(from)
  const zh = `订单状态不能从「${STATUS_LABELS[from].zh}」改为「${STATUS_LABELS[to].zh}」，可改为：${allowed.map((s) => STATUS_LABELS[s].zh).join('、')}`
  const en = `An order cannot move from ${STATUS_LABELS[from].en} to ${STATUS_LABELS[to].en}; allowed: ${allowed.map((s) => STATUS_LABELS[s].en).join(', ')}`
  throw new ValidationError({ collection: 'orders', errors: [{ path: 'status', message: `${zh} / ${en}` }], req })
}

/** Orders made by settling a cart. Lines are snapshots: later catalogue changes do not alter an order. */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: label('订单', 'Order'), plural: label('订单', 'Orders') },
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'member', 'status', 'totalFen', 'createdAt'],
    group: label('销售', 'Sales'),
  },
  access: { read: ownRecordsOrSales, create: sales, update: sales, delete: admins },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [guardStatusMove] },
  fields: [
    {
      ...snapshot,
      name: 'orderNumber',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('订单号', 'Order number'),
    },
    {
      ...snapshot,
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      required: true,
      index: true,
      label: label('会员', 'Member'),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'submitted',
      index: true,
      label: label('状态', 'Status'),
      options: Object.entries(STATUS_LABELS).map(([value, l]) => ({ value, label: l })),
    },
    {
      ...snapshot,
      name: 'lines',
      type: 'array',
      label: label('订单明细', 'Lines'),
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', label: label('产品', 'Product') },
        { name: 'catalogNumber', type: 'text', required: true, label: label('货号', 'Catalog number') },
        { name: 'productName', type: 'text', required: true, label: label('产品名称', 'Product name') },
        { name: 'size', type: 'text', required: true, label: label('规格', 'Size') },
        { name: 'count', type: 'number', required: true, min: 1, label: label('数量', 'Quantity') },
        {
          name: 'unitPriceFen',
          type: 'number',
          label: label('单价（分，空为询价）', 'Unit price (fen, empty = inquiry)'),
        },
        { name: 'subtotalFen', type: 'number', label: label('小计（分）', 'Subtotal (fen)') },
      ],
    },
    {
      ...snapshot,
      name: 'totalFen',
      type: 'number',
      label: label('合计（分，空为询价）', 'Total (fen, empty = inquiry)'),
    },
    {
      ...snapshot,
      name: 'inquiry',
      type: 'checkbox',
      defaultValue: false,
      label: label('含询价项', 'Contains inquiry items'),
    },
    {
      // `<member id>:<Idempotency-Key>` of the settlement that made the order; unique, so a replay finds it.
      ...snapshot,
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      index: true,
      label: label('幂等键', 'Idempotency key'),
    },
    {
      name: 'staffNote',
      type: 'textarea',
      label: label('内部备注', 'Internal note'),
      access: { read: ({ req }) => req.user?.collection === 'users' },
    },
  ],
}
