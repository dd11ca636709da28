/**
 * Natural order of catalog numbers and names (issue 19): digit runs compare as numbers, so IL-1, IL-2, … IL-10
 * (not IL-1, IL-10, IL-11, … IL-2); "CD002" and "CD2" are the same number and the shorter spelling comes first.
 * Letters compare case-insensitively, then by code point, so the order is total and the same on every node.
 */

const CHUNK = /(\d+)|(\D+)/g

function chunks(value: string): string[] {
  return value.normalize('NFKC').match(CHUNK) ?? []
}

function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '')
  const y = b.replace(/^0+(?=\d)/, '')
  if (x.length !== y.length) return x.length - y.length
  if (x !== y) return x < y ? -1 : 1
  return a.length - b.length
}

function compareText(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  if (x !== y) return x < y ? -1 : 1
  return 0
}

/** Negative, zero or positive as `a` sorts before, with or after `b` in natural order. */
export function naturalCompare(a: string, b: string): number {
  const left = chunks(a)
  const right = chunks(b)
  const n = Math.min(left.length, right.length)
  for (let i = 0; i < n; i++) {
    const x = left[i] as string
    const y = right[i] as string
    const xDigit = x.charCodeAt(0) >= 48 && x.charCodeAt(0) <= 57
    const yDigit = y.charCodeAt(0) >= 48 && y.charCodeAt(0) <= 57
    // A number sorts before text at the same position ("IL-2" before "IL-A").
    if (xDigit !== yDigit) return xDigit ? -1 : 1
    const c = xDigit ? compareDigits(x, y) : compareText(x, y)
    if (c !== 0) return c
  }
  if (left.length !== right.length) return left.length - right.length
  return a < b ? -1 : a > b ? 1 : 0
}

/** A copy of `items` in natural order of `key` (stable). */
export function naturalSort<T>(items: readonly T[], key: (item: T) => string): T[] {
  return items
    .map((item, i) => ({ item, i, k: key(item) }))
    .sort((a, b) => naturalCompare(a.k, b.k) || a.i - b.i)
    .map((e) => e.item)
}
