import { describe, expect, it } from 'vitest'
import { ERROR_CODES, formatMessage, MESSAGES_EN, messageText } from './messages'
import cn from './messages-cn.json'
import en from './messages-en.json'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('message catalogue', () => {
  it('messages-en.json holds exactly the texts used by the library', () => {
    expect(en).toEqual(MESSAGES_EN)
  })

  it('messages-cn.json translates every key with the same placeholders', () => {
    const cnTexts: Record<string, string> = cn
    expect(Object.keys(cnTexts).sort()).toEqual(Object.keys(MESSAGES_EN).sort())
    for (const [key, text] of Object.entries(MESSAGES_EN)) {
      const translated = cnTexts[key] ?? ''
      expect(placeholders(translated), key).toEqual(placeholders(text))
      expect(translated, key).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('every error code has a text', () => {
    for (const code of ERROR_CODES) expect(MESSAGES_EN[code]).toBeTruthy()
  })

  it('is safe for ICU MessageFormat (no apostrophe before a brace, #, | or apostrophe)', () => {
    for (const text of [...Object.values(MESSAGES_EN), ...Object.values(cn)]) expect(text).not.toMatch(/'[{}#|']/)
  })

  it('fills placeholders and keeps unknown ones', () => {
    expect(formatMessage('a {x} b {y}', { x: 1 })).toBe('a 1 b {y}')
    expect(messageText('E_SEQ_LONG', { max: 50000 })).toBe('Sequence is longer than 50000 nt.')
    expect(messageText('E_SEQ_CHAR', { chars: "'N'", position: 4 })).toBe(
      "Invalid character(s) 'N' at position 4. Only A, C, G, T and U are allowed.",
    )
  })

  it('contains the requirement text verbatim', () => {
    expect(MESSAGES_EN.W_SAMPLE_TOO_DILUTE).toBe('Sample concentration too low, please adjust it')
  })
})
