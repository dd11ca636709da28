/**
 * Distinct texts with the documents that use them, and a trigram index over them (issue 20, speed at 50,000
 * products): which texts contain a needle, found without reading every text. A needle of three characters or
 * more is looked up by its trigrams (the texts holding all of them, then checked with `includes`); a shorter one
 * is checked against every distinct text. Either way the answer is complete, so a query's probe (TextProbe) knows
 * every text's answer after one lookup, and the documents owning the hits are the candidates a search scores.
 *
 * Memory: one 32-bit entry per distinct trigram of each distinct text (texts repeated across a catalogue, such
 * as a family's synonyms, descriptions and category names, are stored and indexed once).
 */

/**
 * A trigram as a small integer: its three UTF-16 code units hashed to 30 bits (a number V8 keeps unboxed, so the
 * maps stay fast). Two trigrams may share a number; that only adds texts the `includes` check then drops.
 */
function gramAt(text: string, i: number): number {
  const h = Math.imul(text.charCodeAt(i), 0x9e3779b1) ^ Math.imul(text.charCodeAt(i + 1), 0x85ebca6b)
  return (Math.imul(h ^ text.charCodeAt(i + 2), 0xc2b2ae35) ^ (h >>> 15)) >>> 2
}

const EMPTY = new Int32Array(0)
/** A probe's mark for a text not tested yet. */
const UNKNOWN = 2

export class TextIndex {
  readonly texts: string[] = []
  private readonly ids = new Map<string, number>()
  /** (text, document) pairs as added, turned into `owners` by seal(). */
  private pairs: number[] = []
  /** Per text, its documents: ownerStart[t] … ownerStart[t + 1] in ownerList. */
  private ownerStart: Int32Array = EMPTY
  private ownerList: Int32Array = EMPTY
  /** Per trigram, the texts that contain it, ascending. */
  private grams = new Map<number, Int32Array>()
  /** Texts before this number are in the trigram index; later ones (added by updates) are read one by one. */
  private sealed = 0
  private isSealed = false
  /** Documents that started using a text after seal(). */
  private readonly laterOwners = new Map<number, number[]>()

  /** The number of a text (added once), recording that `doc` uses it. */
  add(text: string, doc: number): number {
    let id = this.ids.get(text)
    if (id === undefined) {
      id = this.texts.length
      this.texts.push(text)
      this.ids.set(text, id)
    }
    if (this.isSealed) {
      const owners = this.laterOwners.get(id)
      if (owners) owners.push(doc)
      else this.laterOwners.set(id, [doc])
    } else this.pairs.push(id, doc)
    return id
  }

  /** Builds the owner lists and the trigram index; the index takes no more texts after this. */
  seal(): void {
    const count = this.texts.length
    const start = new Int32Array(count + 1)
    const pairs = this.pairs
    for (let i = 0; i < pairs.length; i += 2) {
      const t = (pairs[i] as number) + 1
      start[t] = (start[t] as number) + 1
    }
    for (let t = 0; t < count; t++) start[t + 1] = (start[t + 1] as number) + (start[t] as number)
    const fill = start.slice(0, count)
    const list = new Int32Array(pairs.length / 2)
    for (let i = 0; i < pairs.length; i += 2) {
      const t = pairs[i] as number
      const at = fill[t] as number
      list[at] = pairs[i + 1] as number
      fill[t] = at + 1
    }
    this.ownerStart = start
    this.ownerList = list
    this.pairs = []

    // Two passes over the texts' trigrams: count each trigram's texts, then fill exact-size arrays.
    const counts = new Map<number, number>()
    const seen = new Set<number>()
    for (const text of this.texts) {
      seen.clear()
      for (let i = 0; i + 3 <= text.length; i++) {
        const g = gramAt(text, i)
        if (seen.has(g)) continue
        seen.add(g)
        counts.set(g, (counts.get(g) ?? 0) + 1)
      }
    }
    const grams = new Map<number, Int32Array>()
    const filled = new Map<number, number>()
    for (const [g, n] of counts) {
      grams.set(g, new Int32Array(n))
      filled.set(g, 0)
    }
    for (let t = 0; t < count; t++) {
      const text = this.texts[t] as string
      seen.clear()
      for (let i = 0; i + 3 <= text.length; i++) {
        const g = gramAt(text, i)
        if (seen.has(g)) continue
        seen.add(g)
        const at = filled.get(g) as number
        ;(grams.get(g) as Int32Array)[at] = t
        filled.set(g, at + 1)
      }
    }
    this.grams = grams
    this.sealed = count
    this.isSealed = true
  }

