import { describe, expect, it } from 'vitest'
import { roundHalfUp, scaledRoundHalfUp, scaledToFixedHalfUp, toFixedHalfUp } from './rounding'

describe('roundHalfUp: half-up on the decimal value, not on the binary approximation', () => {
  it.each([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [0.125, 2, 0.13],
    [1.045, 2, 1.05],
    [8.345, 2, 8.35],
    [1.0049999999, 2, 1],
    [0.285, 2, 0.29],
    [54.545454545454, 2, 54.55],
    [106.85983333333333, 2, 106.86],
    [73.46211111111111, 4, 73.4621],
    [0.5, 0, 1],
    [1.5, 0, 2],
    [2.5, 0, 3],
    [9.995, 2, 10],
    [99.99999, 4, 100],
    [6073.49916, 4, 6073.4992],
    [0.00005, 4, 0.0001],
    [0.00004999, 4, 0],
    [1e-7, 2, 0],
    [123, 2, 123],
  ])('roundHalfUp(%d, %d) = %d', (x, dp, expected) => {
    expect(roundHalfUp(x, dp)).toBe(expected)
  })

  it('rounds ties away from zero for negative numbers', () => {
    expect(roundHalfUp(-2.675, 2)).toBe(-2.68)
    expect(roundHalfUp(-0.125, 2)).toBe(-0.13)
    expect(roundHalfUp(-1.004, 2)).toBe(-1)
    expect(toFixedHalfUp(-0.001, 2)).toBe('0.00')
  })

  it('handles exponent notation and non-finite values', () => {
    expect(roundHalfUp(1.5e21, 2)).toBe(1.5e21)
    expect(toFixedHalfUp(1.5e21, 1)).toBe('1500000000000000000000.0')
    expect(toFixedHalfUp(5e-7, 6)).toBe('0.000001')
    expect(toFixedHalfUp(4.9e-7, 6)).toBe('0.000000')
    expect(roundHalfUp(Number.NaN, 2)).toBeNaN()
    expect(roundHalfUp(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY)
    expect(toFixedHalfUp(Number.NaN, 2)).toBe('NaN')
  })

  it('formats fixed-point strings with trailing zeros', () => {
    expect(toFixedHalfUp(6073.49916, 2)).toBe('6073.50')
    expect(toFixedHalfUp(6169, 2)).toBe('6169.00')
    expect(toFixedHalfUp(9.995, 2)).toBe('10.00')
    expect(toFixedHalfUp(0.125, 2)).toBe('0.13')
    expect(toFixedHalfUp(2.5, 0)).toBe('3')
    expect(toFixedHalfUp(0, 2)).toBe('0.00')
  })

  it('is never more than half a unit away from the input', () => {
    for (let i = 0; i < 2000; i += 1) {
      const x = (i * 7.31) / 13
      expect(Math.abs(roundHalfUp(x, 2) - x)).toBeLessThanOrEqual(0.005 + 1e-12)
    }
  })
})

describe('scaled (exact) rounding used for masses', () => {
  it('rounds exact ties up', () => {
    // 6073.499150 Da in µDa: a tie at 4 dp
    expect(scaledToFixedHalfUp(6073499150n, 6, 4)).toBe('6073.4992')
    expect(scaledToFixedHalfUp(6073499149n, 6, 4)).toBe('6073.4991')
    expect(scaledToFixedHalfUp(6073495000n, 6, 2)).toBe('6073.50')
    expect(scaledToFixedHalfUp(6073494999n, 6, 2)).toBe('6073.49')
    expect(scaledRoundHalfUp(6070753612345n * 1000n, 12, 4)).toBe(6070.7536)
  })

  it('handles small, negative and zero values', () => {
    expect(scaledToFixedHalfUp(-61964620n, 6, 4)).toBe('-61.9646')
    expect(scaledToFixedHalfUp(-50n, 6, 4)).toBe('-0.0001')
    expect(scaledToFixedHalfUp(-49n, 6, 4)).toBe('0.0000')
    expect(scaledToFixedHalfUp(5n, 6, 6)).toBe('0.000005')
    expect(scaledToFixedHalfUp(12n, 0, 2)).toBe('12.00')
  })
})
