import { describe, expect, it } from 'vitest'
import {
  AWARD_PROGRAMME,
  award,
  awardFen,
  highestImpactFactorNote,
  normaliseDoi,
  PAPER_AWARD_MESSAGES,
  refuseAwardFiles,
  refuseTakenPaper,
} from './paper-award'

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

describe('what is already stored refuses an application (spec section 9)', () => {
  const files = {
    imageId1: 'front',
    imageId2: 'back',
    paperIds: ['paper-1', 'paper-2'],
    usableImages: new Set(['front', 'back']),
    usablePapers: new Set(['paper-1', 'paper-2']),
  }

  it('accepts two different usable ID images and usable paper files', () => {
    expect(refuseAwardFiles(files)).toBeNull()
  })

  it('refuses the same image twice, an unusable image, then an unusable paper file, in that order', () => {
    const fileRequired = { messageKey: PAPER_AWARD_MESSAGES.fileRequired }
    expect(refuseAwardFiles({ ...files, imageId2: 'front' })).toEqual({
      step: 'applicant',
      field: 'imageId2',
      ...fileRequired,
    })
    expect(refuseAwardFiles({ ...files, usableImages: new Set(['back']), usablePapers: new Set() })).toEqual({
      step: 'applicant',
      field: 'imageId1',
      ...fileRequired,
    })
    expect(refuseAwardFiles({ ...files, usableImages: new Set(['front']) })).toEqual({
      step: 'applicant',
      field: 'imageId2',
      ...fileRequired,
    })
    expect(refuseAwardFiles({ ...files, usablePapers: new Set(['paper-1']) })).toEqual({
      step: 'paper',
      field: 'paperFiles',
      ...fileRequired,
    })
  })

  it('one applicant per paper: any earlier application for the DOI is a conflict', () => {
    expect(refuseTakenPaper(0)).toBeNull()
    expect(refuseTakenPaper(1)).toEqual({
      step: 'paper',
      field: 'doi',
      messageKey: PAPER_AWARD_MESSAGES.paperTaken,
      conflict: true,
    })
  })

  it('only the highest impact factor is paid: sales are told of the same applicant’s papers on the product', () => {
    expect(highestImpactFactorNote('GMP-001', [])).toBeUndefined()
    expect(
      highestImpactFactorNote('GMP-001', [
        { id: 3, influenceFactor: 3 },
        { id: 7, influenceFactor: 12.5 },
      ]),
    ).toBe(
      'Same applicant, same product (GMP-001) as application(s) #3 (IF 3), #7 (IF 12.5): only the highest impact factor is paid.',
    )
  })
})
