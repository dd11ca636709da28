import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as liteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { findNode, subtreeIds, type TreeNode } from '../../domain/catalog/category-tree'
import { type SearchableArticle, type SearchableProduct, SearchIndex } from '../../domain/search/search-index'
import { productStock } from '../../domain/search/search-results'
import { cached } from '../../lib/cache'
import { CACHE_TAGS } from '../../lib/cache-tags'
import { categoryTree } from '../../lib/data/categories'
import { drizzleTables } from '../../lib/db/payload-db'

/**
 * The search index of this process (the in-process search engine behind this module's functions,
 * docs/adr/0025-search-engine.md), built from the database on first use and refreshed after any change to
 * products, categories or articles: the cache tags' invalidation reaches every process (Redis pub/sub, or the
 * cluster's IPC; docs/adr/0021-shared-caches.md), and the next search here refreshes the index. A refresh reads
 * each product's status and update time, re-reads only the products that changed and updates the index in place
 * (tens of milliseconds at 50,000 products, where a full build takes seconds); a change of the category tree, many
 * changed products or an index older than 10 minutes (which also bounds a missed broadcast) build it afresh.
 */
const INDEX_MAX_AGE_MS = 10 * 60 * 1000
/** More changed products than this (or than a tenth of the catalogue) are read by a full build. */
const INCREMENTAL_MAX = 2000
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
  /** stampOf its row when read. */
  stamp: string
  id: number
  catalogNumber: string
  categoryId: number
  synonyms: string
  species: string | null
  tag: string | null
  accession: string
  geneSymbol: string
  ncbiGeneId: string
  proteinNames: string
  isPopular: boolean
  isHot: boolean
  isNew: boolean
  name: { cn?: string; en?: string }
  text: string[]
  sizes: { size: string; priceFen: number | null }[]
  /** Facets (issue 20): expression system, applications, the sizes' stock and lead times. */
  expressionSystem: string | null
  applications: string[]
  sizeStock: { stock: string | null; leadTimeDays: number | null }[]
  /** The product's image, else the first of its gallery (what list rows show). */
  imageId: number | null
}

type Row = Record<string, unknown>
type Query = Promise<Row[]> & { where: (condition: unknown) => Promise<Row[]> }
interface Drizzle {
  select: (columns?: Record<string, unknown>) => { from: (table: unknown) => Query }
}
type Table = Record<string, unknown>

/** What tells whether a product changed since the index read it: its status and update time. */
const stampOf = (row: Row) => `${String(row.status)}|${String(row.updatedAt)}`

/**
 * Every published product with both languages and its sizes, read straight from the three product tables
 * through Payload's own Drizzle schema (the same code on SQLite and PostgreSQL). Payload's `find` runs its whole
 * read pipeline per document: 10,000 products took 76 s that way, and a fraction of a second like this.
 */
