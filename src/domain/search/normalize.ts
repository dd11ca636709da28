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
