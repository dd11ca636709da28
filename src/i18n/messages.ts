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
  return fillMessage(node, params) ?? key
}

/**
 * One message with its `{name}` placeholders filled (unknown names stay as they are), or null when it is not a
 * message or uses more than plain placeholders (plural, select, tags: the API's messages do not). A message is
 * the JSON's string, or, in the app's build, next-intl's precompiled form of it (next.config.ts): an array of
 * text parts and `[name]` placeholders.
 */
export function fillMessage(message: unknown, params: Record<string, string | number> = {}): string | null {
  const value = (name: string, whole: string) => (name in params ? String(params[name]) : whole)
  if (typeof message === 'string') return message.replace(/\{(\w+)\}/g, (whole, name: string) => value(name, whole))
  if (!Array.isArray(message)) return null
  let out = ''
  for (const part of message) {
    if (typeof part === 'string') out += part
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string')
      out += value(part[0], `{${part[0]}}`)
    else return null
  }
  return out
}
