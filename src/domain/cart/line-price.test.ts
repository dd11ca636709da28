import { describe, expect, it } from 'vitest'
import { lineTotalFen, MAX_COUNT, normalizeCount, priceView } from './line-price'
import { formatFen } from './money'

describe('price block arithmetic (integer fen)', () => {
  it('multiplies the size price by the count in fen', () => {
    expect(lineTotalFen(180000, 1)).toBe(180000)
    expect(lineTotalFen(180000, 3)).toBe(540000)
    expect(formatFen(lineTotalFen(180000, 3) ?? 0)).toBe('¥5,400.00')
    // 0.1 + 0.2 style float errors cannot happen: 10 × ¥0.10 + … stays exact
    expect(lineTotalFen(10, 3)).toBe(30)
    expect(formatFen(lineTotalFen(1999, 7) ?? 0)).toBe('¥139.93')
  })

  it('has no total for a size sold on inquiry or a broken price', () => {
    expect(lineTotalFen(null, 2)).toBeNull()
    expect(lineTotalFen(12.5, 2)).toBeNull()
    expect(lineTotalFen(-100, 2)).toBeNull()
  })

  it('keeps the count an integer from 1 to 999', () => {
    expect(normalizeCount('3')).toBe(3)
    expect(normalizeCount(' 12 ')).toBe(12)
    expect(normalizeCount('')).toBe(1)
    expect(normalizeCount('abc')).toBe(1)
    expect(normalizeCount('0')).toBe(1)
    expect(normalizeCount(-5)).toBe(1)
    expect(normalizeCount(2.7)).toBe(2)
    expect(normalizeCount('5000')).toBe(MAX_COUNT)
    expect(lineTotalFen(100, 5000)).toBe(100 * MAX_COUNT)
  })
})

describe('price view', () => {
  const sizes = [
    { size: '20 T', priceFen: 180000, price: '¥1,800.00' },
    { size: '48 T', priceFen: 378000, price: '¥3,780.00' },
    { size: '96 T', priceFen: null, price: '询价' },
  ]

  it('shows prices and the total of size × count in China', () => {
    const view = priceView(sizes, true, '48 T', 2, '询价', formatFen)
    expect(view.sizes.map((s) => s.label)).toEqual(['¥1,800.00', '¥3,780.00', '询价'])
    expect(view.selected).toBe('48 T')
    expect(view.total).toBe('¥7,560.00')
    expect(view.inquiry).toBe(false)
  })

  it('shows the inquiry word as total for a size sold on inquiry', () => {
    const view = priceView(sizes, true, '96 T', 5, '询价', formatFen)
    expect(view.total).toBe('询价')
    expect(view.inquiry).toBe(true)
  })

  it('shows only the inquiry word outside China', () => {
    const view = priceView(sizes, false, '20 T', 1, 'Inquiry', formatFen)
    expect(view.sizes.every((s) => s.label === 'Inquiry' && s.inquiry)).toBe(true)
    expect(view.total).toBe('Inquiry')
  })

  it('falls back to the first size and a valid count', () => {
    const view = priceView(sizes, true, 'nope', 0, '询价', formatFen)
    expect(view.selected).toBe('20 T')
    expect(view.count).toBe(1)
    expect(view.total).toBe('¥1,800.00')
    expect(priceView([], true, null, 1, '询价', formatFen)).toMatchObject({ selected: null, total: '询价' })
  })
})
