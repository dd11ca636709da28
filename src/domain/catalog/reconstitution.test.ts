import { describe, expect, it } from 'vitest'
import { molarity, parsePositive, reconstitutionVolume, significant } from './reconstitution'

describe('reconstitution and molarity calculator (issue 19)', () => {
  it('adds 200 µL to 100 µg for 0.5 mg/mL, 1000 µL to 1 mg for 1 mg/mL', () => {
    expect(
      reconstitutionVolume({
        mass: '100',
        massUnit: 'µg',
        concentration: '0.5',
        concentrationUnit: 'mg/mL',
        mwKda: '',
      }),
    ).toEqual({ ok: true, volumeUl: 200, mgPerMl: 0.5 })
    expect(
      reconstitutionVolume({ mass: '1', massUnit: 'mg', concentration: '1', concentrationUnit: 'mg/mL', mwKda: '' }),
    ).toEqual({ ok: true, volumeUl: 1000, mgPerMl: 1 })
  })

  it('reads a concentration in µM through the molecular weight: 50 µg at 10 µM of 25 kDa is 200 µL', () => {
    expect(
      reconstitutionVolume({ mass: '50', massUnit: 'µg', concentration: '10', concentrationUnit: 'µM', mwKda: '25' }),
    ).toEqual({ ok: true, volumeUl: 200, mgPerMl: 0.25 })
  })

  it('computes molarity: 1 mg/mL of 20 kDa is 50 µM; 0.3 mg/mL of 18.6 kDa is 16.13 µM', () => {
    expect(molarity({ mgPerMl: '1', mwKda: '20' })).toEqual({ ok: true, micromolar: 50 })
    expect(molarity({ mgPerMl: '0.3', mwKda: '18.6' })).toEqual({ ok: true, micromolar: 16.13 })
  })

  it('names what is wrong with each input: empty, not a number, zero or negative', () => {
    expect(
      reconstitutionVolume({ mass: '', massUnit: 'µg', concentration: 'abc', concentrationUnit: 'µM', mwKda: '0' }),
    ).toEqual({ ok: false, errors: { mass: 'required', concentration: 'notNumber', mwKda: 'notPositive' } })
    expect(molarity({ mgPerMl: '-1', mwKda: '' })).toEqual({
      ok: false,
      errors: { mgPerMl: 'notPositive', mwKda: 'required' },
    })
  })

  it('accepts a decimal comma and spaces, and rounds away float noise', () => {
    expect(parsePositive(' 1,5 ')).toEqual({ ok: true, value: 1.5 })
    expect(parsePositive('0')).toEqual({ ok: false, error: 'notPositive' })
    expect(significant(199.99999999999997)).toBe(200)
  })
})
