'use client'

import format from 'icu-minify/format'
import { cloneElement, createContext, isValidElement, type ReactNode, useContext, useMemo } from 'react'
import { TIME_ZONE } from '../domain/content/content-dates'
import type { Locale } from './routing'

/**
 * The browser's side of the translations: the messages the server picked for the page (client-messages.ts), in
 * next-intl's precompiled form (next.config.ts), formatted with icu-minify's formatter, the one next-intl's
 * own runtime uses. It replaces next-intl's client runtime (use-intl and its navigation, ~6 kB gzip in every
 * page) with the four calls the client components make: useLocale, useTranslations (t, t.rich, t.has) and
 * useMessages. Server components keep next-intl's (next-intl/server, or its hooks in server components).
 * docs/adr/0006-client-translations.md.
 */

export type MessageTree = { [key: string]: MessageTree | unknown }
type Values = Record<string, unknown>
type RichValues = Record<string, ReactNode | string | number | Date | ((chunks: ReactNode) => ReactNode)>

interface IntlValue {
  locale: Locale
  messages: MessageTree
}

const IntlContext = createContext<IntlValue | null>(null)

function useIntl(): IntlValue {
  const value = useContext(IntlContext)
  if (!value) throw new Error('No IntlProvider above this component (src/i18n/client.tsx)')
  return value
}

/** The locale and messages for the client components below; nested providers add namespaces (ExtraMessages). */
export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: MessageTree
  children: ReactNode
}) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages])
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>
}

export function useLocale(): Locale {
  return useIntl().locale
}

export function useMessages(): MessageTree {
  return useIntl().messages
}

function lookup(messages: MessageTree, path: string): unknown {
  let node: unknown = messages
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined
    node = (node as MessageTree)[part]
  }
  return node
}

const isMessage = (node: unknown) => typeof node === 'string' || Array.isArray(node)

const cache = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>()
function memo<T extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined
  if (!value) {
    value = make()
    cache.set(key, value)
  }
  return value
}

/** The formatters icu-minify calls for numbers, plurals and dates (one instance per locale and options). */
const formatters = {
  getNumberFormat: (locale: string, options?: Intl.NumberFormatOptions) =>
    memo(`n${locale}${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)),
  getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) =>
    memo(`p${locale}${JSON.stringify(options)}`, () => new Intl.PluralRules(locale, options)),
  getDateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) =>
    memo(`d${locale}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)),
}

function formatMessage(message: unknown, locale: Locale, values: Values): unknown {
  // icu-minify's formatter, typed for its compiled messages; a plain string is returned as it is. The locale
  // and time zone are the ones next-intl formats with on the server, so hydration finds the same text.
  type Format = (m: unknown, l: string, v: Values, o: { formatters: typeof formatters; timeZone: string }) => unknown
  return (format as Format)(message, locale, values, { formatters, timeZone: TIME_ZONE })
}

export interface Translator {
  (key: string, values?: Values): string
  /** The message with its tags rendered by the given functions (`link: (chunks) => <a>{chunks}</a>`). */
  rich(key: string, values?: RichValues): ReactNode
  has(key: string): boolean
}

/**
 * The messages under a namespace ("shell.topBar"). A key that is not there gives "namespace.key", as
 * next-intl's fallback does, and an error in the console (src/i18n/client-messages.test.ts keeps every
 * client component's namespaces in the page's messages).
 */
export function createTranslator(locale: Locale, messages: MessageTree, namespace?: string): Translator {
  const full = (key: string) => (namespace ? `${namespace}.${key}` : key)
  const messageOf = (key: string) => {
    const message = lookup(messages, full(key))
    if (isMessage(message)) return message
    console.error(`Missing message ${full(key)} (${locale})`)
    return null
  }
  const t = ((key: string, values: Values = {}) => {
    const message = messageOf(key)
    if (message === null) return full(key)
    const out = formatMessage(message, locale, values)
    return Array.isArray(out) ? out.join('') : String(out)
  }) as Translator
  t.rich = (key, values = {}) => {
    const message = messageOf(key)
    if (message === null) return full(key)
    let index = 0
    const keyed: Values = {}
    for (const [name, value] of Object.entries(values)) {
      keyed[name] =
        typeof value === 'function'
          ? (chunks: ReactNode) => {
              const node = value(chunks)
              return isValidElement(node) ? cloneElement(node, { key: `${name}-${index++}` }) : node
            }
          : value
    }
    return formatMessage(message, locale, keyed) as ReactNode
  }
  t.has = (key) => isMessage(lookup(messages, full(key)))
  return t
}

export function useTranslations(namespace?: string): Translator {
  const { locale, messages } = useIntl()
  return useMemo(() => createTranslator(locale, messages, namespace), [locale, messages, namespace])
}
