/** Money is integer fen (CNY cents). */
export function formatFen(fen: number): string {
  const yuan = Math.trunc(fen / 100)
  const cents = Math.abs(fen % 100)
  return `¥${yuan.toLocaleString('en-US')}.${String(cents).padStart(2, '0')}`
}

/**
 * What a visitor may see of a price: the amount when prices are shown to them and the size has one;
 * otherwise null, which the caller renders as the inquiry word.
 */
export function visiblePriceFen(priceFen: number | null | undefined, showPrices: boolean): number | null {
  if (!showPrices) return null
  return typeof priceFen === 'number' && Number.isInteger(priceFen) && priceFen >= 0 ? priceFen : null
}
