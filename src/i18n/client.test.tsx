import { createTranslator as nextIntlTranslator } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { compileMessages, messageLeaves, type TextTree } from './catalogue-helpers'
import { createTranslator, type MessageTree } from './client'
import cn from './messages/cn.json'
import en from './messages/en.json'

/**
 * The browser formats the page's messages with src/i18n/client.tsx instead of next-intl's runtime, while the
 * server renders the same components' HTML with next-intl: every message must come out the same from both, or
 * hydration would show other texts than the server sent.
 */

/** Sample values for a message's arguments: numbers for plural and number arguments, text for the rest. */
function sampleValues(text: string, count: number): Record<string, string | number> {
  const values: Record<string, string | number> = {}
  for (const [, name, kind] of text.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
    if (!name || /^(one|other|zero|few|many|two)$/.test(name)) continue
    values[name] = kind === 'plural' || kind === 'number' || kind === 'selectordinal' ? count : `«${name}»`
  }
  return values
}

const hasTags = (text: string) => /<\w+>/.test(text)

describe('client translations', () => {
  for (const [locale, messages] of [
    ['cn', cn],
    ['en', en],
  ] as const) {
    const compiled = compileMessages(messages) as unknown as MessageTree
    const ours = createTranslator(locale, compiled)
    const theirs = nextIntlTranslator({ locale, messages, timeZone: 'Asia/Shanghai' }) as unknown as {
      (key: string, values?: object): string
      rich(key: string, values?: object): unknown
    }

    it(`formats every ${locale} message as next-intl does, plurals with 0, 1 and 2`, () => {
      const all = messageLeaves(messages as unknown as TextTree)
      expect(all.length).toBeGreaterThan(500)
      for (const [key, text] of all.filter(([, text]) => !hasTags(text))) {
        for (const count of [0, 1, 2]) {
          const values = sampleValues(text, count)
          expect(ours(key, values), `${locale} ${key} (${count})`).toBe(theirs(key, values))
        }
      }
    })

    it(`renders every ${locale} message with tags as next-intl's t.rich does`, () => {
      const tagged = messageLeaves(messages as unknown as TextTree).filter(([, text]) => hasTags(text))
      expect(tagged.length).toBeGreaterThan(0)
      for (const [key, text] of tagged) {
        const values: Record<string, unknown> = sampleValues(text, 2)
        for (const [, tag] of text.matchAll(/<(\w+)>/g))
          values[tag as string] = (chunks: unknown) => <b>{chunks as string}</b>
        const html = (node: unknown) => renderToStaticMarkup(<span>{node as React.ReactNode}</span>)
        expect(html(ours.rich(key, values as never)), `${locale} ${key}`).toBe(html(theirs.rich(key, values)))
      }
    })
  }

  it('answers t.has, and gives "namespace.key" for a missing message as next-intl does', () => {
    const t = createTranslator('en', compileMessages(en) as unknown as MessageTree, 'shell.topBar')
    expect(t.has('language')).toBe(true)
    expect(t.has('nothing')).toBe(false)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(t('nothing')).toBe('shell.topBar.nothing')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('shell.topBar.nothing'))
    error.mockRestore()
  })
})
