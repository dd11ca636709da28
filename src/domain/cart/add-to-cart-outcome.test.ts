import { describe, expect, it } from 'vitest'
import { addToCartOutcome } from './add-to-cart-outcome'

describe('add to cart outcome (spec sections 6 and 8)', () => {
  it('asks to log in on 401 or E0401', () => {
    expect(addToCartOutcome(401, 'E0401')).toBe('login')
    expect(addToCartOutcome(401, null)).toBe('login')
    expect(addToCartOutcome(200, 'E0401')).toBe('login')
  })
  it('succeeds only on E0001', () => {
    expect(addToCartOutcome(200, 'E0001')).toBe('added')
    expect(addToCartOutcome(200, 'E0400')).toBe('failed')
    expect(addToCartOutcome(500, 'E0500')).toBe('failed')
    expect(addToCartOutcome(404, 'E0404')).toBe('failed')
    expect(addToCartOutcome(0, undefined)).toBe('failed')
  })
})
