import type { CollectionConfig } from 'payload'
import { admins, ownRecordsOrSales, sales } from '../access/roles'
import { label } from './fields'

export const ORDER_STATUSES = ['submitted', 'confirmed', 'shipped', 'completed', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

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
  fields: [
    {
      name: 'orderNumber',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('订单号', 'Order number'),
    },
    {
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
      options: [
        { value: 'submitted', label: label('已提交', 'Submitted') },
        { value: 'confirmed', label: label('已确认', 'Confirmed') },
        { value: 'shipped', label: label('已发货', 'Shipped') },
        { value: 'completed', label: label('已完成', 'Completed') },
        { value: 'cancelled', label: label('已取消', 'Cancelled') },
      ],
    },
    {
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
    { name: 'totalFen', type: 'number', label: label('合计（分，空为询价）', 'Total (fen, empty = inquiry)') },
    { name: 'inquiry', type: 'checkbox', defaultValue: false, label: label('含询价项', 'Contains inquiry items') },
    {
      name: 'idempotencyKey',
      type: 'text',
      index: true,
      label: label('幂等键', 'Idempotency key'),
      admin: { readOnly: true },
    },
    {
      name: 'staffNote',
      type: 'textarea',
      label: label('内部备注', 'Internal note'),
      access: { read: ({ req }) => req.user?.collection === 'users' },
    },
  ],
}
