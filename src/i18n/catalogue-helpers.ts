import compile from 'icu-minify/compile'

/**
 * Helpers for tests that read the message catalogues (src/i18n/messages/*.json) as a whole.
 */

/** A catalogue, or part of one, as its JSON: nested namespaces with message strings. */
export type TextTree = { [key: string]: string | TextTree }

/** Every message of a catalogue as [dotted key, text]. */
export function messageLeaves(tree: TextTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : messageLeaves(value, `${prefix}${key}.`),
  )
}

/**
 * A message catalogue in the precompiled form the app's build gives the browser (next-intl's `precompile`,
 * next.config.ts), for tests that format messages as the browser does (src/i18n/client.tsx).
 */
export function compileMessages<T>(tree: T): T {
  const out: { [key: string]: unknown } = {}
  for (const [key, value] of Object.entries(tree as { [key: string]: unknown })) {
    out[key] = typeof value === 'string' ? compile(value) : compileMessages(value)
  }
  return out as T
}
