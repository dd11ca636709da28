import type { Payload } from 'payload'
import { formatFen, visiblePriceFen } from '../../domain/cart/money'

/**
 * A member's orders as the user centre lists them (`GET /api/v1/order/list`, spec section 4): newest first,
 * each with its lines, status and totals; prices shown only where the reader may see them.
 */
export interface OrdersReader {
  payload: Payload
  showPrices: boolean
  inquiryWord: string
  /** The status in the reader's language (`orderStatus.<status>` of the api messages). */
  statusText: (status: string) => string
}

export async function memberOrders(
  reader: OrdersReader,
  memberId: number,
  { page, size }: { page: number; size: number },
) {
  const found = await reader.payload.find({
    collection: 'orders',
    where: { member: { equals: memberId } },
    sort: '-createdAt',
    page,
    limit: size,
    depth: 0,
    overrideAccess: true,
  })
  const inquiry = reader.inquiryWord
  const money = (fen: number | null | undefined) => {
    const shown = visiblePriceFen(fen, reader.showPrices)
    return shown === null ? inquiry : formatFen(shown)
  }
  return {
    list: found.docs.map((o) => ({
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
      totalPrice: o.inquiry ? inquiry : money(o.totalFen),
    })),
    total: found.totalDocs,
    page,
    size,
  }
}