async function loadProducts(payload: Payload, ids?: number[]): Promise<ProductRecord[]> {
  const db = drizzleTables<Drizzle, Table>(payload)
  const t = db.tables as Record<
    'products' | 'products_locales' | 'products_sizes' | 'products_applications' | 'products_gallery',
    Table
  >
  const read = async (table: Table, column: string) => {
    if (!ids) return db.drizzle.select().from(table)
    // `in (…)` in batches (SQLite allows a few hundred parameters per statement in some builds).
    const sql = payload.db.name === 'postgres' ? pgSql : (liteSql as unknown as typeof pgSql)
    const out: Row[] = []
    for (let i = 0; i < ids.length; i += 500) {
      out.push(
        ...(await db.drizzle
          .select()
          .from(table)
          .where(sql`${table[column]} in ${ids.slice(i, i + 500)}`)),
      )
    }
    return out
  }
  const [rows, locales, sizes, applications, gallery] = await Promise.all([
    read(t.products, 'id'),
    read(t.products_locales, '_parentID'),
    read(t.products_sizes, '_parentID'),
    read(t.products_applications, 'parent'),
    read(t.products_gallery, '_parentID'),
  ])
  const byId = new Map<number, ProductRecord>()
  for (const r of rows) {
    if (r.status !== 'published') continue
    byId.set(Number(r.id), {
      stamp: stampOf(r),
      id: Number(r.id),
      catalogNumber: String(r.catalogNumber ?? ''),
      categoryId: Number(r.category),
      synonyms: String(r.synonyms ?? ''),
      species: (r.species as string | null) ?? null,
      tag: (r.tag as string | null) ?? null,
      accession: String(r.accession ?? ''),
      geneSymbol: String(r.geneSymbol ?? ''),
      ncbiGeneId: String(r.ncbiGeneId ?? ''),
      proteinNames: String(r.proteinNames ?? ''),
      isPopular: Boolean(r.isPopular),
      isHot: Boolean(r.isHot),
      isNew: Boolean(r.isNew),
      name: {},
      text: [],
      sizes: [],
      expressionSystem: (r.expressionSystem as string | null) ?? null,
      applications: [],
      sizeStock: [],
      imageId: r.image === null || r.image === undefined ? null : Number(r.image),
    })
  }
  for (const l of locales) {
    const p = byId.get(Number(l._parentID))
    if (!p) continue
    const locale = l._locale === 'en' ? 'en' : 'cn'
    if (typeof l.name === 'string') p.name[locale] = l.name
    for (const key of ['description', 'purityNote', 'formulation']) {
      if (typeof l[key] === 'string' && l[key]) p.text.push(l[key] as string)
    }
  }
  const ordered = [...sizes].sort((a, b) => Number(a._order) - Number(b._order))
  for (const s of ordered) {
    const p = byId.get(Number(s._parentID))
    p?.sizes.push({
      size: String(s.size ?? ''),
      priceFen: s.priceFen === null || s.priceFen === undefined ? null : Number(s.priceFen),
    })
    p?.sizeStock.push({
      stock: (s.stock as string | null) ?? null,
      leadTimeDays: s.leadTimeDays === null || s.leadTimeDays === undefined ? null : Number(s.leadTimeDays),
    })
  }
  for (const a of [...applications].sort((x, y) => Number(x.order) - Number(y.order))) {
    if (typeof a.value === 'string') byId.get(Number(a.parent))?.applications.push(a.value)
  }
  for (const g of [...gallery].sort((x, y) => Number(x._order) - Number(y._order))) {
    // The first gallery image, where the product has no image of its own.
    const p = byId.get(Number(g._parentID))
    if (p && p.imageId === null && g.image !== null && g.image !== undefined) p.imageId = Number(g.image)
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
  // --- Facets of the product tab (issue 20): read by SearchIndex.filterProducts/facets (ProductFacetData).
  expressionSystem: string | null
  applications: string[]
  /** The best stock of the sizes (productStock); null without sizes. */
  stock: { state: string; days: number | null } | null
  /** The image a result row shows (the product's image, else its first gallery image). */
  imageId: number | null
}

export interface SearchCatalog {
  index: SearchIndex
  products: Map<number, StoredProduct>
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** What the search reads of the category tree: names for the text, ancestors for filters, the service subtree. */
interface Categories {
  info: Map<number, CategoryInfo>
  serviceIds: Set<number>
  /** The two trees as JSON: a change here rebuilds the index (every product's text and filters may change). */
  key: string
}

async function readCategories(payload: Payload): Promise<Categories> {
  const [treeCn, treeEn] = await Promise.all([categoryTree(payload, 'cn'), categoryTree(payload, 'en')])
  const serviceRoot = findNode(treeCn, SERVICE_ROOT)
  return {
    info: categoryInfo(treeCn, treeEn),
    serviceIds: new Set(serviceRoot ? subtreeIds(serviceRoot) : []),
    key: JSON.stringify([treeCn, treeEn]),
  }
}

function storedProduct(p: ProductRecord): StoredProduct {
  return {
    id: p.id,
    catalogNumber: p.catalogNumber,
    name: { cn: p.name.cn ?? '', en: p.name.en || p.name.cn || '' },
    categoryId: p.categoryId,
    species: p.species,
    tag: p.tag,
    isNew: p.isNew,
    isHot: p.isHot,
    sizes: p.sizes,
    expressionSystem: p.expressionSystem,
    applications: p.applications,
    stock: productStock(p.sizeStock),
    imageId: p.imageId,
  }
}

function searchableProduct(p: ProductRecord, categories: Categories): SearchableProduct {
  const category = categories.info.get(p.categoryId)
  return {
    id: p.id,
    catalogNumber: p.catalogNumber,
    names: [p.name.cn, p.name.en].filter((n): n is string => Boolean(n)),
    // Aliases (issue 20) rank like synonyms: gene symbol, protein names, UniProt accession; the NCBI Gene ID
    // only as a whole.
    synonyms: lines(`${p.synonyms}\n${p.geneSymbol}\n${p.proteinNames}\n${p.accession}`),
    identifiers: lines(p.ncbiGeneId),
    text: [...p.text, ...(category?.names ?? [])],
    categoryIds: category?.ancestors ?? [p.categoryId],
    tag: p.tag,
    species: p.species,
    popularity: (p.isPopular ? 2 : 0) + (p.isHot ? 1 : 0),
  }
}

async function loadArticles(payload: Payload, categories: Categories) {
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
      text: [...both(a.summary), ...body.map(lexicalText), ...(categories.info.get(categoryId)?.names ?? [])],
      categoryId,
    }
    ;(categories.serviceIds.has(categoryId) ? services : content).push(item)
  }
  return { services, content }
}

