import type { Payload, Where } from 'payload'
import { formatFen } from '../../domain/cart/money'
import { type OrderFilters, orderWhere } from '../../domain/orders/order-filters'
import { awaitsPayment, orderFen, packingListAvailable, priceDocumentKind } from '../../domain/orders/order-view'
import { isOrderStatus, memberMayCancel } from '../../domain/orders/status-machine'
import type { Order } from '../../payload-types'
import { quoteView } from './quotes'
import type { BankTransferView } from './site-config'

/**
 * A member's orders as the user centre lists them (`GET /api/v1/order/list`, spec section 4): newest first,
 * each with its lines, status and totals; the money as the order shows it on every output (orderFiguresShown,
 * docs/adr/0030), not by the reader's country.
 */
export interface OrdersReader {
  payload: Payload
  inquiryWord: string
  /** The status in the reader's language (`orderStatus.<status>` of the api messages). */
  statusText: (status: string) => string
  /** A timeline event in the reader's language (`orderPayment.events.<event>`). */
  eventText: (event: string) => string
}

/** Filters of the list (`GET /order/list`); only page and size when none is given. */
export type OrderListOptions = Pick<OrderFilters, 'page' | 'size'> & Partial<OrderFilters>

export async function memberOrders(reader: OrdersReader, memberId: number, options: OrderListOptions) {
  const { page, size } = options
  const filters: OrderFilters = {
    status: null,
    fromIso: null,
    toIso: null,
    keyword: null,
    ...options,
  }
  const found = await reader.payload.find({
    collection: 'orders',
    where: orderWhere(memberId, filters) as Where,
    sort: '-createdAt',
    page,
    limit: size,
    depth: 0,
    overrideAccess: true,
  })
  return {
    list: found.docs.map((o) => orderSummary(reader, o)),
    total: found.totalDocs,
    page,
    size,
  }
}

/**
 * What the list and the detail both show of an order: number, time, status, the lines with their prices (or the
 * inquiry word), totals and the quote.
 */
function orderSummary(reader: OrdersReader, o: Order) {
  const quote = quoteView(o)
  const money = orderMoney(reader, o)
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    createdAt: o.createdAt,
    status: o.status,
    statusText: reader.statusText(o.status),
    lines: (o.lines ?? []).map((l) => ({
      catalogNumber: l.catalogNumber,
      productName: l.productName,
      size: l.size,
      count: l.count,
      price: money(l.unitPriceFen),
      subtotal: money(l.subtotalFen),
    })),
    totalCount: (o.lines ?? []).reduce((sum, l) => sum + l.count, 0),
    totalPrice: o.inquiry || (quote && !quote.sent) ? reader.inquiryWord : money(o.totalFen),
    inquiry: Boolean(o.inquiry),
    quote,
  }
}

/** Yuan as the order shows them (a quote sent: its offer; a region quote not sent: none), else the inquiry word. */
function orderMoney(reader: Pick<OrdersReader, 'inquiryWord'>, o: Order) {
  return (fen: number | null | undefined) => {
    const shown = orderFen(o, fen)
    return shown === null ? reader.inquiryWord : formatFen(shown)
  }
}

/**
 * The user centre's order detail (`GET /order/detail/{id}`): lines with prices (or the inquiry word) and lot
 * numbers, totals, the order's own copy of address and invoice, PO, remarks, shipment, the timeline with
 * localized statuses, what the member may still do and which documents exist. Staff's internal note, the
 * idempotency key and who moved the order are left out.
 */
/** What the order page shows of the order's attached files and of how to pay it (read by the caller). */
export interface OrderDetailExtras {
  poFileName?: string | null
  paymentProof?: { name: string; uploadedAt: string } | null
  /** The site settings' bank account, in the reader's language (null: not filled in). */
  bankTransfer?: BankTransferView | null
}

/**
 * How to pay an order by bank transfer (issue 21): while it awaits payment, the account (when set), the order
 * number to quote, the amount due in yuan and whether a proof may be uploaded; the proof uploaded, also later.
 * Null for an order that neither awaits payment nor has a proof.
 */
function paymentView(o: Order, extras: OrderDetailExtras) {
  const awaiting = awaitsPayment(o.status)
  const proof = extras.paymentProof ?? null
  if (!awaiting && !proof) return null
  return {
    awaiting,
    bankTransfer: awaiting ? (extras.bankTransfer ?? null) : null,
    orderNumber: o.orderNumber,
    amountDue: awaiting && orderFen(o, o.totalFen) !== null ? formatFen(o.totalFen as number) : null,
    proof,
    mayUploadProof: awaiting,
  }
}

export function orderDetailView(reader: OrdersReader, o: Order, extras: OrderDetailExtras = {}) {
  const summary = orderSummary(reader, o)
  const records = o.lines ?? []
  const status = isOrderStatus(o.status) ? o.status : null
  const address = o.shippingAddress
  const invoice = o.invoice
  return {
    ...summary,
    lines: summary.lines.map((line, i) => ({ ...line, lotNumber: records[i]?.lotNumber?.trim() || null })),
    shippingAddress: address?.recipient ? address : null,
    invoice: invoice?.type && invoice.type !== 'none' ? invoice : null,
    poNumber: o.poNumber?.trim() || null,
    poFile: o.poFile ? { name: extras.poFileName ?? 'PO.pdf' } : null,
    remarks: o.remarks?.trim() || null,
    cancelReason: o.status === 'cancelled' ? o.cancelReason?.trim() || null : null,
    shipment:
      o.shipment?.carrier || o.shipment?.trackingNumber
        ? {
            carrier: o.shipment.carrier ?? '',
            trackingNumber: o.shipment.trackingNumber ?? '',
            coldChainNote: o.shipment.coldChainNote?.trim() || null,
          }
        : null,
    timeline: (o.timeline ?? []).map((e) => ({
      status: e.status,
      event: e.event ?? null,
      statusText: e.event ? reader.eventText(e.event) : reader.statusText(e.status),
      at: e.at,
      note: e.note?.trim() || null,
    })),
    payment: paymentView(o, extras),
    mayCancel: status ? memberMayCancel(status) : false,
    documents: {
      priceDocument: priceDocumentKind(o),
      packingList: packingListAvailable(o.status),
    },
  }
}

export type OrderDetailView = ReturnType<typeof orderDetailView>

/** A file a member attached to an order (the PO file, the payment proof): its record (bytes read through the file storage), or null. */
export async function orderFile(payload: Payload, order: Order, field: 'poFile' | 'paymentProof') {
  const ref = order[field]
  const id = typeof ref === 'object' && ref ? ref.id : ref
  if (typeof id !== 'number') return null
  return payload.findByID({
    collection: 'private-files',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })
}
