import { type CartLineSource, totalFen } from './cart-lines'
import { lineTotalFen } from './line-price'
import { visiblePriceFen } from './money'

/**
 * How settled cart lines become an order (spec sections 3 and 4): each line keeps the catalogue's unit price
 * and its subtotal, the order its total; any inquiry item (or an amount beyond a safe integer) makes the whole
 * order an inquiry with no total. The order keeps the price whatever the visitor's country: prices are hidden
 * when shown, not when stored.
 */

/** A line of an order as stored (the product's number and name copied, so the order outlives catalogue edits). */
export interface OrderLineDraft {
  product: number | null
  catalogNumber: string
  productName: string
  size: string
  count: number
  unitPriceFen: number | null
  subtotalFen: number | null
}

export interface Settlement {
  lines: OrderLineDraft[]
  totalFen: number | null
  inquiry: boolean
}

/**
 * The order of `lines`, each with the count it had when it was claimed (`counts` by line id; a line missing
 * there keeps its own count).
 */
export function settlementOf(lines: readonly CartLineSource[], counts: ReadonlyMap<number, number>): Settlement {
  const orderLines = lines.map((line): OrderLineDraft => {
    const count = counts.get(line.id) ?? line.count
    const unitPriceFen = visiblePriceFen(line.priceFen, true)
    return {
      product: line.productId,
      catalogNumber: line.catalogNumber,
      productName: line.productName,
      size: line.size,
      count,
      unitPriceFen,
      subtotalFen: lineTotalFen(unitPriceFen, count),
    }
  })
  const total = totalFen(orderLines)
  return { lines: orderLines, totalFen: total, inquiry: total === null }
}

/**
 * A human-friendly order number: the date in China (UTC+8) and six random digits, e.g. 20260512483920.
 * Unique by the database's constraint; the caller draws again on the rare clash.
 */
export function orderNumber(at: Date, random: () => number = Math.random): string {
  const china = new Date(at.getTime() + 8 * 60 * 60 * 1000)
  const ymd = china.toISOString().slice(0, 10).replaceAll('-', '')
  const digits = String(Math.floor(random() * 1_000_000)).padStart(6, '0')
  return `${ymd}${digits}`
}
