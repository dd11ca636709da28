import { describe, expect, it } from 'vitest'
import { AWARD_PROGRAMME, award, awardFen, normaliseDoi } from './paper-award'

/** Spec section 9: the award tiers by impact factor, 20% tax withheld. */
describe('award tiers', () => {
  it.each([
    [0, 0],
    [-3, 0],
    [Number.NaN, 0],
    [0.001, 50_000],
    [1.999, 50_000],
    [2, 100_000],
    [2.001, 100_000],
    [4.999, 100_000],
    [5, 200_000],
    [9.999, 200_000],
    [10, 300_000],
    [54.94, 300_000],
    [1000, 300_000],
  ])('IF %s → %i fen', (impactFactor, fen) => {
    expect(awardFen(impactFactor)).toBe(fen)
  })

  it('withholds 20% income tax from the gross award', () => {
    expect(award(12)).toEqual({ grossFen: 300_000, taxFen: 60_000, netFen: 240_000 })
    expect(award(1)).toEqual({ grossFen: 50_000, taxFen: 10_000, netFen: 40_000 })
    expect(award(0)).toEqual({ grossFen: 0, taxFen: 0, netFen: 0 })
  })

  it('states the programme facts of spec section 2', () => {
    expect(AWARD_PROGRAMME).toEqual({ since: 2016, paidCnyOver: 780_000, papersOver: 2_400, asOfYear: 2022 })
  })
})

describe('DOI key (one applicant per paper)', () => {
  it('ignores case and resolver prefixes', () => {
    const key = '10.1038/s41586-020-2012-7'
    for (const doi of [
      '10.1038/S41586-020-2012-7',
      'https://doi.org/10.1038/s41586-020-2012-7',
      'doi: 10.1038/s41586-020-2012-7',
      ' http://dx.doi.org/10.1038/s41586-020-2012-7 ',
    ]) {
      expect(normaliseDoi(doi)).toBe(key)
    }
  })
})