  /** The texts that contain `needle`, ascending. */
  textsWith(needle: string): number[] {
    const out: number[] = []
    if (needle.length < 3) {
      for (let t = 0; t < this.texts.length; t++) if ((this.texts[t] as string).includes(needle)) out.push(t)
      return out
    }
    this.textsWithLater(needle, out)
    const lists: Int32Array[] = []
    for (let i = 0; i + 3 <= needle.length; i++) {
      const list = this.grams.get(gramAt(needle, i))
      if (!list) return out.sort((a, b) => a - b)
      lists.push(list)
    }
    lists.sort((a, b) => a.length - b.length)
    // Intersect the shortest lists while that still narrows much; `includes` settles the rest.
    let found: ArrayLike<number> = lists[0] as Int32Array
    for (let k = 1; k < lists.length && found.length > 32; k++) {
      const other = lists[k] as Int32Array
      if (other.length > found.length * 64) break
      const next: number[] = []
      let j = 0
      for (let i = 0; i < found.length; i++) {
        const t = found[i] as number
        while (j < other.length && (other[j] as number) < t) j++
        if (j === other.length) break
        if (other[j] === t) next.push(t)
      }
      found = next
    }
    for (let i = 0; i < found.length; i++) {
      const t = found[i] as number
      if ((this.texts[t] as string).includes(needle)) out.push(t)
    }
    return out.sort((a, b) => a - b)
  }

  private textsWithLater(needle: string, out: number[]): void {
    for (let t = this.sealed; t < this.texts.length; t++) if ((this.texts[t] as string).includes(needle)) out.push(t)
  }

  /** Calls `visit` with each document using text `t`. */
  forOwners(t: number, visit: (doc: number) => void): void {
    if (t < this.sealed) {
      const end = this.ownerStart[t + 1] as number
      for (let i = this.ownerStart[t] as number; i < end; i++) visit(this.ownerList[i] as number)
    }
    const later = this.laterOwners.get(t)
    if (later) for (const doc of later) visit(doc)
  }

  /** Approximate entries held (texts' owners and trigram postings), for the benchmark's report. */
  size(): { texts: number; grams: number; postings: number } {
    let postings = 0
    for (const list of this.grams.values()) postings += list.length
    return { texts: this.texts.length, grams: this.grams.size, postings }
  }
}

/**
 * One query's substring tests on a TextIndex: the first test of a needle looks up every text containing it, later
 * tests of the same needle are an array read.
 */
export class TextProbe {
  private readonly memo = new Map<string, Uint8Array>()

  constructor(private readonly index: TextIndex) {}

  /** Every text containing the needle, marked (and returned). */
  hits(needle: string): number[] {
    const found = this.index.textsWith(needle)
    const marks = new Uint8Array(this.index.texts.length)
    for (const t of found) marks[t] = 1
    this.memo.set(needle, marks)
    return found
  }

  /**
   * Whether text `id` contains the needle. A needle of three characters or more is looked up in the index on its
   * first test; a shorter one (which the index cannot narrow) is tested text by text, each text once.
   */
  has(id: number, needle: string): boolean {
    let marks = this.memo.get(needle)
    if (!marks) {
      if (needle.length >= 3) {
        this.hits(needle)
        return this.memo.get(needle)?.[id] === 1
      }
      marks = new Uint8Array(this.index.texts.length).fill(UNKNOWN)
      this.memo.set(needle, marks)
    }
    const known = marks[id]
    if (known !== UNKNOWN) return known === 1
    const hit = (this.index.texts[id] as string).includes(needle)
    marks[id] = hit ? 1 : 0
    return hit
  }
}
