import { translate as appTranslate, loadMessages } from '../../src/i18n/messages'
import type { Locale } from '../../src/i18n/routing'

/**
 * The tests' `translate`: the app's, except that a key with no message in that locale throws. The app's returns the
 * key itself, so a test comparing an answer with `translate(…)` passed on both sides when the message was missing.
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = loadMessages(locale)
  for (const part of key.split('.')) {
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined
  }
  if (typeof node !== 'string') throw new Error(`no ${locale} message "${key}" in src/i18n/messages/${locale}.json`)
  return appTranslate(locale, key, params)
}
