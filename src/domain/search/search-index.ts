import { compact, digitsOf, editDistanceWithin, maxTypoEdits, queryTerms, typoTolerant, words } from './normalize'
import { pinyinKeys, queryPinyin } from './pinyin'
import { TextIndex, TextProbe } from './text-index'

/**
 * In-memory search over the catalogue and the articles. Relevance (issue 4), in this order:
 *   0. the catalog number, case and separators ignored ("cd-002" finds CD002);
 *   1. an exact name, synonym or alias ("IL6", "IL 6", "Interleukin-6", "白介素6", gene symbol "IL6", UniProt
 *      "P05231", NCBI Gene ID "3569" or "Gene ID 3569" all find the IL-6 proteins), also in pinyin ("baijiesu6",
 *      "bjs6", "白jie素6");
 *   2. the start of a catalog number (4 characters or more);
 *   3. every query term inside a name, synonym or alias, or inside their pinyin (Chinese by substring: no word
 *      segmentation);
 *   4. the same with typos: one edit in English words of five letters or more, two from nine ("polymerse",
 *      "interleukn"), also across word boundaries ("inter leukn 6" against the name "Interleukin 6"); a typo
 *      never changes a number, and never ranks above an exact or literal match;
 *   5. every term somewhere in the remaining text fields (description, datasheet, category).
 * Within a tier: the whole query as one phrase in a name first, then what matched as typed before what matched in
 * pinyin, then popular and hot products, human before other species, shorter names, catalog number. Filters
 * narrow the result without reordering it.
 */

export interface SearchableProduct {
  id: number
  catalogNumber: string
  /** Names in every language. */
  names: string[]
  synonyms: string[]
  /**
   * Database identifiers matched only as a whole (NCBI Gene ID "3569", also typed "Gene ID 3569"): never as a
   * substring, so "35" finds no gene.
   */
  identifiers?: string[]
  /** Other searchable text: descriptions, datasheet fields, category names. */
  text: string[]
  /** The product's category and its ancestors (a filter on any of them matches). */
  categoryIds: number[]
  tag: string | null
  species: string | null
  /** Higher ranks first among equals (popular, hot). */
  popularity: number
}

export interface SearchableArticle {
  id: number
  titles: string[]
  text: string[]
  categoryId: number | null
}

/** The product tab's filters (issue 20): one value per facet, every facet applied together. */
export interface ProductFilters {
  categoryId?: number
  tag?: string
  species?: string
  expressionSystem?: string
  application?: string
  stock?: string
}

/**
 * What the facets read of a product beyond the index's own fields: the expression system, the applications and
 * the product's stock (its best size: `in-stock`, `ships-in-days`, `made-to-order`; null without sizes), with the
 * lead time in days of that state when staff gave one. The search catalogue's stored products carry these.
 */
export interface ProductFacetData {
  expressionSystem: string | null
  applications: readonly string[]
  stock: { state: string; days: number | null } | null
}

export type ProductFacetKey = 'categoryId' | 'tag' | 'species' | 'expressionSystem' | 'application' | 'stock'

/**
 * Counts per facet value; `stockDays` is the longest lead time among the products counted as shipping in days
 * (null when one of them has none).
 */
export interface ProductFacetCounts {
  categories: Map<number, number>
  tags: Map<string, number>
  species: Map<string, number>
  expressionSystems: Map<string, number>
  applications: Map<string, number>
  stock: Map<string, number>
  stockDays: number | null
}

export interface Ranked {
  id: number
  tier: number
}

interface PreparedProduct {
  source: SearchableProduct
  /** Removed or replaced by an update (withProducts); its position is never reused. */
  gone: boolean
  /** Position among all products by the tie-breaks (popularity, human, name length, catalog number). */
  order: number
  catalog: string
  /**
   * Names and synonyms are what tiers 3 and 4 search, the other text tier 5. Each is a number in the index's
   * TextIndex of distinct texts as typed (`plain`): synonyms (with aliases), descriptions and category names repeat
   * across a catalogue (a family shares them), so each distinct text is tested once per query however many products
   * share it, and the trigram index finds the texts containing a term without reading the others.
   */
  names: number
  synonyms: number
  text: number
  /** Pinyin (full and initials) of the Chinese names, joined ('' when none): a number in `spoken`. */
  namesPinyin: number
  /** The synonyms' pinyin, likewise. */
  synonymsPinyin: number
  nameLength: number
  human: boolean
}

interface PreparedArticle {
  source: SearchableArticle
  exact: Set<string>
  titles: string
  text: string
  titleLength: number
}

