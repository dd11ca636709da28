import { describe, expect, it } from 'vitest'
import { addToCartSchema, cartLineView, cartTotals, parseId, parseIdempotencyKey, parseIdList } from './cart-lines'
import { formatFen } from './money'

const line = {
  id: 1,
  productId: 9,
  catalogNumber: 'CD002',
  productName: 'Kit',
  size: '20 T',
  count: 3,
  selected: true,
  priceFen: 128_000,
  available: true,
}

describe('a cart line (spec section 3)', () => {
  it('shows unit price and subtotal from the catalogue price', () => {
    expect(cartLineView(line, true, 'Inquiry', formatFen)).toMatchObject({
      select: true,
      price: '¥1,280.00',
      subtotal: '¥3,840.00',
      subtotalFen: 384_000,
      inquiry: false,
    })
  })

  it('is the inquiry word outside China, for a size without price, and for a product no longer sold', () => {
    for (const view of [
      cartLineView(line, false, 'Inquiry', formatFen),
      cartLineView({ ...line, priceFen: null }, true, 'Inquiry', formatFen),
      cartLineView({ ...line, available: false }, true, 'Inquiry', formatFen),
    ]) {
      expect(view).toMatchObject({ price: 'Inquiry', subtotal: 'Inquiry', priceFen: null, inquiry: true })
    }
  })
})

describe('cart totals (spec section 4)', () => {
  it('adds counts and subtotals in fen', () => {
    const t = cartTotals(
      [
        { count: 2, subtotalFen: 10 },
        { count: 1, subtotalFen: 5 },
      ],
      '询价',
      formatFen,
    )
    expect(t).toEqual({ totalCount: 3, totalPrice: '¥0.15', totalPriceFen: 15, inquiry: false })
  })

  it('becomes the inquiry word when any line is an inquiry item', () => {
    const t = cartTotals(
      [
        { count: 2, subtotalFen: 10 },
        { count: 1, subtotalFen: null },
      ],
      '询价',
      formatFen,
    )
    expect(t).toMatchObject({ totalCount: 3, totalPrice: '询价', totalPriceFen: null, inquiry: true })
  })

  it('is zero for no lines', () => {
    expect(cartTotals([], '询价', formatFen).totalPrice).toBe('¥0.00')
  })
})

describe('request parsing', () => {
  it('accepts ids 1…2^31-1 only', () => {
    expect(parseId('12')).toBe(12)
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '2147483648', '', undefined]) expect(parseId(bad)).toBeNull()
  })

  it('reads an idList of distinct ids, refusing anything malformed or longer than 100', () => {
    expect(parseIdList('3,5,3')).toEqual([3, 5])
    expect(parseIdList(' 4 , 6 ')).toEqual([4, 6])
    for (const bad of ['3,,5', 'a', '3;5', Array(101).fill(1).join(',')]) expect(parseIdList(bad)).toBeNull()
  })

  it('reads an Idempotency-Key of 8–100 token characters', () => {
    expect(parseIdempotencyKey(null)).toBeNull()
    expect(parseIdempotencyKey('0b7c1e7e-6c2f-4a44-9d0d-0d4f7c3a1b22')).toBe('0b7c1e7e-6c2f-4a44-9d0d-0d4f7c3a1b22')
    for (const bad of ['short', 'has space!', 'x'.repeat(101)]) expect(parseIdempotencyKey(bad)).toBe('invalid')
  })

  it('drops prices sent with an add-to-cart request and defaults the count to 1', () => {
    const parsed = addToCartSchema.parse({ productId: 1, size: '10 µg', price: 1, totalFen: 1 })
    expect(parsed).toEqual({ productId: 1, size: '10 µg', count: 1 })
  })
})
