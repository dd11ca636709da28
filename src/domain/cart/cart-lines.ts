import { z } from 'zod'
import { lineTotalFen, MAX_COUNT, MIN_COUNT } from './line-price'
import { visiblePriceFen } from './money'

/**
 * The cart's rules (spec sections 3, 4, 5 and 8): what a line and the totals show and what a request may carry.
 * Free of Payload and Next.js: the API, the use cases and the /cart screen share it (how a settled cart becomes
 * an order is `settlement.ts`).
 * Money is integer fen; a price is shown only to visitors in China and only when the size has one.
 */

/** Most lines one cart may hold, and most ids one batch request may name. */
export const MAX_CART_LINES = 100

/** A positive database id (fits every database's integer). */
export const cartId = z.number().int().min(1).max(2_147_483_647)

/** A count of one line: an integer 1–999, the same bounds as the product detail's stepper. */
export const cartCount = z.number().int().min(MIN_COUNT).max(MAX_COUNT)

/**
 * POST /order: what to add. Unknown keys (a price, a total) are dropped, never used: prices come from the
 * catalogue. `count` defaults to 1.
 */
export const addToCartSchema = z.object({
  productId: cartId,
  size: z.string().trim().min(1).max(100),
  count: cartCount.default(1),
})

/** PUT /order/{id}: the new count and/or the line's select flag. */
export const updateCartLineSchema = z
  .object({ count: cartCount.optional(), selected: z.boolean().optional() })
  .refine((v) => v.count !== undefined || v.selected !== undefined)

/** PUT /order/clear: which lines to settle (all lines of the cart when absent). */
export const settleSchema = z.object({
  idList: z.array(cartId).min(1).max(MAX_CART_LINES).optional(),
})

/** A path id ("12"), or null when it is not one. */
export function parseId(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null
  const n = Number(text)
  return n <= 2_147_483_647 ? n : null
}

/** The `idList` query of DELETE /order/batch ("3,5,8"): distinct ids, or null when malformed or too long. */
export function parseIdList(text: string | null): number[] | null {
  if (text === null) return null
  const parts = text.split(',').map((s) => s.trim())
  if (parts.length > MAX_CART_LINES) return null
  const ids: number[] = []
  for (const part of parts) {
    const id = parseId(part)
    if (id === null) return null
    if (!ids.includes(id)) ids.push(id)
  }
  return ids
}

/** The Idempotency-Key header: 8–100 printable token characters, or null when absent; 'invalid' otherwise. */
export function parseIdempotencyKey(value: string | null): string | null | 'invalid' {
  if (value === null) return null
  const key = value.trim()
  return /^[A-Za-z0-9_.:-]{8,100}$/.test(key) ? key : 'invalid'
}

/** A cart line as stored, joined with its product (null when the product is gone or unpublished). */
export interface CartLineSource {
  id: number
  productId: number | null
  catalogNumber: string
  productName: string
  size: string
  count: number
  selected: boolean
  /** The catalogue price of the size in fen; null when sold on inquiry or the size no longer exists. */
  priceFen: number | null
  /** False when the product or the size is no longer sold: the line can be deleted but not settled. */
  available: boolean
}

/** A cart line as GET /order answers it (spec section 3). */
export interface CartLineView
  extends Pick<CartLineSource, 'id' | 'productId' | 'catalogNumber' | 'productName' | 'size' | 'count' | 'priceFen'> {
  select: boolean
  /** Unit price as text, or the inquiry word. */
  price: string
  /** Count × unit price as text, or the inquiry word. */
  subtotal: string
  subtotalFen: number | null
  inquiry: boolean
  available: boolean
}

export interface CartTotals {
  /** Sum of the lines' counts. */
  totalCount: number
  /** The total as text, or the inquiry word when any line is an inquiry item (or prices are hidden). */
  totalPrice: string
  totalPriceFen: number | null
  inquiry: boolean
}

export function cartLineView(
  line: CartLineSource,
  showPrices: boolean,
  inquiryWord: string,
  format: (fen: number) => string,
): CartLineView {
  const fen = line.available ? visiblePriceFen(line.priceFen, showPrices) : null
  const subtotalFen = lineTotalFen(fen, line.count)
  return {
    select: line.selected,
    id: line.id,
    productId: line.productId,
    catalogNumber: line.catalogNumber,
    productName: line.productName,
    size: line.size,
    count: line.count,
    price: fen === null ? inquiryWord : format(fen),
    priceFen: fen,
    subtotal: subtotalFen === null ? inquiryWord : format(subtotalFen),
    subtotalFen,
    inquiry: subtotalFen === null,
    available: line.available,
  }
}

/**
 * The sum in fen of some lines' subtotals: null when any line is an inquiry item (its subtotal is null) or when
 * the sum is beyond a safe integer (then it is not a price anyone can pay; it reads as the inquiry word).
 */
export function totalFen(lines: readonly Pick<CartLineView, 'subtotalFen'>[]): number | null {
  let fen: number | null = 0
  for (const line of lines) fen = fen === null || line.subtotalFen === null ? null : fen + line.subtotalFen
  return fen !== null && Number.isSafeInteger(fen) ? fen : null
}

/**
 * The totals of some lines (all of a cart, or the selected ones on the screen). The price total becomes the
 * inquiry word when any line is an inquiry item (spec section 4); an empty selection totals ¥0.00.
 */
export function cartTotals(
  lines: readonly Pick<CartLineView, 'count' | 'subtotalFen'>[],
  inquiryWord: string,
  format: (fen: number) => string,
): CartTotals {
  const totalCount = lines.reduce((sum, line) => sum + line.count, 0)
  const fen = totalFen(lines)
  return { totalCount, totalPrice: fen === null ? inquiryWord : format(fen), totalPriceFen: fen, inquiry: fen === null }
}