const JOIN = '\u0001'
const TYPO_TIER = 4
/** Prefixes researchers put before a Gene ID ("Gene ID 3569", "NCBI Gene: 3569"), compacted. */
const RANKINGS_KEPT = 256
const GENE_ID_PREFIXES = ['geneid', 'gene', 'ncbigene', 'ncbigeneid', 'entrez', 'entrezgene', 'entrezid']

/** Words of five or more letters, with the documents whose names or synonyms contain them. */
class Vocabulary {
  private readonly byLength = new Map<number, Map<string, Set<number>>>()

  add(word: string, doc: number): void {
    if (!typoTolerant(word)) return
    let bucket = this.byLength.get(word.length)
    if (!bucket) {
      bucket = new Map()
      this.byLength.set(word.length, bucket)
    }
    let docs = bucket.get(word)
    if (!docs) {
      docs = new Set()
      bucket.set(word, docs)
    }
    docs.add(doc)
  }

  remove(word: string, doc: number): void {
    const bucket = this.byLength.get(word.length)
    const docs = bucket?.get(word)
    if (!docs) return
    docs.delete(doc)
    if (!docs.size) bucket?.delete(word)
  }

  /** Words within `max` edits of `term` (the term itself included), with their documents. */
  nearWithin(term: string, max: number): [number, Set<number>][] {
    const out: [number, Set<number>][] = []
    for (let len = term.length - max; len <= term.length + max; len++) {
      for (const [word, docs] of this.byLength.get(len) ?? []) {
        const d = editDistanceWithin(word, term, max)
        if (d <= max) out.push([d, docs])
      }
    }
    return out
  }

  /** Words within the typos `term`'s length allows (other than the term itself). */
  near(term: string): string[] {
    const max = maxTypoEdits(term.length)
    const out: string[] = []
    if (!max) return out
    for (let len = term.length - max; len <= term.length + max; len++) {
      for (const word of this.byLength.get(len)?.keys() ?? []) {
        if (word !== term && editDistanceWithin(word, term, max) <= max) out.push(word)
      }
    }
    return out
  }
}

/**
 * Whole names, synonyms and aliases (compacted) with the products that have them: the typo tier's match across
 * word boundaries ("interleukn6", "inter leukn 6") and the did-you-mean suggestions.
 */
class KeyVocabulary {
  private readonly byLength = new Map<number, Map<string, number[]>>()

  add(key: string, doc: number): void {
    if (!key) return
    let bucket = this.byLength.get(key.length)
    if (!bucket) {
      bucket = new Map()
      this.byLength.set(key.length, bucket)
    }
    const docs = bucket.get(key)
    if (!docs) bucket.set(key, [doc])
    else if (docs[docs.length - 1] !== doc) docs.push(doc)
  }

  remove(key: string, doc: number): void {
    const bucket = this.byLength.get(key.length)
    const docs = bucket?.get(key)
    if (!docs) return
    const at = docs.indexOf(doc)
    if (at >= 0) docs.splice(at, 1)
    if (!docs.length) bucket?.delete(key)
  }

  /**
   * Calls `found` for each key within `max` edits of `text`, with its distance; with `sameNumbers`, only keys
   * with the same digits (a typo never turns IL-6 into IL-7).
   */
  scan(
    text: string,
    max: number,
    sameNumbers: boolean,
    found: (key: string, docs: number[], distance: number) => void,
  ): void {
    const digits = digitsOf(text)
    for (let len = text.length - max; len <= text.length + max; len++) {
      for (const [key, docs] of this.byLength.get(len) ?? []) {
        const d = editDistanceWithin(text, key, max)
        if (d <= max && (!sameNumbers || digitsOf(key) === digits)) found(key, docs, d)
      }
    }
  }
}

/** A query prepared once for every product: compacted, in terms, in pinyin, with its typo alternatives. */
interface PreparedQuery {
  whole: string
  terms: string[]
  /** The whole query with its characters in pinyin, when it has Latin letters; else null. */
  pinyin: string | null
  /** Each term in pinyin (same positions as `terms`), when the query has Latin letters. */
  pinyinTerms: string[] | null
  typos: Map<string, string[]>
  /** Products whose whole name or synonym is within the allowed typos of the whole query, with the fewest edits. */
  fuzzyDocs: Map<number, number>
}

/** The pinyin keys of texts, joined (for substrings), and as a set (whole matches). */
function gatherPinyin(texts: string[]): { joined: string; exact: Set<string> } {
  const all: string[] = []
  const exact = new Set<string>()
  for (const t of texts) {
    const keys = pinyinKeys(t)
    if (!keys) continue
    all.push(keys.full, keys.initials)
    exact.add(keys.full)
    if (keys.initials.length >= 2) exact.add(keys.initials)
  }
  return { joined: all.join(JOIN), exact }
}

