/**
 * The price block's arithmetic (spec section 6: prices only for visitors in China). Money is integer fen;
 * the total of a size × count is computed in fen and formatted once, never with floats.
 */
export const MIN_COUNT = 1
export const MAX_COUNT = 999

/** A count the visitor typed or stepped to, as an integer in 1–999 (anything unreadable is 1). */
export function normalizeCount(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value.trim(), 10)
  if (!Number.isFinite(n)) return MIN_COUNT
  return Math.min(MAX_COUNT, Math.max(MIN_COUNT, Math.trunc(n)))
}

/** The total in fen of `count` units at `priceFen`, or null when the size is sold on inquiry. */
export function lineTotalFen(priceFen: number | null, count: number): number | null {
  if (priceFen === null || !Number.isSafeInteger(priceFen) || priceFen < 0) return null
  const total = priceFen * normalizeCount(count)
  return Number.isSafeInteger(total) ? total : null
}

/** A size as /api/v1/product/detail answers it: `priceFen` null and `price` the inquiry word when hidden. */
export interface PricedSize {
  size: string
  priceFen: number | null
  price: string
}

export interface PriceView {
  sizes: { size: string; label: string; inquiry: boolean }[]
  /** The chosen size (the first one when the choice is not among the sizes). */
  selected: string | null
  count: number
  /** The total of the chosen size × count in yuan, or the inquiry word. */
  total: string
  inquiry: boolean
}

/**
 * What the price block shows: each size's price or the inquiry word, and the total of the chosen size ×
 * count. Outside China (`isChina` false) everything is the inquiry word, whatever the sizes carry.
 */
export function priceView(
  sizes: readonly PricedSize[],
  isChina: boolean,
  selected: string | null,
  count: number,
  inquiryWord: string,
  format: (fen: number) => string,
): PriceView {
  const shown = sizes.map((s) => {
    const fen = isChina ? lineTotalFen(s.priceFen, 1) : null
    return { size: s.size, fen, label: fen === null ? inquiryWord : format(fen), inquiry: fen === null }
  })
  const chosen = shown.find((s) => s.size === selected) ?? shown[0]
  const n = normalizeCount(count)
  const totalFen = chosen ? lineTotalFen(chosen.fen, n) : null
  return {
    sizes: shown.map(({ size, label, inquiry }) => ({ size, label, inquiry })),
    selected: chosen?.size ?? null,
    count: n,
    total: totalFen === null ? inquiryWord : format(totalFen),
    inquiry: totalFen === null,
  }
}
