import compile from 'icu-minify/compile'
import { describe, expect, it } from 'vitest'
import { messageLeaves, type TextTree } from './catalogue-helpers'
import { fillMessage, translate } from './messages'
import cn from './messages/cn.json'
import en from './messages/en.json'

/**
 * The app's build precompiles the message catalogues (next-intl's `precompile`, next.config.ts), so the API's
 * `translate` meets compiled messages there and the JSON strings in tests: both must give the same text.
 */

const plainPlaceholders = (text: string) => !/\{\s*\w+\s*,|<\w+>/.test(text)

describe('translate', () => {
  it('fills placeholders and keeps unknown ones', () => {
    expect(translate('en', 'api.invalidParam', { param: 'size' })).toBe('Invalid parameter: size')
    expect(translate('en', 'api.invalidParam')).toBe('Invalid parameter: {param}')
    expect(translate('cn', 'no.such.key')).toBe('no.such.key')
    expect(translate('cn', 'api')).toBe('api')
  })

  for (const [locale, messages] of [
    ['cn', cn],
    ['en', en],
  ] as const) {
    it(`gives the same text from the precompiled ${locale} catalogue as from its JSON`, () => {
      const simple = messageLeaves(messages as unknown as TextTree).filter(([, text]) => plainPlaceholders(text))
      expect(simple.length).toBeGreaterThan(300)
      for (const [key, text] of simple) {
        const params = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], `<${m[1]}>`]))
        expect(fillMessage(compile(text), params), key).toBe(fillMessage(text, params))
      }
    })
  }

  it('refuses what it cannot fill: plural, select and tags', () => {
    expect(fillMessage(compile('{count, plural, one {# item} other {# items}}'), { count: 2 })).toBeNull()
    expect(fillMessage(compile('Read <link>the policy</link>'))).toBeNull()
    expect(fillMessage({ nested: 'object' })).toBeNull()
  })
})