/** What products with the same synonyms share: their pinyin, joined and as whole keys. */
interface SharedSynonyms {
  pinyin: string
  pinyinExact: Set<string>
}

/** Adds `doc` to the list of `key` in a map of lists (each document once, documents added in ascending order). */
function addTo<K>(map: Map<K, number[]>, key: K, doc: number): void {
  const docs = map.get(key)
  if (!docs) map.set(key, [doc])
  else if (docs[docs.length - 1] !== doc) docs.push(doc)
}

function removeFrom<K>(map: Map<K, number[]>, key: K, doc: number): void {
  const docs = map.get(key)
  if (!docs) return
  const at = docs.indexOf(doc)
  if (at >= 0) docs.splice(at, 1)
  if (!docs.length) map.delete(key)
}

/** The whole keys of a product (tier 1): compacted names, synonyms and aliases, and its identifiers with labels. */
function exactKeys(p: SearchableProduct, names = p.names.map(compact), synonyms = p.synonyms.map(compact)): string[] {
  const keys = [...names, ...synonyms].filter(Boolean)
  for (const id of p.identifiers ?? []) {
    const key = compact(id)
    if (!key) continue
    keys.push(key)
    for (const prefix of GENE_ID_PREFIXES) keys.push(prefix + key)
  }
  return keys
}

function prepareArticles(list: SearchableArticle[], vocabulary: Vocabulary): PreparedArticle[] {
  return list.map((a) => {
    for (const w of a.titles.flatMap(words)) vocabulary.add(w, -1)
    const titles = a.titles.map(compact)
    return {
      source: a,
      exact: new Set(titles),
      titles: titles.join(JOIN),
      text: a.text.map(compact).join(JOIN),
      titleLength: Math.min(...a.titles.map((t) => t.length)),
    }
  })
}

/** Set by productTermTier when some term matched only in pinyin (read right after the call). */
let matchedInPinyin = false

/**
 * The tier at which every term matches one of the two text groups (3: primary, 5: secondary), with typos allowed
 * in long English words (4). Infinity when some term matches nowhere.
 */
function termTier(
  terms: string[],
  primary: string,
  secondary: string,
  typoAlternatives: Map<string, string[]>,
): number {
  let worst = 3
  for (const term of terms) {
    if (primary.includes(term)) continue
    const alternatives = typoAlternatives.get(term)
    if (alternatives?.some((alt) => primary.includes(alt))) {
      worst = Math.max(worst, TYPO_TIER)
      continue
    }
    if (secondary.includes(term)) {
      worst = Math.max(worst, 5)
      continue
    }
    return Number.POSITIVE_INFINITY
  }
  return worst
}

/** termTier for a product, its texts tested through the query's probes. */
function productTermTier(q: PreparedQuery, p: PreparedProduct, plain: TextProbe, spoken: TextProbe): number {
  let worst = 3
  matchedInPinyin = false
  const { terms, pinyinTerms } = q
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i] as string
    if (plain.has(p.names, term) || plain.has(p.synonyms, term)) continue
    const said = pinyinTerms?.[i]
    if (said && said.length >= 2 && (spoken.has(p.namesPinyin, said) || spoken.has(p.synonymsPinyin, said))) {
      matchedInPinyin = true
      continue
    }
    const alternatives = q.typos.get(term)
    if (alternatives?.some((alt) => plain.has(p.names, alt) || plain.has(p.synonyms, alt))) {
      worst = Math.max(worst, TYPO_TIER)
      continue
    }
    if (plain.has(p.text, term)) {
      worst = Math.max(worst, 5)
      continue
    }
    return Number.POSITIVE_INFINITY
  }
  return worst
}

export class SearchIndex {
  private readonly products: PreparedProduct[] = []
  /** Position in `products` of each product id (live products only). */
  private readonly positions = new Map<number, number>()
  /** The live products by `order` (the tie-breaks). */
  private byOrder: PreparedProduct[] = []
  /** Names, synonyms and other text as typed (compacted), and their pinyin: distinct texts with a trigram index. */
  private readonly plain = new TextIndex()
  private readonly spoken = new TextIndex()
  private readonly shared = new Map<string, SharedSynonyms>()
  /** Tier 0 and 1 lookups: compacted catalog number, whole name, synonym or identifier, whole pinyin → products. */
  private readonly byCatalog = new Map<string, number[]>()
  private readonly byExact = new Map<string, number[]>()
  private readonly byPinyinExact = new Map<string, number[]>()
  /** Live product positions by compacted catalog number (tier 2: the start of a catalog number). */
  private catalogOrder = new Int32Array(0)
  private articles: Map<'service' | 'content', PreparedArticle[]>
  /** Long words of product names and synonyms (typos, did-you-mean), and of article titles (typos). */
  private readonly vocabulary = new Vocabulary()
  private articleVocabulary = new Vocabulary()
  private readonly keys = new KeyVocabulary()

