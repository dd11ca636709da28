import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { idCheckChar, isMainlandIdNumber, maskIdNumber } from './mainland-id'

/** Mainland ID numbers (GB 11643-1999): region, birth date, ISO 7064 MOD 11-2 check character. */
const TODAY = new Date('2026-01-01T00:00:00Z')
const make = (body17: string) => body17 + idCheckChar(body17)

describe('mainland ID number', () => {
  it('accepts the standard example 11010519491231002X and a lower-case x', () => {
    expect(isMainlandIdNumber('11010519491231002X', TODAY)).toBe(true)
    expect(isMainlandIdNumber('11010519491231002x', TODAY)).toBe(true)
    expect(isMainlandIdNumber(' 11010519491231002X ', TODAY)).toBe(true)
  })

  it('refuses a wrong check character, length or characters', () => {
    expect(isMainlandIdNumber('110105194912310021', TODAY)).toBe(false)
    expect(isMainlandIdNumber('11010519491231002', TODAY)).toBe(false)
    expect(isMainlandIdNumber('11010519491231002XX', TODAY)).toBe(false)
    expect(isMainlandIdNumber('1101051949123100AX', TODAY)).toBe(false)
    expect(isMainlandIdNumber('', TODAY)).toBe(false)
  })

  it('refuses an unknown region code', () => {
    expect(isMainlandIdNumber(make('99010519900101123'), TODAY)).toBe(false)
    expect(isMainlandIdNumber(make('00010519900101123'), TODAY)).toBe(false)
    expect(isMainlandIdNumber(make('44030519900101123'), TODAY)).toBe(true)
  })

  it('refuses birth dates that do not exist, are before 1900 or in the future', () => {
    expect(isMainlandIdNumber(make('11010519900230123'), TODAY)).toBe(false)
    expect(isMainlandIdNumber(make('11010519901301123'), TODAY)).toBe(false)
    expect(isMainlandIdNumber(make('11010518991231123'), TODAY)).toBe(false)
    expect(isMainlandIdNumber(make('11010520260102123'), TODAY)).toBe(false)
    expect(isMainlandIdNumber(make('11010520000229123'), TODAY)).toBe(true)
    expect(isMainlandIdNumber(make('11010519000229123'), TODAY)).toBe(false)
  })

  it('detects every single-digit change (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const id = make('11010519850607123')
        const digit = (Number(id[position]) + delta) % 10
        const changed = id.slice(0, position) + digit + id.slice(position + 1)
        expect(idCheckChar(changed.slice(0, 17))).not.toBe(changed[17])
      }),
    )
  })

  it('masks the number for lists', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110105********002X')
  })
})
