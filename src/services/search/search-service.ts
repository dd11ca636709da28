import type { Payload } from 'payload'
import { findNode, subtreeIds, type TreeNode } from '../../domain/catalog/category-tree'
import { type SearchableArticle, type SearchableProduct, SearchIndex } from '../../domain/search/search-index'
import { cached } from '../../lib/cache'
import { CACHE_TAGS } from '../../lib/cache-tags'
import { categoryTree } from '../../lib/data/categories'
import { drizzleTables } from '../../lib/db/payload-db'

/**
 * The search index of this process, built from the database on first use and rebuilt after any change to
 * products, categories or articles (cache tags, broadcast to every process through Redis when configured),
 * so several processes give the same answers. At most 10 minutes old if a broadcast was missed.
 */
const INDEX_MAX_AGE_MS = 10 * 60 * 1000
const SERVICE_ROOT = 3

type Localized = { cn?: string | null; en?: string | null } | string | null | undefined

function both(value: Localized): string[] {
  if (!value) return []
  if (typeof value === 'string') return [value]
  return [value.cn, value.en].filter((v): v is string => typeof v === 'string' && v.length > 0)
}

/** The plain text of a Lexical rich-text value (every text node, in order). */
export function lexicalText(value: unknown): string {
  const out: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { text?: unknown; children?: unknown; root?: unknown }
    if (typeof n.text === 'string') out.push(n.text)
    if (n.root) walk(n.root)
    if (Array.isArray(n.children)) n.children.forEach(walk)
  }
  walk(value)
  return out.join(' ')
}

interface CategoryInfo {
  names: string[]
  ancestors: number[]
}

function categoryInfo(cn: TreeNode[], en: TreeNode[]): Map<number, CategoryInfo> {
  const info = new Map<number, CategoryInfo>()
  const walk = (nodes: TreeNode[], path: number[]) => {
    for (const node of nodes) {
      const entry = info.get(node.id) ?? { names: [], ancestors: [...path, node.id] }
      entry.names.push(node.name)
      info.set(node.id, entry)
      walk(node.children, [...path, node.id])
    }
  }
  walk(cn, [])
  walk(en, [])
  return info
}

interface ProductRecord {
  id: number
  catalogNumber: string
  categoryId: number
  synonyms: string
  species: string | null
  tag: string | null
  accession: string
  isPopular: boolean
  isHot: boolean
  isNew: boolean
  name: { cn?: string; en?: string }
  text: string[]
  sizes: { size: string; priceFen: number | null }[]
}

type Row = Record<string, unknown>
interface Drizzle {
  select: () => { from: (table: unknown) => Promise<Row[]> }
}

/**
 * Every published product with both languages and its sizes, read straight from the three product tables
 * through Payload's own Drizzle schema (the same code on SQLite and PostgreSQL). Payload's `find` runs its whole
 * read pipeline per document: 10,000 products took 76 s that way, and a fraction of a second like this.
 */
async function loadProducts(payload: Payload): Promise<ProductRecord[]> {
  const db = drizzleTables<Drizzle>(payload)
  const [rows, locales, sizes] = await Promise.all([
    db.drizzle.select().from(db.tables.products),
    db.drizzle.select().from(db.tables.products_locales),
    db.drizzle.select().from(db.tables.products_sizes),
  ])
  const byId = new Map<number, ProductRecord>()
  for (const r of rows) {
    if (r.status !== 'published') continue
    byId.set(Number(r.id), {
      id: Number(r.id),
      catalogNumber: String(r.catalogNumber ?? ''),
      categoryId: Number(r.category),
      synonyms: String(r.synonyms ?? ''),
      species: (r.species as string | null) ?? null,
      tag: (r.tag as string | null) ?? null,
      accession: String(r.accession ?? ''),
      isPopular: Boolean(r.isPopular),
      isHot: Boolean(r.isHot),
      isNew: Boolean(r.isNew),
      name: {},
      text: [],
      sizes: [],
    })
  }
  for (const l of locales) {
    const p = byId.get(Number(l._parentID))
    if (!p) continue
    const locale = l._locale === 'en' ? 'en' : 'cn'
    if (typeof l.name === 'string') p.name[locale] = l.name
    for (const key of ['description', 'purity', 'formulation']) {
      if (typeof l[key] === 'string' && l[key]) p.text.push(l[key] as string)
    }
  }
  const ordered = [...sizes].sort((a, b) => Number(a._order) - Number(b._order))
  for (const s of ordered) {
    byId.get(Number(s._parentID))?.sizes.push({
      size: String(s.size ?? ''),
      priceFen: s.priceFen === null || s.priceFen === undefined ? null : Number(s.priceFen),
    })
  }
  return [...byId.values()]
}

