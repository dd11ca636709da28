import { loadMessages } from './messages'
import type { Locale } from './routing'

/**
 * The message namespaces the browser gets, by dotted path: what the client components of every page read
 * (shell, footer and its form, home banners, catalogue tree and price block). The whole catalogue would add
 * about 13 kB gzip of JSON to every page's HTML. A page whose client components read more passes its extra
 * namespaces to its own NextIntlClientProvider (the toolbox, the suggestion form); src/i18n/client-messages.test.ts
 * checks that every client component's namespace is covered.
 */
export const CLIENT_NAMESPACES = ['shell', 'forms', 'footer', 'home.banners', 'catalog.tree', 'catalog.price'] as const

/**
 * Namespaces the shell's pop-ups (enquiry, COA, first-login steps) fetch with their code when they first open
 * (`/api/i18n/<locale>/<namespace>`, src/components/shell/LazyDialogs.tsx), so no page carries them.
 */
export const LAZY_NAMESPACES = ['leads', 'account'] as const
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number]

type Tree = { [key: string]: Tree | string }

/** The shared namespaces and a page's `extra` ones, nested as in the catalogue. */
export function clientMessages(locale: Locale, extra: readonly string[] = []): Tree {
  return pickMessages(locale, [...CLIENT_NAMESPACES, ...extra])
}

/** The parts of a locale's messages named by dotted paths, nested as in the catalogue. */
export function pickMessages(locale: Locale, paths: readonly string[]): Tree {
  const all = loadMessages(locale) as unknown as Tree
  const out: Tree = {}
  for (const path of paths) {
    const parts = path.split('.')
    let from: Tree | string | undefined = all
    let to = out
    for (const [i, part] of parts.entries()) {
      from = typeof from === 'object' ? from[part] : undefined
      if (from === undefined) throw new Error(`clientMessages: no messages at ${path}`)
      if (i === parts.length - 1) {
        to[part] = from
        continue
      }
      const next = to[part]
      const child: Tree = typeof next === 'object' ? next : {}
      to[part] = child
      to = child
    }
  }
  return out
}