  constructor(products: SearchableProduct[], services: SearchableArticle[], content: SearchableArticle[]) {
    this.memo = new Map()
    for (const p of products) this.addProduct(p)
    this.memo = null
    this.plain.seal()
    this.spoken.seal()
    this.reorder()
    this.articles = new Map([
      ['service', prepareArticles(services, this.articleVocabulary)],
      ['content', prepareArticles(content, this.articleVocabulary)],
    ])
  }

  /**
   * The index with some products added, changed or removed (issue 20: a staff edit reaches every node's index in
   * well under a second at 50,000 products, where building it again takes seconds). The new index shares this
   * one's structures and changes them: use only the returned index afterwards. A product of `upserts` replaces
   * the one with its id; `removed` are product ids. Texts new since the last full build are read without the
   * trigram index (few until the next full build).
   */
  withProducts(upserts: SearchableProduct[], removed: number[]): SearchIndex {
    const next = Object.create(SearchIndex.prototype) as SearchIndex
    Object.assign(next, this, { rankings: new Map(), byId: undefined })
    // A request still holding this index ranks with the new one (the structures they share are about to change).
    this.successor = next
    for (const id of [...removed, ...upserts.map((p) => p.id)]) next.removeProduct(id)
    for (const p of upserts) next.addProduct(p)
    next.reorder()
    return next
  }

  /** The index with new service and content articles (products unchanged, shared as withProducts does). */
  withArticles(services: SearchableArticle[], content: SearchableArticle[]): SearchIndex {
    const next = Object.create(SearchIndex.prototype) as SearchIndex
    const vocabulary = new Vocabulary()
    Object.assign(next, this, {
      rankings: new Map(),
      byId: undefined,
      articleVocabulary: vocabulary,
      articles: new Map([
        ['service', prepareArticles(services, vocabulary)],
        ['content', prepareArticles(content, vocabulary)],
      ]),
    })
    this.successor = next
    return next
  }

  /** The index that replaced this one through withProducts, if any. */
  private successor?: SearchIndex

  /** The latest index of this one's line (this one unless an update replaced it). */
  private latest(): SearchIndex {
    let index: SearchIndex = this
    while (index.successor) index = index.successor
    return index
  }

  /**
   * Texts many products share (synonyms, descriptions with category names) compacted once per build: most of a
   * build's time went into compacting the same texts again for each product.
   */
  private memo: Map<string, { compacted: string[]; words: string[] }> | null = null

  private prepared(texts: string[]): { compacted: string[]; words: string[] } {
    const key = texts.join(JOIN)
    let known = this.memo?.get(key)
    if (!known) {
      known = { compacted: texts.map(compact), words: texts.flatMap(words) }
      this.memo?.set(key, known)
    }
    return known
  }

  private addProduct(p: SearchableProduct): void {
    const i = this.products.length
    const names = p.names.map(compact)
    const shared = this.prepared(p.synonyms)
    const synonyms = shared.compacted
    for (const w of p.names.flatMap(words)) this.vocabulary.add(w, i)
    for (const w of shared.words) this.vocabulary.add(w, i)
    for (const key of exactKeys(p, names, synonyms)) addTo(this.byExact, key, i)
    const synonymsText = synonyms.join(JOIN)
    let spoken = this.shared.get(synonymsText)
    if (!spoken) {
      const pinyin = gatherPinyin(p.synonyms)
      spoken = { pinyin: pinyin.joined, pinyinExact: pinyin.exact }
      this.shared.set(synonymsText, spoken)
    }
    for (const key of spoken.pinyinExact) addTo(this.byPinyinExact, key, i)
    // Synonyms and aliases are what a query spells whole (names are long); they repeat across a catalogue, so
    // this vocabulary stays small at any size.
    for (const key of synonyms) this.keys.add(key, i)
    for (const key of spoken.pinyinExact) this.keys.add(key, i)
    const catalog = compact(p.catalogNumber)
    addTo(this.byCatalog, catalog, i)
    this.positions.set(p.id, i)
    this.products.push({
      source: p,
      gone: false,
      catalog,
      names: this.plain.add(names.join(JOIN), i),
      synonyms: this.plain.add(synonymsText, i),
      text: this.plain.add(this.prepared(p.text).compacted.join(JOIN), i),
      namesPinyin: this.spoken.add(gatherPinyin(p.names).joined, i),
      synonymsPinyin: this.spoken.add(spoken.pinyin, i),
      nameLength: Math.min(...p.names.map((n) => n.length)),
      human: p.species === 'human',
      order: 0,
    })
  }

