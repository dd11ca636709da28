/**
 * Text normalisation for search. Researchers type the same thing many ways: "IL-6", "IL 6", "il6",
 * "Interleukin-6", "白介素６"; catalog numbers with or without separators.
 */

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/
const SEPARATORS = /[\s\-‐‑–—_.,/\\:;·'"“”‘’()（）[\]【】{}<>《》、，。！？!?+*&%#@^|~`$=]+/g

export function hasCjk(text: string): boolean {
  return CJK.test(text)
}

/** NFKC (full-width → half-width), lower case, Greek letters spelled out as researchers do. */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/α/g, 'alpha').replace(/β/g, 'beta').replace(/γ/g, 'gamma')
}

/** Folded with every separator removed: "IL-6" → "il6", "Interleukin 6" → "interleukin6", "CD-002" → "cd002". */
export function compact(text: string): string {
  return fold(text).replace(SEPARATORS, '')
}

/** Folded words: runs of letters/digits; CJK runs are kept whole (no word segmentation service is assumed). */
export function words(text: string): string[] {
  return fold(text)
    .split(SEPARATORS)
    .filter((w) => w.length > 0)
}

/** Query terms: whitespace-separated parts, each compacted ("IL-6 human" → ["il6", "human"]). */
export function queryTerms(query: string): string[] {
  return fold(query)
    .split(/\s+/)
    .map(compact)
    .filter((t) => t.length > 0)
}

/** True when a and b are at most one edit apart (insert, delete, substitute, or swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1) return false
  if (la === lb) {
    let i = 0
    while (i < la && a[i] === b[i]) i++
    if (i === la) return true
    // substitution or adjacent transposition
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  const [s, l] = la < lb ? [a, b] : [b, a]
  let i = 0
  while (i < s.length && s[i] === l[i]) i++
  return s.slice(i) === l.slice(i + 1)
}

/** Only English words of five letters or more tolerate a typo (issue 4). */
export function typoTolerant(term: string): boolean {
  return /^[a-z]{5,}$/.test(term)
}

/**
 * The typos a term of this many characters tolerates (issue 20): none up to four, one from five, two from nine
 * ("interleukin" may lose two letters, "IL6" none).
 */
export function maxTypoEdits(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0
}

/** Three reused rows of the distance table (search runs one comparison at a time). */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]

/**
 * The edit distance between a and b (insert, delete, substitute, swap of neighbours), or `max + 1` as soon as it
 * is known to exceed `max`. Cheap for the small `max` search uses: only a band of width 2·max is computed.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (a === b) return 0
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > max) return max + 1
  if (max === 0) return 1
  const over = max + 1
  if (rows[0].length < lb + 1) rows = [new Int32Array(lb + 1), new Int32Array(lb + 1), new Int32Array(lb + 1)]
  let [prev2, prev, row] = rows
  for (let j = 0; j <= lb; j++) prev[j] = j
  for (let i = 1; i <= la; i++) {
    row.fill(over, 0, lb + 1)
    row[0] = i
    const from = Math.max(1, i - max)
    const to = Math.min(lb, i + max)
    let best = i <= max ? i : over
    const ca = a.charCodeAt(i - 1)
    for (let j = from; j <= to; j++) {
      const cb = b.charCodeAt(j - 1)
      let d = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (ca === cb ? 0 : 1),
      )
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        d = Math.min(d, (prev2[j - 2] as number) + 1)
      }
      row[j] = d
      if (d < best) best = d
    }
    if (best > max) return over
    ;[prev2, prev, row] = [prev, row, prev2]
  }
  const d = prev[lb] as number
  return d > max ? over : d
}

/** The digits of a text in order ("il6h4107" → "64107"): a typo never changes a number. */
export function digitsOf(text: string): string {
  return text.replace(/\D+/g, '')
}
