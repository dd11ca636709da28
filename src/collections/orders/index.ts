import type { CollectionConfig } from 'payload'
import { admins, adminsField, ownRecordsOrSales, sales } from '../../access/roles'
import { ORDER_ACTORS } from '../../domain/orders/status-machine'
import { label, memberField } from '../_shared/fields'
import { moneyField } from '../_shared/money-field'
import { rowLabel } from '../_shared/row-label-component'
import { addressFields, invoiceFields } from './checkout-fields'
import { orderExportEndpoints } from './endpoints/export'
import { guardStatusMove } from './hooks/guard-status-move'
import { queueOrderNotifications } from './hooks/queue-notifications'
import { STATUS_LABELS } from './status-labels'

/** What a settlement recorded stays as it was: staff change the status and the note, never the snapshot. */
const snapshot = { access: { update: () => false }, admin: { readOnly: true } }
/** Shown read-only; the status hook keeps it as recorded (see hooks/guard-status-move.ts). */
const readOnly = { admin: { readOnly: true } }
const statusOptions = Object.entries(STATUS_LABELS).map(([value, l]) => ({ value, label: l }))

/** Orders made by settling a cart. Lines are snapshots: later catalogue changes do not alter an order. */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: label('订单', 'Order'), plural: label('订单', 'Orders') },
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'member', 'status', 'totalFen', 'createdAt'],
    group: label('销售', 'Sales'),
    components: { beforeListTable: ['/collections/orders/components/OrderExport#OrderExport'] },
  },
  endpoints: orderExportEndpoints,
  access: { read: ownRecordsOrSales, create: sales, update: sales, delete: admins },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [guardStatusMove], afterChange: [queueOrderNotifications] },
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
      options: statusOptions,
      admin: {
        position: 'sidebar',
        description: label(
          '逐步向前：已提交→已确认→待付款→已付款→已发货→已送达；取消须填写原因，发货须填写承运商和运单号',
          'One step forward at a time: submitted → confirmed → awaiting payment → paid → shipped → delivered; cancelling needs a reason, shipping a carrier and tracking number',
        ),
      },
    },
    {
      name: 'cancelReason',
      type: 'textarea',
      label: label('取消原因', 'Cancellation reason'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'shipment',
      type: 'group',
      label: label('发货', 'Shipment'),
      fields: [
        { name: 'carrier', type: 'text', label: label('承运商', 'Carrier') },
        { name: 'trackingNumber', type: 'text', label: label('运单号', 'Tracking number') },
        { name: 'coldChainNote', type: 'textarea', label: label('冷链说明', 'Cold-chain note') },
      ],
    },
    {
      // The lines are the checkout's snapshot; staff add only each line's lot number (the hook keeps the rest).
      name: 'lines',
      type: 'array',
      label: label('订单明细', 'Lines'),
      labels: { singular: label('明细', 'Line'), plural: label('订单明细', 'Lines') },
      admin: { components: { RowLabel: rowLabel('orderLine', label('明细', 'Line')) } },
      fields: [
        { ...readOnly, name: 'product', type: 'relationship', relationTo: 'products', label: label('产品', 'Product') },
        { ...readOnly, name: 'catalogNumber', type: 'text', required: true, label: label('货号', 'Catalog number') },
        { ...readOnly, name: 'productName', type: 'text', required: true, label: label('产品名称', 'Product name') },
        { ...readOnly, name: 'size', type: 'text', required: true, label: label('规格', 'Size') },
        { ...readOnly, name: 'count', type: 'number', required: true, min: 1, label: label('数量', 'Quantity') },
        moneyField('unitPriceFen', '单价（元，空为询价）', 'Unit price (¥, empty = inquiry)', readOnly),
        moneyField('subtotalFen', '小计（元）', 'Subtotal (¥)', readOnly),
        { name: 'lotNumber', type: 'text', label: label('批号', 'Lot number') },
      ],
    },
    {
      // Written only by the status hook: every move with its time, who made it and the reason or shipment.
      ...snapshot,
      name: 'timeline',
      type: 'array',
      label: label('状态记录', 'Timeline'),
      labels: { singular: label('状态记录', 'Status record'), plural: label('状态记录', 'Timeline') },
      admin: {
        components: {
          RowLabel: rowLabel('timeline', label('状态记录', 'Status record'), { statusLabels: STATUS_LABELS }),
        },
      },
      fields: [
        { name: 'status', type: 'select', required: true, options: statusOptions, label: label('状态', 'Status') },
        {
          name: 'at',
          type: 'date',
          required: true,
          label: label('时间', 'Time'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'byRole',
          type: 'select',
          required: true,
          options: ORDER_ACTORS.map((a) => ({ value: a, label: a })),
          label: label('角色', 'Role'),
        },
        { name: 'by', type: 'text', label: label('操作人', 'By') },
        { name: 'note', type: 'textarea', label: label('说明', 'Note') },
      ],
    },
    moneyField('totalFen', '合计（元，空为询价）', 'Total (¥, empty = inquiry)', snapshot),
    {
      ...snapshot,
      name: 'inquiry',
      type: 'checkbox',
      defaultValue: false,
      label: label('含询价项', 'Contains inquiry items'),
    },
    {
      ...snapshot,
      name: 'shippingAddress',
      type: 'group',
      label: label('收货地址', 'Delivery address'),
      fields: addressFields({ required: false }),
    },
    {
      ...snapshot,
      name: 'invoice',
      type: 'group',
      label: label('发票', 'Invoice'),
      fields: invoiceFields({ required: false }),
    },
    { ...snapshot, name: 'poNumber', type: 'text', index: true, label: label('采购单号（PO）', 'PO number') },
    {
      ...snapshot,
      name: 'poFile',
      type: 'relationship',
      relationTo: 'private-files',
      label: label('采购单文件', 'PO file'),
    },
    { ...snapshot, name: 'remarks', type: 'textarea', label: label('客户备注', "Customer's remarks") },
    {
      // The language the customer ordered in: their notifications are written in it.
      ...snapshot,
      name: 'locale',
      type: 'select',
      defaultValue: 'cn',
      options: [
        { value: 'cn', label: label('中文', 'Chinese') },
        { value: 'en', label: label('英文', 'English') },
      ],
      label: label('客户语言', "Customer's language"),
    },
    {
      ...snapshot,
      name: 'termsAcceptedAt',
      type: 'date',
      label: label('同意条款时间', 'Terms accepted at'),
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // `<member id>:<Idempotency-Key>` of the settlement that made the order; unique, so a replay finds it.
      // Technical: readable by admins only (sales never see it in the admin or the REST API; the settlement
      // finds a replay with overrideAccess).
      ...snapshot,
      access: { ...snapshot.access, read: adminsField },
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