/** A catalogue with what its next refresh compares against. */
interface Built {
  catalog: SearchCatalog
  /** When it was last built from scratch. */
  builtAt: number
  categoriesKey: string
  /** stampOf each product row the index read (every status), by id. */
  stamps: Map<number, string>
}

const built = new WeakMap<Payload, Built>()

async function buildCatalog(payload: Payload): Promise<Built> {
  const categories = await readCategories(payload)
  const stored = new Map<number, StoredProduct>()
  const searchableProducts: SearchableProduct[] = []
  const stamps = new Map<number, string>()
  for (const p of await loadProducts(payload)) {
    stored.set(p.id, storedProduct(p))
    searchableProducts.push(searchableProduct(p, categories))
    stamps.set(p.id, p.stamp)
  }
  const { services, content } = await loadArticles(payload, categories)
  return {
    catalog: { index: new SearchIndex(searchableProducts, services, content), products: stored },
    builtAt: Date.now(),
    categoriesKey: categories.key,
    stamps,
  }
}

/**
 * The catalogue after a change: the previous one with the products whose status or update time differ re-read and
 * replaced, the removed and unpublished ones taken out, and the articles read again; null when a full build is due
 * (the category tree changed, too many products changed, or the index is old).
 */
async function updateCatalog(payload: Payload, previous: Built): Promise<Built | null> {
  if (Date.now() - previous.builtAt > INDEX_MAX_AGE_MS) return null
  const categories = await readCategories(payload)
  if (categories.key !== previous.categoriesKey) return null
  const db = drizzleTables<Drizzle, Table>(payload)
  const table = db.tables.products as Table
  const rows = await db.drizzle.select({ id: table.id, status: table.status, updatedAt: table.updatedAt }).from(table)
  const changed: number[] = []
  const present = new Set<number>()
  for (const row of rows) {
    const id = Number(row.id)
    if (row.status !== 'published') continue
    present.add(id)
    if (previous.stamps.get(id) !== stampOf(row)) changed.push(id)
  }
  const removed = [...previous.stamps.keys()].filter((id) => !present.has(id))
  if (changed.length > Math.max(INCREMENTAL_MAX, rows.length / 10)) return null
  const records = changed.length ? await loadProducts(payload, changed) : []
  const stamps = new Map(previous.stamps)
  const products = new Map(previous.catalog.products)
  for (const id of [...removed, ...changed]) {
    stamps.delete(id)
    products.delete(id)
  }
  for (const p of records) {
    stamps.set(p.id, p.stamp)
    products.set(p.id, storedProduct(p))
  }
  // A product read as changed but no longer published when re-read is removed too.
  const gone = [...removed, ...changed.filter((id) => !stamps.has(id))]
  const { services, content } = await loadArticles(payload, categories)
  const index = previous.catalog.index
    .withProducts(
      records.map((p) => searchableProduct(p, categories)),
      gone,
    )
    .withArticles(services, content)
  return { catalog: { index, products }, builtAt: previous.builtAt, categoriesKey: previous.categoriesKey, stamps }
}

/** How this process's index was refreshed so far: full builds and in-place updates (tests, benchmark). */
export const searchRefreshes = { builds: 0, updates: 0 }

/** The refresh under way per Payload: refreshes run one after another (an update changes the index it starts from). */
const refreshing = new WeakMap<Payload, Promise<unknown>>()

function refreshCatalog(payload: Payload): Promise<SearchCatalog> {
  const run = async () => {
    const previous = built.get(payload)
    const updated = previous ? await updateCatalog(payload, previous) : null
    const next = updated ?? (await buildCatalog(payload))
    if (updated) searchRefreshes.updates += 1
    else searchRefreshes.builds += 1
    built.set(payload, next)
    return next.catalog
  }
  const result = (refreshing.get(payload) ?? Promise.resolve()).then(run, run)
  refreshing.set(
    payload,
    result.catch(() => undefined),
  )
  return result
}

export function searchCatalog(payload: Payload): Promise<SearchCatalog> {
  return cached(
    'search-catalog',
    [CACHE_TAGS.products, CACHE_TAGS.categories, CACHE_TAGS.articles],
    () => refreshCatalog(payload),
    INDEX_MAX_AGE_MS,
  )
}

export async function searchIndex(payload: Payload): Promise<SearchIndex> {
  return (await searchCatalog(payload)).index
}
