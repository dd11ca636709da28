import type { CollectionConfig } from 'payload'
import { admins, ownRecordsOrSales, sales } from '../../access/roles'
import { label, memberField } from '../_shared/fields'
import { guardStatusMove } from './hooks/guard-status-move'
import { STATUS_LABELS } from './status-labels'

/** What a settlement recorded stays as it was: staff change the status and the note, never the snapshot. */
const snapshot = { access: { update: () => false }, admin: { readOnly: true } }

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
    { ...snapshot, ...memberField },
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
