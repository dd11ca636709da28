import { describe, expect, it } from 'vitest'
import { stockMessage } from './stock'

describe('stock badge text (issue 19)', () => {
  it('in stock by default, ships in N days, made to order with or without a lead time', () => {
    expect(stockMessage(undefined, null)).toEqual({ key: 'inStock', values: {} })
    expect(stockMessage('ships-in-days', 5)).toEqual({ key: 'shipsInDays', values: { days: 5 } })
    expect(stockMessage('ships-in-days', null)).toEqual({ key: 'shipsSoon', values: {} })
    expect(stockMessage('made-to-order', 28)).toEqual({ key: 'madeToOrderDays', values: { days: 28 } })
    expect(stockMessage('made-to-order', 0)).toEqual({ key: 'madeToOrder', values: {} })
  })
})
