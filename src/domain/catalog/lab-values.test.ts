import { describe, expect, it } from 'vitest'
import {
  formatEndotoxin,
  formatMolecularWeight,
  formatPurity,
  parseEndotoxin,
  parseMolecularWeight,
  parsePurity,
} from './lab-values'

describe('lab values from the old datasheet texts (issue 19 migration)', () => {
  it('purity: the percentage becomes the number, the method the note, in either language', () => {
    expect(parsePurity('> 95%（SDS-PAGE）')).toEqual({ value: 95, note: 'SDS-PAGE' })
    expect(parsePurity('> 95% (SDS-PAGE)')).toEqual({ value: 95, note: 'SDS-PAGE' })
    expect(parsePurity('>98%')).toEqual({ value: 98, note: '' })
    expect(parsePurity('> 95% (SDS-PAGE); > 90% (SEC-HPLC)')).toEqual({
      value: 95,
      note: '(SDS-PAGE); > 90% (SEC-HPLC)',
    })
    expect(parsePurity('> 95%（SDS-PAGE），无核酸酶污染')).toEqual({ value: 95, note: '（SDS-PAGE），无核酸酶污染' })
  })

  it('endotoxin: EU/µg as is, EU/mg converted, anything else kept whole as the note', () => {
    expect(parseEndotoxin('< 1.0 EU/µg（LAL法）')).toEqual({ value: 1, note: 'LAL法' })
    expect(parseEndotoxin('< 1.0 EU/µg (LAL method)')).toEqual({ value: 1, note: 'LAL method' })
    expect(parseEndotoxin('< 10 EU/mg')).toEqual({ value: 0.01, note: '' })
    expect(parseEndotoxin('< 0.1 EU per 1 µg of protein')).toEqual({ value: 0.1, note: 'of protein' })
    expect(parseEndotoxin('不适用')).toEqual({ value: null, note: '不适用' })
    expect(parseEndotoxin(null)).toEqual({ value: null, note: '' })
  })

  it('molecular weight in kDa, other texts kept whole', () => {
    expect(parseMolecularWeight('20.9 kDa')).toEqual({ value: 20.9, note: '' })
    expect(parseMolecularWeight('150 kDa (IgG)')).toEqual({ value: 150, note: 'IgG' })
    expect(parseMolecularWeight('about 30-35 kDa')).toEqual({ value: null, note: 'about 30-35 kDa' })
  })
})

describe('lab values as a page shows them', () => {
  it('the shared number with the language’s note, or the note alone', () => {
    expect(formatPurity(98, 'SDS-PAGE')).toBe('> 98% (SDS-PAGE)')
    expect(formatPurity(null, '不适用')).toBe('不适用')
    expect(formatEndotoxin(0.01, '')).toBe('< 0.01 EU/µg')
    expect(formatMolecularWeight(20.9, null)).toBe('20.9 kDa')
    expect(formatMolecularWeight(undefined, undefined)).toBe('')
  })
})
