import { describe, expect, it } from 'vitest'
import type { CartLineSource } from './cart-lines'
import { orderNumber, settlementOf } from './settlement'

const line = (id: number, priceFen: number | null, count: number): CartLineSource => ({
  id,
  productId: 100 + id,
  catalogNumber: `CD00${id}`,
  productName: `Kit ${id}`,
  size: '20 T',
  count,
  selected: true,
  priceFen,
  available: true,
})

describe('settling cart lines into an order', () => {
  it('keeps each unit price and subtotal, and totals the order', () => {
    const s = settlementOf([line(1, 128_000, 3), line(2, 50, 2)], new Map())
    expect(s.lines.map((l) => [l.product, l.unitPriceFen, l.count, l.subtotalFen])).toEqual([
      [101, 128_000, 3, 384_000],
      [102, 50, 2, 100],
    ])
    expect(s).toMatchObject({ totalFen: 384_100, inquiry: false })
  })

  it('uses the count each line had when it was claimed', () => {
    const s = settlementOf([line(1, 100, 3)], new Map([[1, 5]]))
    expect(s.lines[0]).toMatchObject({ count: 5, subtotalFen: 500 })
    expect(s.totalFen).toBe(500)
  })

  it('makes the whole order an inquiry when one line has no price', () => {
    const s = settlementOf([line(1, 100, 1), line(2, null, 1)], new Map())
    expect(s.lines[1]).toMatchObject({ unitPriceFen: null, subtotalFen: null })
    expect(s).toMatchObject({ totalFen: null, inquiry: true })
  })

  it('never stores an amount beyond a safe integer (the overflow guards of the price rules)', () => {
    const huge = Number.MAX_SAFE_INTEGER - 1
    const s = settlementOf([line(1, huge, 999)], new Map())
    expect(s.lines[0]?.subtotalFen).toBeNull()
    expect(s.inquiry).toBe(true)
    const sum = settlementOf([line(1, 2 ** 52, 1), line(2, 2 ** 52, 1)], new Map())
    expect(sum.lines.map((l) => l.subtotalFen)).toEqual([2 ** 52, 2 ** 52])
    expect(sum).toMatchObject({ totalFen: null, inquiry: true })
  })
})

describe('order numbers', () => {
  it('are the date in China followed by six digits', () => {
    // 2026-05-11 20:30 UTC is already 12 May in China.
    expect(orderNumber(new Date('2026-05-11T20:30:00Z'), () => 0.0123456)).toBe('20260512012345')
    expect(orderNumber(new Date('2026-01-01T00:00:00Z'), () => 0)).toBe('20260101000000')
  })
})
