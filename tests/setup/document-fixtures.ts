import type { LotView } from '../../src/lib/data/lots'
import type { Order } from '../../src/payload-types'

/**
 * What the document tests and the documents bench draw besides their own products and orders: a lot with every
 * QC value, the company block of the site settings, and the quotation made from an order (no prices until sent).
 */
export const DEMO_LOT: LotView = {
  id: 2,
  productId: 1,
  lotNumber: 'L2026-0042',
  manufacturedAt: '2026-11-01',
  expiresAt: '2028-11-01',
  concentrationMgPerMl: 0.48,
  purityPercent: 97.4,
  endotoxinEuPerUg: 0.06,
  ed50Value: 0.42,
  ed50Unit: 'ng/mL',
  activityNote: '',
  qcImages: [],
  coaFileId: null,
  updatedAt: '2026-11-02T00:00:00.000Z',
}

export const DEMO_COMPANY = {
  brand: '示例生物 Acme Bio',
  phone: '400-600-0940',
  mail: 'sales@example.com',
  officeHours: '9:00-17:30',
}

/** The order as a quotation not yet priced: no total, no line prices. */
export function quoteOf(order: Order): Order {
  return {
    ...order,
    inquiry: true,
    totalFen: null,
    lines: order.lines?.map((l) => ({ ...l, unitPriceFen: null, subtotalFen: null })),
  } as unknown as Order
}
