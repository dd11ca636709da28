import { describe, expect, it } from 'vitest'
import { compileMessages, messageLeaves, type TextTree } from '../i18n/catalogue-helpers'
import { createTranslator, type MessageTree } from '../i18n/client'
import { translate } from '../i18n/messages'
import cnAll from '../i18n/messages/cn.json'
import enAll from '../i18n/messages/en.json'
import { calculate } from './calculate'
import { ERROR_CODES, formatMessage, MESSAGES_EN, type MessageKey, messageText } from './messages'

/**
 * One source per language: the English texts of every code are `MESSAGES_EN` (messages.ts, what the
 * library and the API answer); the app's en.json `toolbox.codes` is derived from it and must be equal. The
 * Chinese texts live only in cn.json `toolbox.codes`. The page renders all of them with the browser's translator (ICU
 * MessageFormat, src/i18n/client.tsx), the API with `translate` (plain `{name}` replacement): both must give the same text.
 */

const en = (enAll as unknown as { toolbox: TextTree }).toolbox
const cn = (cnAll as unknown as { toolbox: TextTree }).toolbox
const enCodes = en.codes as Record<string, string>
const cnCodes = cn.codes as Record<string, string>

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort()

/** Every leaf of a message tree as [dotted key, text]. */

/** Parameter values as the library and the page pass them (quoted strings, whole and decimal numbers). */
const SAMPLE_PARAMS: Record<string, string | number> = {
  chars: "'N', 'X'",
  position: 4,
  required: "'AG'",
  actual: "'GG'",
  analog: 'm7GpppAmG',
  value: 482.07,
}
const paramsFor = (text: string) =>
  Object.fromEntries(placeholders(text).map((name, i) => [name, SAMPLE_PARAMS[name] ?? 50000 + i]))

describe('message catalogue', () => {
  it('en.json toolbox.codes is exactly the library texts (MESSAGES_EN, the source)', () => {
    expect(enCodes).toEqual(MESSAGES_EN)
  })

  it('cn.json toolbox.codes translates every key with the same placeholders', () => {
    expect(Object.keys(cnCodes).sort()).toEqual(Object.keys(MESSAGES_EN).sort())
    for (const [key, text] of Object.entries(MESSAGES_EN)) {
      const translated = cnCodes[key] ?? ''
      expect(placeholders(translated), key).toEqual(placeholders(text))
      expect(translated, key).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('both languages have the same toolbox keys and placeholders', () => {
    const enLeaves = new Map(messageLeaves(en))
    const cnLeaves = new Map(messageLeaves(cn))
    expect([...cnLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort())
    for (const [key, text] of enLeaves) expect(placeholders(cnLeaves.get(key) ?? ''), key).toEqual(placeholders(text))
  })

  it('every error code has a text', () => {
    for (const code of ERROR_CODES) expect(MESSAGES_EN[code]).toBeTruthy()
  })

  it('is safe for ICU MessageFormat (no apostrophe before a brace, #, | or apostrophe; no tags)', () => {
    for (const [key, text] of [...messageLeaves(en), ...messageLeaves(cn)]) {
      expect(text, key).not.toMatch(/'[{}#|']/)
      expect(text, key).not.toMatch(/<\/?[A-Za-z]/)
    }
  })

  it('renders every toolbox text as the page does, exactly as the plain replacement (both languages)', () => {
    for (const [locale, tree, all] of [
      ['en', en, enAll],
      ['cn', cn, cnAll],
    ] as const) {
      const t = createTranslator(locale, compileMessages(all) as unknown as MessageTree, 'toolbox')
      const render = t as unknown as (key: string, params?: Record<string, string | number>) => string
      for (const [key, text] of messageLeaves(tree)) {
        const params = paramsFor(text)
        const expected = formatMessage(text, params)
        expect(render(key, params), `${locale} ${key}`).toBe(expected)
        expect(translate(locale, `toolbox.${key}`, params), `${locale} ${key}`).toBe(expected)
        expect(expected, `${locale} ${key}`).not.toMatch(/[{}]/)
      }
    }
  })

  it('renders the library errors as the page does, exactly as the English text the API answers', () => {
    const t = createTranslator('en', compileMessages(enAll) as unknown as MessageTree, 'toolbox')
    const render = t as unknown as (key: string, params?: Record<string, string | number>) => string
    const failures = [
      calculate('probe_design', {
        sequence: "GGN'X{a}",
        probe_start: 1,
        probe_length: 25,
        digestion_position: 18,
        hybrid_length: 5,
      }),
      calculate('product_mass', {
        product_sequence: 'GGGAGACCAAGCUGGCUA',
        modification: 'none',
        capping_method: 'cotranscriptional',
        cap_analog: 'm7GpppAmG',
      }),
      calculate('probe_design', { sequence: '>a\nGG\n>b\nGG' }),
      calculate('reaction_system', { mrna_length: 10 }),
    ]
    for (const out of failures) {
      expect(out.ok).toBe(false)
      if (out.ok) continue
      expect(render(`codes.${out.error.messageKey}`, out.error.params)).toBe(out.error_message)
      expect(translate('en', `toolbox.codes.${out.error.messageKey}`, out.error.params)).toBe(out.error_message)
    }
  })

  it('fills placeholders and keeps unknown ones', () => {
    expect(formatMessage('a {x} b {y}', { x: 1 })).toBe('a 1 b {y}')
    expect(messageText('E_SEQ_LONG', { max: 50000 })).toBe('Sequence is longer than 50000 nt.')
    expect(messageText('E_SEQ_CHAR', { chars: "'N'", position: 4 })).toBe(
      "Invalid character(s) 'N' at position 4. Only A, C, G, T and U are allowed.",
    )
  })

  it('contains the requirement texts verbatim', () => {
    expect(MESSAGES_EN.W_SAMPLE_TOO_DILUTE).toBe('Sample concentration too low, please adjust it')
    const t = createTranslator('en', compileMessages(enAll) as unknown as MessageTree, 'toolbox')
    const render = t as unknown as (key: string) => string
    expect(render('codes.W_SAMPLE_TOO_DILUTE')).toBe('Sample concentration too low, please adjust it')
    expect(render('export.loginRequired')).toBe('Please login first')
  })

  it('has a Chinese text for every message key the library can report', () => {
    for (const key of Object.keys(MESSAGES_EN) as MessageKey[]) expect(cnCodes[key]).toBeTruthy()
  })
})
