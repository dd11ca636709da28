import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIENT_NAMESPACES, clientMessages } from './client-messages'
import cn from './messages/cn.json'

/**
 * The browser gets only some message namespaces (client-messages.ts). A client component reading another one
 * would show its keys instead of texts, so every client component's namespaces must be covered: by the
 * shared list, or by the extra namespaces its page passes to its own provider (listed here).
 */
const src = path.resolve(import.meta.dirname, '..')
const PAGE_EXTRAS: { prefix: string; namespaces: string[]; page: string }[] = [
  { prefix: 'components/toolbox/', namespaces: ['toolbox'], page: 'tool-class' },
  { prefix: 'components/forms/SuggestionForm.tsx', namespaces: ['suggestion'], page: 'search-not-found' },
]

function clientFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '(payload)' ? [] : clientFiles(full)
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.test.ts')) return []
    return fs.readFileSync(full, 'utf8').startsWith("'use client'") ? [full] : []
  })
}

const covered = (namespace: string, available: readonly string[]) =>
  available.some((ns) => namespace === ns || namespace.startsWith(`${ns}.`))

describe('client messages', () => {
  it('picks the listed namespaces, nested as in the catalogue', () => {
    const picked = clientMessages('cn', ['toolbox.meta'])
    expect(Object.keys(picked).sort()).toEqual([
      'account',
      'api',
      'cart',
      'catalog',
      'footer',
      'forms',
      'home',
      'leads',
      'shell',
      'toolbox',
    ])
    expect(picked.home).toEqual({ banners: cn.home.banners })
    expect(picked.catalog).toEqual({ tree: cn.catalog.tree, price: cn.catalog.price })
    expect(picked.toolbox).toEqual({ meta: cn.toolbox.meta })
    expect(picked.shell).toEqual(cn.shell)
  })

  it('refuses a path that names no messages', () => {
    expect(() => clientMessages('en', ['nope.nothing'])).toThrow(/nope\.nothing/)
  })

  it("covers every namespace a client component reads, in both languages' catalogues", () => {
    const files = clientFiles(src)
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const rel = path.relative(src, file).split(path.sep).join('/')
      const text = fs.readFileSync(file, 'utf8')
      const extras = PAGE_EXTRAS.filter((e) => rel.startsWith(e.prefix)).flatMap((e) => e.namespaces)
      const available = [...CLIENT_NAMESPACES, ...extras]
      for (const match of text.matchAll(/useTranslations\(\s*(?:'([^']*)')?\s*\)/g)) {
        const namespace = match[1]
        if (namespace) {
          expect(covered(namespace, available), `${rel}: useTranslations('${namespace}')`).toBe(true)
          continue
        }
        // useTranslations() without a namespace: every literal key's leading namespace must be covered.
        for (const key of text.matchAll(/\bt(?:\.rich)?\(\s*[`']([a-zA-Z]+)\./g)) {
          expect(covered(key[1] as string, available), `${rel}: t('${key[1]}.…')`).toBe(true)
        }
      }
    }
    for (const locale of ['cn', 'en'] as const)
      expect(() => clientMessages(locale, ['toolbox', 'suggestion'])).not.toThrow()
  })

  it('is passed by the pages that need more', () => {
    for (const { page, namespaces } of PAGE_EXTRAS) {
      const text = fs.readFileSync(path.join(src, 'app/(site)/[locale]', page, 'page.tsx'), 'utf8')
      for (const ns of namespaces) expect(text, page).toContain(`clientMessages(locale, ['${ns}'])`)
    }
  })
})
