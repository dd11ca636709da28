import type { CollectionConfig, FieldAccess } from 'payload'
import { admins, adminsField, hasRole, ownRecordsOrSales, sales } from '../../access/roles'
import { describeReplyClock } from '../../domain/leads/inbox'
import { orderAnsweredAt, orderClockStart, orderReplyClock } from '../../domain/orders/reply-clock'
import { isQuoteStatus, ORDER_ACTORS, ORDER_EVENTS } from '../../domain/orders/status-machine'
import { now } from '../../services/clock'
import { label, memberField } from '../_shared/fields'
import { moneyField } from '../_shared/money-field'
import { rowLabel } from '../_shared/row-label-component'
import { addressFields, invoiceFields } from './checkout-fields'
import { orderExportEndpoints } from './endpoints/export'
import { guardStatusMove } from './hooks/guard-status-move'
import { queueOrderNotifications } from './hooks/queue-notifications'
import { EVENT_LABELS, STATUS_LABELS } from './status-labels'

/** What a settlement recorded stays as it was: staff change the status and the note, never the snapshot. */
const snapshot = { access: { update: () => false }, admin: { readOnly: true } }
/** Shown read-only; the status hook keeps it as recorded (see hooks/guard-status-move.ts). */
const readOnly = { admin: { readOnly: true } }
const statusOptions = Object.entries(STATUS_LABELS).map(([value, l]) => ({ value, label: l }))
/**
 * A quote's prices, lead time and validity are typed by sales (and admins) while the request waits for its quote;
 * once sent they are what the customer accepts, so nobody changes them (the status hook keeps them as well).
 */
const quoteEditable: FieldAccess = ({ req, doc }) =>
  hasRole(req.user, 'sales') && (doc as { status?: string } | undefined)?.status === 'quote_requested'
/** Staff only: the reply clock is the back office's business, not the customer's. */
const staffRead = {
  read: ({ req }: { req: { user?: { collection?: string } | null } }) => req.user?.collection === 'users',
}

/**
 * The inbox's 24-hour reply clock on orders (issue 21), computed on every read from the status and the time the
 * order became submitted (`submittedAt`, src/domain/orders/reply-clock.ts). The list's overdue filter is
 * OrderReplyFilter.
 */
const replyClockFields: CollectionConfig['fields'] = [
  {
    // Written only by the status hook: checkout, or the member's acceptance of a quote (the clock's start).
    name: 'submittedAt',
    type: 'date',
    index: true,
    access: { create: () => false, update: () => false },
    label: label('提交时间', 'Submitted at'),
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'replyTimeLeft',
    type: 'text',
    virtual: true,
    access: staffRead,
    label: label('剩余回复时间', 'Time left to reply'),
    admin: { position: 'sidebar', readOnly: true },
    hooks: {
      afterRead: [
        ({ data, req }) =>
          describeReplyClock(
            orderReplyClock(data?.status, orderClockStart(data ?? {}), now()),
            req?.i18n?.language === 'en' ? 'en' : 'zh',
          ),
      ],
    },
  },
  {
    name: 'overdue',
    type: 'checkbox',
    virtual: true,
    access: staffRead,
    label: label('已超时', 'Overdue'),
    admin: { position: 'sidebar', readOnly: true },
    hooks: { afterRead: [({ data }) => orderReplyClock(data?.status, orderClockStart(data ?? {}), now()).overdue] },
  },
  {
    name: 'answeredAt',
    type: 'date',
    virtual: true,
    access: staffRead,
    label: label('回复时间', 'Answered at'),
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    hooks: {
      afterRead: [
        ({ data }) => {
          const at = orderAnsweredAt(data?.timeline)
          return at === null ? null : new Date(at).toISOString()
        },
      ],
    },
  },
]

