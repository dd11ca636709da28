import type { StockState } from './catalog'

/**
 * What a stock badge says (issue 19): the message key under `catalog.stock` and its values. "Ships in N days"
 * without N, or made to order without a lead time, say so without a number.
 */
export function stockMessage(
  stock: StockState | null | undefined,
  leadTimeDays: number | null | undefined,
): { key: 'inStock' | 'shipsInDays' | 'shipsSoon' | 'madeToOrder' | 'madeToOrderDays'; values: { days?: number } } {
  const days = typeof leadTimeDays === 'number' && leadTimeDays > 0 ? Math.round(leadTimeDays) : null
  if (stock === 'ships-in-days')
    return days ? { key: 'shipsInDays', values: { days } } : { key: 'shipsSoon', values: {} }
  if (stock === 'made-to-order')
    return days ? { key: 'madeToOrderDays', values: { days } } : { key: 'madeToOrder', values: {} }
  return { key: 'inStock', values: {} }
}
