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

/** Fen as staff type it back: "980.00" (no currency sign, no grouping), '' for none. */
export function fenToYuanText(fen: number | null | undefined): string {
  if (typeof fen !== 'number' || !Number.isInteger(fen)) return ''
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const MAX_FEN = 100_000_000_000 // ¥1,000,000,000.00: far above any price, below float precision limits

/**
 * Yuan as a person types it ("980", "980.5", "¥1,280.00", "１２.３", spaces) → integer fen, exactly (no floating
 * point); '' → null (no amount: inquiry); anything else (negative, three decimals, letters) → 'invalid'.
 */
export function parseYuan(text: string): number | null | 'invalid' {
  const cleaned = text
    .normalize('NFKC')
    .replace(/[\s,，]/g, '')
    .replace(/^[¥￥]/, '')
    .replace(/元$/, '')
  if (cleaned === '') return null
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(cleaned)
  if (!match) return 'invalid'
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return fen <= MAX_FEN ? fen : 'invalid'
}