/** What a result row shows of a product, kept with the index so a search needs no database read. */
export interface StoredProduct {
  id: number
  catalogNumber: string
  name: { cn: string; en: string }
  categoryId: number
  species: string | null
  tag: string | null
  isNew: boolean
  isHot: boolean
  sizes: { size: string; priceFen: number | null }[]
}

export interface SearchCatalog {
  index: SearchIndex
  products: Map<number, StoredProduct>
}

async function buildCatalog(payload: Payload): Promise<SearchCatalog> {
  const [treeCn, treeEn] = await Promise.all([categoryTree(payload, 'cn'), categoryTree(payload, 'en')])
  const categories = categoryInfo(treeCn, treeEn)
  const serviceRoot = findNode(treeCn, SERVICE_ROOT)
  const serviceIds = new Set(serviceRoot ? subtreeIds(serviceRoot) : [])

  const stored = new Map<number, StoredProduct>()
  const searchableProducts: SearchableProduct[] = []
  for (const p of await loadProducts(payload)) {
    const category = categories.get(p.categoryId)
    stored.set(p.id, {
      id: p.id,
      catalogNumber: p.catalogNumber,
      name: { cn: p.name.cn ?? '', en: p.name.en || p.name.cn || '' },
      categoryId: p.categoryId,
      species: p.species,
      tag: p.tag,
      isNew: p.isNew,
      isHot: p.isHot,
      sizes: p.sizes,
    })
    searchableProducts.push({
      id: p.id,
      catalogNumber: p.catalogNumber,
      names: [p.name.cn, p.name.en].filter((n): n is string => Boolean(n)),
      synonyms: p.synonyms
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
      text: [...p.text, p.accession, ...(category?.names ?? [])],
      categoryIds: category?.ancestors ?? [p.categoryId],
      tag: p.tag,
      species: p.species,
      popularity: (p.isPopular ? 2 : 0) + (p.isHot ? 1 : 0),
    })
  }

  const articles = await payload.find({
    collection: 'articles',
    where: { status: { equals: 'published' } },
    locale: 'all',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: false,
    select: { title: true, summary: true, body: true, category: true },
  })
  const services: SearchableArticle[] = []
  const content: SearchableArticle[] = []
  for (const doc of articles.docs) {
    const a = doc as unknown as {
      id: number
      title: Localized
      summary: Localized
      body: unknown
      category: number | { id: number }
    }
    const categoryId = typeof a.category === 'object' ? a.category.id : a.category
    const body = a.body && typeof a.body === 'object' && !('root' in a.body) ? Object.values(a.body) : [a.body]
    const item: SearchableArticle = {
      id: a.id,
      titles: both(a.title),
      text: [...both(a.summary), ...body.map(lexicalText), ...(categories.get(categoryId)?.names ?? [])],
      categoryId,
    }
    ;(serviceIds.has(categoryId) ? services : content).push(item)
  }
  return { index: new SearchIndex(searchableProducts, services, content), products: stored }
}

export function searchCatalog(payload: Payload): Promise<SearchCatalog> {
  return cached(
    'search-catalog',
    [CACHE_TAGS.products, CACHE_TAGS.categories, CACHE_TAGS.articles],
    () => buildCatalog(payload),
    INDEX_MAX_AGE_MS,
  )
}

export async function searchIndex(payload: Payload): Promise<SearchIndex> {
  return (await searchCatalog(payload)).index
}
