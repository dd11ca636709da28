import type { OrderStatus } from './status-machine'

/**
 * What the user centre's order pages and the order API share, without zod (it would ride into the page's
 * JavaScript): the list's page size and query string, and which documents an order has.
 */
export const ORDER_PAGE_SIZE = 10

/**
 * The list page's query string for filters as the browser holds them (empty values left out), so the URL
 * carries exactly the filters shown; page 1 is the default and not written.
 */
export function filterSearch(values: {
  status?: string
  from?: string
  to?: string
  keyword?: string
  page?: number
}): string {
  const params = new URLSearchParams()
  for (const key of ['status', 'from', 'to', 'keyword'] as const) {
    const v = values[key]?.trim()
    if (v) params.set(key, v)
  }
  if (values.page && values.page > 1) params.set('page', String(values.page))
  const s = params.toString()
  return s ? `?${s}` : ''
}

/** Statuses from which the packing list exists (the goods left the warehouse). */
export const PACKED_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered']

export function packingListAvailable(status: string): boolean {
  return (PACKED_STATUSES as readonly string[]).includes(status)
}

/**
 * While an order awaits payment (issue 21) the member sees the bank-transfer details with the amount due (the
 * order page and the pro-forma invoice) and may upload a payment proof; staff then mark it paid. Before and after,
 * neither: the details are not shown for an order nobody asked to pay yet, and a proof after payment is moot.
 */
export const PAYMENT_STATUS: OrderStatus = 'awaiting_payment'

export function awaitsPayment(status: string | null | undefined): boolean {
  return status === PAYMENT_STATUS
}

/** What the money rule of an order reads: its quote (reason) and whether sales sent it (a `quoted` entry). */
export interface OrderMoneyFacts {
  quote?: { reason?: string | null } | null
  timeline?: { status: string }[] | null
}

/**
 * One rule for an order's money on every output a customer gets: the order page, the pro-forma/quotation PDF, the
 * mails, wherever they are read from (docs/adr/0030-order-prices-abroad.md). The visitor's country decides the
 * catalogue, the cart and the checkout (spec section 6: a checkout from abroad becomes a quote request); once an
 * order exists, what it shows is decided by the order, not by the reader's address:
 * - a quote sales sent shows its figures (the customer's own offer);
 * - a quote requested for a buyer outside mainland China (reason `region`), until it is sent, shows no figure
 *   (its lines hold catalogue prices the buyer may not see);
 * - any other order (placed in China) shows its stored figures; the inquiry word stands only where it has none.
 */
export function orderFiguresShown(order: OrderMoneyFacts): boolean {
  if (order.quote?.reason !== 'region') return true
  return (order.timeline ?? []).some((e) => e.status === 'quoted')
}

/** An amount of the order as every output shows it: the fen, or null where the inquiry word stands. */
export function orderFen(order: OrderMoneyFacts, fen: number | null | undefined): number | null {
  return orderFiguresShown(order) && typeof fen === 'number' && Number.isInteger(fen) ? fen : null
}

/**
 * The order's price document is a quotation while it has unpriced (inquiry) lines or shows no figures (a region
 * quote not yet sent), else a pro-forma invoice.
 */
export function priceDocumentKind(
  order: OrderMoneyFacts & {
    inquiry?: boolean | null
    lines?: { unitPriceFen?: number | null }[] | null
  },
): 'quotation' | 'proforma' {
  if (order.inquiry || !orderFiguresShown(order)) return 'quotation'
  const unpriced = (order.lines ?? []).some((l) => typeof l.unitPriceFen !== 'number')
  return unpriced ? 'quotation' : 'proforma'
}