/** Orders made by settling a cart. Lines are snapshots: later catalogue changes do not alter an order. */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: label('订单', 'Order'), plural: label('订单', 'Orders') },
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'member', 'status', 'totalFen', 'replyTimeLeft', 'overdue', 'createdAt'],
    group: label('销售', 'Sales'),
    components: {
      beforeListTable: [
        '/collections/orders/components/OrderReplyFilter#OrderReplyFilter',
        '/collections/orders/components/OrderExport#OrderExport',
      ],
    },
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
          '逐步向前：已提交→已确认→待付款→已付款→已发货→已送达；取消须填写原因，发货须填写承运商和运单号。询价单：填写每行单价和报价有效期后改为「已报价」（发送报价），由客户接受或拒绝',
          'One step forward at a time: submitted → confirmed → awaiting payment → paid → shipped → delivered; cancelling needs a reason, shipping a carrier and tracking number. A quote request: set every line\'s unit price and the validity, then move it to "Quoted" (sends the quote); the customer accepts or declines it',
        ),
      },
    },
    ...replyClockFields,
    {
      name: 'cancelReason',
      type: 'textarea',
      label: label('取消原因', 'Cancellation reason'),
      admin: { position: 'sidebar' },
    },
    {
      // The quote of a quote request (issue 21): staff fill it in, then move the order to `quoted`.
      name: 'quote',
      type: 'group',
      label: label('报价', 'Quote'),
      admin: {
        condition: (data) => Boolean(data?.quote?.reason) || isQuoteStatus(data?.status),
        description: label(
          '每行单价（元）在下方订单明细中填写；发送报价须为每行定价并填写有效期',
          "Each line's unit price (¥) is set in the lines below; sending the quote needs a price for every line and a validity date",
        ),
      },
      fields: [
        {
          name: 'reason',
          type: 'select',
          label: label('报价原因', 'Why a quote'),
          options: [
            { value: 'inquiry', label: label('含询价项', 'Inquiry items') },
            { value: 'region', label: label('中国大陆以外的客户', 'Customer outside mainland China') },
          ],
          access: { update: () => false },
          admin: { readOnly: true },
        },
        { name: 'leadTime', type: 'text', label: label('货期', 'Lead time'), access: { update: quoteEditable } },
        {
          name: 'validUntil',
          type: 'date',
          index: true,
          label: label('报价有效期至', 'Quote valid until'),
          access: { update: quoteEditable },
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
      ],
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
        // Staff price each line of a quote request (yuan in the form, fen stored); read-only otherwise.
        moneyField('unitPriceFen', '单价（元，空为询价）', 'Unit price (¥, empty = inquiry)', {
          access: { update: quoteEditable },
        }),
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
          RowLabel: rowLabel('timeline', label('状态记录', 'Status record'), {
            statusLabels: STATUS_LABELS,
            eventLabels: EVENT_LABELS,
          }),
        },
      },
      fields: [
        { name: 'status', type: 'select', required: true, options: statusOptions, label: label('状态', 'Status') },
        {
          // Empty for a status move; an event recorded at that status otherwise (a payment proof uploaded).
          name: 'event',
          type: 'select',
          options: ORDER_EVENTS.map((e) => ({ value: e, label: EVENT_LABELS[e] })),
          label: label('事件', 'Event'),
        },
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
        {
          // Who made the move (a staff e-mail, a member id): staff only. The member's own order page promises no
          // staff names, and no API gives a member a staff identity (issue 31, point 11).
          name: 'by',
          type: 'text',
          access: staffRead,
          label: label('操作人', 'By'),
        },
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
      // Shown as text, always rendered (components/SnapshotGroup.tsx): the warehouse and finance read it.
      admin: { ...snapshot.admin, components: { Field: '/collections/orders/components/SnapshotGroup#SnapshotGroup' } },
      label: label('收货地址', 'Delivery address'),
      fields: addressFields({ required: false }),
    },
    {
      ...snapshot,
      name: 'invoice',
      type: 'group',
      // Shown as text, always rendered (components/SnapshotGroup.tsx): the warehouse and finance read it.
      admin: { ...snapshot.admin, components: { Field: '/collections/orders/components/SnapshotGroup#SnapshotGroup' } },
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
    {
      // The member's proof of its bank transfer, uploaded on the order page while the order awaits payment
      // (POST /api/v1/order/payment-proof/{id}); the upload is on the timeline. Staff download it below.
      ...snapshot,
      name: 'paymentProof',
      type: 'relationship',
      relationTo: 'private-files',
      label: label('付款凭证', 'Payment proof'),
      admin: { ...snapshot.admin, position: 'sidebar' },
    },
    {
      name: 'paymentProofLink',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => Boolean(data?.paymentProof),
        components: { Field: '/collections/orders/components/PaymentProofLink#PaymentProofLink' },
      },
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
