import cn from './messages/cn.json'
import en from './messages/en.json'
import type { Locale } from './routing'

export type Messages = typeof cn

const all: Record<Locale, Messages> = { cn, en }

export function loadMessages(locale: Locale): Messages {
  return all[locale]
}

/**
 * Looks up a dotted key ("api.E0400") in a locale's messages and fills `{name}` placeholders.
 * For server code outside React (API handlers); components use next-intl's hooks.
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = all[locale]
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return key
    node = (node as Record<string, unknown>)[part]
  }
  if (typeof node !== 'string') return key
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
