/**
 * Payload's `contains` operator becomes SQL `LIKE '%value%'` without escaping, so `%`, `_` (and `\` on
 * PostgreSQL) in a visitor's text would act as wildcards. Text with those characters is matched in two steps:
 * the database narrows by the longest run free of them, then the exact substring is checked here.
 */
const LIKE_SPECIAL = /[%_\\]/

export function hasLikeWildcards(text: string): boolean {
  return LIKE_SPECIAL.test(text)
}

/** The longest part of the text without LIKE wildcards ('' when there is none). */
export function likeSafeChunk(text: string): string {
  return text.split(/[%_\\]+/).reduce((best, part) => (part.length > best.length ? part : best), '')
}

/** Case-insensitive literal substring test, as the database's `contains` would be without wildcards. */
export function containsLiteral(haystack: string | null | undefined, needle: string): boolean {
  return (haystack ?? '').toLowerCase().includes(needle.toLowerCase())
}