  /** Takes a product out of every lookup; its texts stay (owned by a gone product, they match nothing). */
  private removeProduct(id: number): void {
    const i = this.positions.get(id)
    if (i === undefined) return
    this.positions.delete(id)
    const p = this.products[i] as PreparedProduct
    p.gone = true
    const { source } = p
    for (const w of [...source.names, ...source.synonyms].flatMap(words)) this.vocabulary.remove(w, i)
    for (const key of exactKeys(source)) removeFrom(this.byExact, key, i)
    const synonyms = source.synonyms.map(compact)
    const shared = this.shared.get(synonyms.join(JOIN))
    for (const key of shared?.pinyinExact ?? []) {
      removeFrom(this.byPinyinExact, key, i)
      this.keys.remove(key, i)
    }
    for (const key of synonyms) this.keys.remove(key, i)
    removeFrom(this.byCatalog, p.catalog, i)
  }

  /** The tie-break order and the catalog-number order of the live products (after a build or an update). */
  private reorder(): void {
    const live = this.products.filter((p) => !p.gone)
    const positions = this.products.flatMap((p, i) => (p.gone ? [] : [i]))
    this.catalogOrder = Int32Array.from(
      positions.sort((a, b) => {
        const x = (this.products[a] as PreparedProduct).catalog
        const y = (this.products[b] as PreparedProduct).catalog
        return x < y ? -1 : x > y ? 1 : a - b
      }),
    )
    // The tie-breaks never change between queries: sort once here, compare integers per query.
    this.byOrder = live.sort(
      (a, b) =>
        b.source.popularity - a.source.popularity ||
        Number(b.human) - Number(a.human) ||
        a.nameLength - b.nameLength ||
        (a.source.catalogNumber < b.source.catalogNumber
          ? -1
          : a.source.catalogNumber > b.source.catalogNumber
            ? 1
            : 0),
    )
    this.byOrder.forEach((p, i) => {
      p.order = i
    })
  }

  /**
   * Spellings one edit away for the long English words of each term, also inside terms that go on with
   * digits ("interlukin6" → "interleukin6").
   */
  private typoAlternatives(terms: string[]): Map<string, string[]> {
    const out = new Map<string, string[]>()
    for (const term of terms) {
      const m = /^([a-z]{5,})(.*)$/.exec(term)
      if (!m) continue
      const [, head = '', rest = ''] = m
      const near = [...new Set([...this.vocabulary.near(head), ...this.articleVocabulary.near(head)])].map(
        (w) => w + rest,
      )
      if (near.length) out.set(term, near)
    }
    return out
  }

  private prepareQuery(query: string): PreparedQuery | null {
    const whole = compact(query)
    const terms = queryTerms(query)
    if (!whole || !terms.length) return null
    const pinyin = queryPinyin(query)
    const pinyinTerms = pinyin === null ? null : terms.map((t) => pinyinKeys(t)?.full ?? t)
    const fuzzyDocs = new Map<number, number>()
    const max = maxTypoEdits(whole.length)
    if (max && /[a-z]/.test(whole)) {
      this.keys.scan(whole, max, true, (_key, docs, d) => {
        if (d > 0) for (const doc of docs) fuzzyDocs.set(doc, Math.min(d, fuzzyDocs.get(doc) ?? d))
      })
    }
    return { whole, terms, pinyin, pinyinTerms, typos: this.typoAlternatives(terms), fuzzyDocs }
  }

  /**
   * The last rankings, by query as typed (the index never changes: a new catalogue is a new index). Visitors repeat
   * the same few queries (hot keywords, catalog numbers); paging and filtering re-rank the same query.
   */
  private rankings = new Map<string, Ranked[]>()

  /** Every product matching the query, best first, before filters (read-only: shared by later calls). */
  rankProducts(query: string): Ranked[] {
    if (this.successor) return this.latest().rankProducts(query)
    const known = this.rankings.get(query)
    if (known) {
      this.rankings.delete(query)
      this.rankings.set(query, known)
      return known
    }
    const ranked = this.rankProductsNow(query)
    if (this.rankings.size >= RANKINGS_KEPT) this.rankings.delete(this.rankings.keys().next().value as string)
    this.rankings.set(query, ranked)
    return ranked
  }

