import { compact, queryTerms, typoTolerant, withinOneEdit, words } from './normalize'

/**
 * In-memory search over the catalogue and the articles. Relevance (issue 4), in this order:
 *   0. the catalog number, case and separators ignored ("cd-002" finds CD002);
 *   1. an exact name or synonym ("IL6", "IL 6", "Interleukin-6", "白介素6" all find the IL-6 proteins);
 *   2. the start of a catalog number (4 characters or more);
 *   3. every query term inside a name or synonym (Chinese by substring: no word segmentation);
 *   4. the same with one typo in English words of five letters or more ("polymerse");
 *   5. every term somewhere in the remaining text fields (description, datasheet, category).
 * Within a tier: the whole query as one phrase in a name first, then popular and hot products, human
 * before other species, shorter names, catalog number. Filters narrow the result without reordering it.
 */

export interface SearchableProduct {
  id: number
  catalogNumber: string
  /** Names in every language. */
  names: string[]
  synonyms: string[]
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

export interface ProductFilters {
  categoryId?: number
  tag?: string
  species?: string
}

export interface Ranked {
  id: number
  tier: number
}

interface PreparedProduct {
  source: SearchableProduct
  /** Position among all products by the tie-breaks (popularity, human, name length, catalog number). */
  order: number
  catalog: string
  exact: Set<string>
  names: string
  synonyms: string
  /** Names and synonyms together: what tiers 3 and 4 search. */
  primary: string
  text: string
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

  /** Words at most one edit away from `term` (other than the term itself). */
  near(term: string): string[] {
    const out: string[] = []
    for (let len = term.length - 1; len <= term.length + 1; len++) {
      for (const word of this.byLength.get(len)?.keys() ?? []) {
        if (word !== term && withinOneEdit(word, term)) out.push(word)
      }
    }
    return out
  }
}

/**
 * The tier at which every term matches one of the two text groups (3: primary, 5: secondary), with one typo
 * allowed in long English words (4). Infinity when some term matches nowhere.
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

export class SearchIndex {
  private readonly products: PreparedProduct[]
  private readonly articles: Map<'service' | 'content', PreparedArticle[]>
  private readonly vocabulary = new Vocabulary()

  constructor(products: SearchableProduct[], services: SearchableArticle[], content: SearchableArticle[]) {
    this.products = products.map((p, i) => {
      for (const w of [...p.names, ...p.synonyms].flatMap(words)) this.vocabulary.add(w, i)
      const names = p.names.map(compact)
      return {
        source: p,
        catalog: compact(p.catalogNumber),
        exact: new Set([...names, ...p.synonyms.map(compact)].filter(Boolean)),
        names: names.join(JOIN),
        synonyms: p.synonyms.map(compact).join(JOIN),
        primary: [...names, ...p.synonyms.map(compact)].join(JOIN),
        text: p.text.map(compact).join(JOIN),
        nameLength: Math.min(...p.names.map((n) => n.length)),
        human: p.species === 'human',
        order: 0,
      }
    })
    // The tie-breaks never change between queries: sort once here, compare integers per query.
    ;[...this.products]
      .sort(
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
      .forEach((p, i) => {
        p.order = i
      })
    const prepare = (list: SearchableArticle[]): PreparedArticle[] =>
      list.map((a) => {
        for (const w of a.titles.flatMap(words)) this.vocabulary.add(w, -1)
        const titles = a.titles.map(compact)
        return {
          source: a,
          exact: new Set(titles),
          titles: titles.join(JOIN),
          text: a.text.map(compact).join(JOIN),
          titleLength: Math.min(...a.titles.map((t) => t.length)),
        }
      })
    this.articles = new Map([
      ['service', prepare(services)],
      ['content', prepare(content)],
    ])
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
      const near = this.vocabulary.near(head).map((w) => w + rest)
      if (near.length) out.set(term, near)
    }
    return out
  }

  /** Every product matching the query, best first, before filters. */
  rankProducts(query: string): Ranked[] {
    const whole = compact(query)
    const terms = queryTerms(query)
    if (!whole || !terms.length) return []
    const typos = this.typoAlternatives(terms)
    const scored: { p: PreparedProduct; tier: number; phrase: number }[] = []
    for (const p of this.products) {
      let tier: number
      if (p.catalog === whole) tier = 0
      else if (p.exact.has(whole)) tier = 1
      else if (whole.length >= 4 && p.catalog.startsWith(whole)) tier = 2
      else tier = termTier(terms, p.primary, p.text, typos)
      if (tier === Number.POSITIVE_INFINITY) continue
      const phrase = p.names.includes(whole) || p.synonyms.includes(whole) ? 0 : 1
      scored.push({ p, tier, phrase })
    }
    scored.sort((a, b) => a.tier - b.tier || a.phrase - b.phrase || a.p.order - b.p.order)
    return scored.map(({ p, tier }) => ({ id: p.source.id, tier }))
  }

  /** The product whose catalog number is the query (case and separators ignored), if any. */
  exactCatalogNumber(query: string): SearchableProduct | null {
    const whole = compact(query)
    if (!whole) return null
    return this.products.find((p) => p.catalog === whole)?.source ?? null
  }

  product(id: number): SearchableProduct | undefined {
    return this.productById().get(id)
  }

  private byId?: Map<number, SearchableProduct>
  private productById(): Map<number, SearchableProduct> {
    if (!this.byId) this.byId = new Map(this.products.map((p) => [p.source.id, p.source]))
    return this.byId
  }

  /** Ranked products narrowed by the filters (the order is the unfiltered order). */
  filterProducts(ranked: Ranked[], filters: ProductFilters): Ranked[] {
    if (filters.categoryId === undefined && !filters.tag && !filters.species) return ranked
    const byId = this.productById()
    return ranked.filter(({ id }) => {
      const p = byId.get(id)
      if (!p) return false
      if (filters.categoryId !== undefined && !p.categoryIds.includes(filters.categoryId)) return false
      if (filters.tag && p.tag !== filters.tag) return false
      if (filters.species && p.species !== filters.species) return false
      return true
    })
  }

  /** Counts per category (every level), tag and species over a ranked list. */
  facets(ranked: Ranked[]): {
    categories: Map<number, number>
    tags: Map<string, number>
    species: Map<string, number>
  } {
    const byId = this.productById()
    const categories = new Map<number, number>()
    const tags = new Map<string, number>()
    const species = new Map<string, number>()
    const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1)
    for (const { id } of ranked) {
      const p = byId.get(id)
      if (!p) continue
      for (const c of p.categoryIds) bump(categories, c)
      if (p.tag) bump(tags, p.tag)
      if (p.species) bump(species, p.species)
    }
    return { categories, tags, species }
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
