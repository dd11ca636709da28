import { totalFen } from '../cart/cart-lines'
import { lineTotalFen } from '../cart/line-price'

/**
 * Quotes (issue 21), pure: which checkouts become quote requests, and the totals of a priced quote.
 * The status moves of a quote are the status machine's (status-machine.ts); its notifications are in
 * notifications.ts.
 */

/**
 * Areas (the members' `area`, codes of src/seed/data/areas.ts) outside mainland China: Taiwan, Hong Kong, Macao
 * and "outside mainland China". A member registered there is quoted like a visitor from abroad.
 */
export const AREAS_OUTSIDE_MAINLAND: readonly string[] = ['71', '81', '82', '00']

/** Why an order needs a quote before it can be placed. */
export type QuoteReason = 'inquiry' | 'region'

/**
 * Whether a checkout is a quote request: when a line has no price (an inquiry item), or when the buyer is outside
 * mainland China, by the visitor's country (src/services/geo/geo.ts, the same decision that hides prices) or by
 * the member's registered area. Null: a normal order.
 */
export function quoteReason(input: {
  inquiry: boolean
  visitorInChina: boolean
  memberAreaCode?: string | null
}): QuoteReason | null {
  if (input.inquiry) return 'inquiry'
  if (!input.visitorInChina) return 'region'
  if (input.memberAreaCode && AREAS_OUTSIDE_MAINLAND.includes(input.memberAreaCode)) return 'region'
  return null
}

export interface QuoteLine {
  count: number
  unitPriceFen?: number | null
  subtotalFen?: number | null
}

/** The lines with their subtotals from the (quoted) unit prices, and the total; null total while a line is unpriced. */
export function pricedQuote<L extends QuoteLine>(
  lines: readonly L[],
): { lines: Array<L & { subtotalFen: number | null }>; totalFen: number | null } {
  const priced = lines.map((line) => {
    const unit = typeof line.unitPriceFen === 'number' ? line.unitPriceFen : null
    return { ...line, subtotalFen: lineTotalFen(unit, line.count) }
  })
  return { lines: priced, totalFen: priced.length > 0 ? totalFen(priced) : null }
}