  private rankProductsNow(query: string): Ranked[] {
    const q = this.prepareQuery(query)
    if (!q) return []
    const plain = new TextProbe(this.plain)
    const spoken = new TextProbe(this.spoken)
    return this.score(q, this.candidates(q, plain, spoken), plain, spoken)
  }

  /**
   * The reference the candidates must match: every product scored, none skipped (the equivalence test compares
   * the two on a generated catalogue).
   */
  rankProductsExhaustively(query: string): Ranked[] {
    if (this.successor) return this.latest().rankProductsExhaustively(query)
    const q = this.prepareQuery(query)
    if (!q) return []
    return this.score(
      q,
      this.products.flatMap((p, i) => (p.gone ? [] : [i])),
      new TextProbe(this.plain),
      new TextProbe(this.spoken),
    )
  }

  /**
   * The products that can match the query, found through the lookups instead of reading every product: the
   * catalog number, whole keys and whole pinyin (tiers 0 and 1), the start of a catalog number (2), the whole-key
   * typos (4), and for tiers 3 to 5 the products holding, for every term of three characters or more (every term
   * when none is that long), the term, its pinyin or one of its typo spellings in one of their texts. A superset of
   * the matches: score() settles each candidate exactly as it would when reading every product.
   */
  private candidates(q: PreparedQuery, plain: TextProbe, spoken: TextProbe): number[] {
    const { whole, pinyin, terms, pinyinTerms } = q
    const taken = new Uint8Array(this.products.length)
    const out: number[] = []
    const take = (i: number) => {
      if (taken[i] || (this.products[i] as PreparedProduct).gone) return
      taken[i] = 1
      out.push(i)
    }
    this.byCatalog.get(whole)?.forEach(take)
    this.byExact.get(whole)?.forEach(take)
    if (pinyin !== null) this.byPinyinExact.get(pinyin)?.forEach(take)
    if (whole.length >= 4) {
      const order = this.catalogOrder
      let lo = 0
      let hi = order.length
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        if ((this.products[order[mid] as number] as PreparedProduct).catalog < whole) lo = mid + 1
        else hi = mid
      }
      for (let k = lo; k < order.length; k++) {
        const i = order[k] as number
        if (!(this.products[i] as PreparedProduct).catalog.startsWith(whole)) break
        take(i)
      }
    }
    for (const i of q.fuzzyDocs.keys()) take(i)

