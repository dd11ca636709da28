import compile from 'icu-minify/compile'

type Tree = { [key: string]: unknown }

/**
 * A message catalogue in the precompiled form the app's build gives the browser (next-intl's `precompile`,
 * next.config.ts), for tests that format messages as the browser does (src/i18n/client.tsx).
 */
export function compileMessages<T>(tree: T): T {
  const out: Tree = {}
  for (const [key, value] of Object.entries(tree as Tree))
    out[key] = typeof value === 'string' ? compile(value) : compileMessages(value)
  return out as T
}
