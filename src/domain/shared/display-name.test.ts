import { describe, expect, it } from 'vitest'
import { stripControlCharacters } from './display-name'

describe('stripControlCharacters (display names of uploaded files)', () => {
  it('removes right-to-left overrides, isolates and marks', () => {
    expect(stripControlCharacters('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    for (const c of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ]) {
      expect(stripControlCharacters(`a${c}b.pdf`)).toBe('ab.pdf')
    }
  })

  it('removes C0 and C1 controls and DEL, keeps the rest of the name (CJK included)', () => {
    expect(stripControlCharacters('a\u0000b\tc\r\nd\u007fe\u0085f\u009fg')).toBe('abcdefg')
    expect(stripControlCharacters('论文 第1版 (final).pdf')).toBe('论文 第1版 (final).pdf')
  })
})