    const long = terms.flatMap((t, k) => (t.length >= 3 ? [k] : []))
    const chosen = long.length ? long : terms.map((_, k) => k)
    const counts = new Uint16Array(this.products.length)
    let touched: number[] = []
    for (const [n, k] of chosen.entries()) {
      const term = terms[k] as string
      const found = n === 0 ? touched : null
      const mark = (i: number) => {
        if (counts[i] !== n) return
        counts[i] = n + 1
        found?.push(i)
      }
      for (const needle of [term, ...(q.typos.get(term) ?? [])]) {
        for (const t of plain.hits(needle)) this.plain.forOwners(t, mark)
      }
      const said = pinyinTerms?.[k]
      if (said && said.length >= 2) for (const t of spoken.hits(said)) this.spoken.forOwners(t, mark)
      if (n === 0) touched = found as number[]
    }
    for (const i of touched) if (counts[i] === chosen.length) take(i)
    return out
  }

  /** Ranks the candidate products (positions in `products`) as the relevance rules say. */
  private score(q: PreparedQuery, candidates: number[], plain: TextProbe, spoken: TextProbe): Ranked[] {
    const { whole, pinyin } = q
    const exact = new Set(this.byExact.get(whole))
    const pinyinExact = new Set(pinyin === null ? [] : this.byPinyinExact.get(pinyin))
    const size = this.products.length
    // One number per match, ascending in the ranking's order: tier, phrase, typo edits, pinyin, then the
    // tie-breaks' order (a typed array sorts numbers much faster than objects with a comparator).
    const keys = new Float64Array(candidates.length)
    let kept = 0
    for (const i of candidates) {
      const p = this.products[i] as PreparedProduct
      let tier: number
      let said = 0
      if (p.catalog === whole) tier = 0
      else if (exact.has(i)) tier = 1
      else if (pinyinExact.has(i)) {
        tier = 1
        said = 1
      } else if (whole.length >= 4 && p.catalog.startsWith(whole)) tier = 2
      else {
        tier = productTermTier(q, p, plain, spoken)
        if (matchedInPinyin) said = 1
        if (tier > TYPO_TIER && q.fuzzyDocs.has(i)) {
          tier = TYPO_TIER
          said = 0
        }
      }
      if (tier === Number.POSITIVE_INFINITY) continue
      const phrase =
        plain.has(p.names, whole) ||
        plain.has(p.synonyms, whole) ||
        (pinyin !== null && (spoken.has(p.namesPinyin, pinyin) || spoken.has(p.synonymsPinyin, pinyin))) ||
        (tier === TYPO_TIER && q.fuzzyDocs.has(i))
          ? 0
          : 1
      // Among typos, the fewest edits of the whole query first.
      const edits = tier === TYPO_TIER ? Math.min(q.fuzzyDocs.get(i) ?? 9, 9) : 0
      keys[kept++] = (((tier * 2 + phrase) * 10 + edits) * 2 + said) * size + p.order
    }
    const sorted = keys.subarray(0, kept).sort()
    const out: Ranked[] = new Array(kept)
    for (let k = 0; k < kept; k++) {
      const key = sorted[k] as number
      const rank = Math.floor(key / size)
      const p = this.byOrder[key - rank * size] as PreparedProduct
      out[k] = { id: p.source.id, tier: Math.floor(rank / 40) }
    }
    return out
  }

  /**
   * Did you mean (issue 20, /search-not-found): the products whose catalog number, name, synonym or alias is
   * closest to a query that found nothing, closest first (at most three edits, fewer for short queries), each
   * product once; then popular before others like any result.
   */
  closestProducts(query: string, limit = 5): { id: number; distance: number }[] {
    if (this.successor) return this.latest().closestProducts(query, limit)
    const whole = compact(query)
    if (whole.length < 2) return []
    const max = Math.min(3, Math.max(1, Math.round(whole.length / 3)))
    const best = new Map<number, number>()
    const consider = (docs: number[], d: number) => {
      for (const doc of docs) {
        if (doc < 0) continue
        const known = best.get(doc)
        if (known === undefined || d < known) best.set(doc, d)
      }
    }
    this.keys.scan(whole, max, false, (_key, docs, d) => consider(docs, d))
    // A misspelt word of a name ("interlookin"): the products with the nearest words, one step behind.
    if (/^[a-z]{5,}$/.test(whole)) {
      for (const [d, docs] of this.vocabulary.nearWithin(whole, max)) consider([...docs], d + 1)
    }
    // A catalog number typed in part with a slip ("il6h41o7" → IL6-H4107): compare with its start too.
    if (whole.length >= 4) {
      const limit = Math.min(max, 2)
      for (const [i, p] of this.products.entries()) {
        if (p.gone) continue
        if (p.catalog.length < whole.length) continue
        const d = editDistanceWithin(whole, p.catalog.slice(0, whole.length), limit)
        if (d <= limit) consider([i], p.catalog.length === whole.length ? d : d + 1)
      }
    }
    if (!best.size) {
      // Several words, none close as a whole ("T7 polymerese kit"): the closest to its longest word.
      const terms = queryTerms(query)
      const longest = terms.reduce((a, b) => (b.length > a.length ? b : a), '')
      if (terms.length > 1 && longest.length >= 4) return this.closestProducts(longest, limit)
    }
    return [...best]
      .map(([i, distance]) => ({ p: this.products[i] as PreparedProduct, distance }))
      .sort((a, b) => a.distance - b.distance || a.p.order - b.p.order)
      .slice(0, limit)
      .map(({ p, distance }) => ({ id: p.source.id, distance }))
  }

  /** The product whose catalog number is the query (case and separators ignored), if any. */
  exactCatalogNumber(query: string): SearchableProduct | null {
    if (this.successor) return this.latest().exactCatalogNumber(query)
    const whole = compact(query)
    if (!whole) return null
    const first = this.byCatalog.get(whole)?.[0]
    return first === undefined ? null : ((this.products[first] as PreparedProduct).source ?? null)
  }

  product(id: number): SearchableProduct | undefined {
    return this.productById().get(id)
  }

  private byId?: Map<number, SearchableProduct>
  private productById(): Map<number, SearchableProduct> {
    if (!this.byId) this.byId = new Map(this.byOrder.map((p) => [p.source.id, p.source]))
    return this.byId
  }

  /**
   * The facet whose filter a product fails, when it fails exactly one; `null` when it passes every filter and
   * `false` when it fails two or more (then it counts in no facet). No allocation: it runs per product per query.
   */
  private failedFacet(
    p: SearchableProduct,
    extra: ProductFacetData | undefined,
    filters: ProductFilters,
  ): ProductFacetKey | null | false {
    let failed: ProductFacetKey | null = null
    let count = 0
    if (filters.categoryId !== undefined && !p.categoryIds.includes(filters.categoryId)) {
      failed = 'categoryId'
      count++
    }
    if (filters.tag && p.tag !== filters.tag) {
      failed = 'tag'
      if (++count > 1) return false
    }
    if (filters.species && p.species !== filters.species) {
      failed = 'species'
      if (++count > 1) return false
    }
    if (filters.expressionSystem && extra?.expressionSystem !== filters.expressionSystem) {
      failed = 'expressionSystem'
      if (++count > 1) return false
    }
    if (filters.application && !extra?.applications.includes(filters.application)) {
      failed = 'application'
      if (++count > 1) return false
    }
    if (filters.stock && extra?.stock?.state !== filters.stock) {
      failed = 'stock'
      if (++count > 1) return false
    }
    return failed
  }

  /**
   * Ranked products narrowed by the filters (the order is the unfiltered order). The expression system,
   * application and stock filters read `data` (the search catalogue's stored products); without it they match
   * nothing.
   */
  filterProducts(ranked: Ranked[], filters: ProductFilters, data?: ReadonlyMap<number, ProductFacetData>): Ranked[] {
    const { categoryId, tag, species, expressionSystem, application, stock } = filters
    if (categoryId === undefined && !tag && !species && !expressionSystem && !application && !stock) return ranked
    const byId = this.productById()
    return ranked.filter(({ id }) => {
      const p = byId.get(id)
      return p ? this.failedFacet(p, data?.get(id), filters) === null : false
    })
  }

  /**
   * Counts per category (every level), tag, species, expression system, application and stock over a ranked
   * list. Each facet's counts apply every *other* facet's filter (not its own), so a visitor sees what choosing
   * another value of that facet would give; a product counts once per application it lists.
   */
  facets(
    ranked: Ranked[],
    filters: ProductFilters = {},
    data?: ReadonlyMap<number, ProductFacetData>,
  ): ProductFacetCounts {
    const byId = this.productById()
    const out: ProductFacetCounts = {
      categories: new Map(),
      tags: new Map(),
      species: new Map(),
      expressionSystems: new Map(),
      applications: new Map(),
      stock: new Map(),
      stockDays: null,
    }
    const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1)
    let someWithoutDays = false
    for (const { id } of ranked) {
      const p = byId.get(id)
      if (!p) continue
      const extra = data?.get(id)
      const failed = this.failedFacet(p, extra, filters)
      if (failed === false) continue
      // Passing every filter (null), a product counts in every facet; failing one, only in that facet's counts.
      if (failed === null || failed === 'categoryId') for (const c of p.categoryIds) bump(out.categories, c)
      if (p.tag && (failed === null || failed === 'tag')) bump(out.tags, p.tag)
      if (p.species && (failed === null || failed === 'species')) bump(out.species, p.species)
      if (!extra) continue
      if (extra.expressionSystem && (failed === null || failed === 'expressionSystem'))
        bump(out.expressionSystems, extra.expressionSystem)
      if (failed === null || failed === 'application') {
        const apps = extra.applications
        for (let k = 0; k < apps.length; k++) {
          const a = apps[k] as string
          if (apps.indexOf(a) === k) bump(out.applications, a)
        }
      }
      if (extra.stock && (failed === null || failed === 'stock')) {
        bump(out.stock, extra.stock.state)
        if (extra.stock.state === 'ships-in-days') {
          if (extra.stock.days) out.stockDays = Math.max(out.stockDays ?? 0, extra.stock.days)
          else someWithoutDays = true
        }
      }
    }
    // "Ships within N days" only when every product counted there has a lead time.
    if (someWithoutDays) out.stockDays = null
    return out
  }

  /** Service or content articles matching the query, best first. */
  rankArticles(kind: 'service' | 'content', query: string): Ranked[] {
    const whole = compact(query)
    const terms = queryTerms(query)
    if (!whole || !terms.length) return []
    const typos = this.typoAlternatives(terms)
    const scored: { a: PreparedArticle; tier: number }[] = []
    for (const a of this.articles.get(kind) ?? []) {
      const tier = a.exact.has(whole) ? 1 : termTier(terms, a.titles, a.text, typos)
      if (tier !== Number.POSITIVE_INFINITY) scored.push({ a, tier })
    }
    scored.sort((x, y) => x.tier - y.tier || x.a.titleLength - y.a.titleLength || x.a.source.id - y.a.source.id)
    return scored.map(({ a, tier }) => ({ id: a.source.id, tier }))
  }
}
