import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { diffRecords } from '../../domain/audit/diff'
import { invalidateAfterChange } from '../../lib/invalidation-hooks'
import { record } from '../history/record-change'
import {
  catalogKey,
  type ImportMode,
  mapHeader,
  missingColumns,
  type ProductSnapshot,
  type ProductUpdate,
  type Validation,
  validateAliasRows,
  validatePriceRows,
} from './product-rows'
import { readSheet } from './read-sheet'

/**
 * The product importer's I/O (issue 22; aliases of issue 20): the file's rows checked against the catalogue
 * (preview), then every update written in ONE database transaction with the staff member's own access (all or
 * nothing), and the same cache tags the products collection's hooks invalidate dropped once more after the
 * commit, so /api/v1, the pages and search read the new values at once (src/lib/cache-tags.ts).
 */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024
export const MAX_IMPORT_ROWS = 5000

export type ImportProblem =
  | { problem: 'tooManyRows'; params: { max: number } }
  | { problem: 'empty' }
  | { problem: 'missingColumns'; columns: string[] }

export type Checked =
  | { ok: true; validation: Validation; products: Map<string, ProductSnapshot> }
  | ({ ok: false } & ImportProblem)

const PRODUCT_FIELDS = {
  catalogNumber: true,
  name: true,
  sizes: true,
  geneSymbol: true,
  ncbiGeneId: true,
  accession: true,
  proteinNames: true,
  synonyms: true,
} as const

/** Every product whose catalog number the file names, by catalog key, both names (locale 'all'). */
async function loadProducts(req: PayloadRequest, catalogNumbers: string[]): Promise<Map<string, ProductSnapshot>> {
  const wanted = [...new Set(catalogNumbers.map((c) => c.normalize('NFKC').trim()).filter(Boolean))]
  const found = new Map<string, ProductSnapshot>()
  // Catalog numbers are stored as typed (upper case); the file's spelling is tried as is and in upper case.
  const spellings = [...new Set(wanted.flatMap((c) => [c, c.toUpperCase()]))]
  for (let i = 0; i < spellings.length; i += 500) {
    const { docs } = await req.payload.find({
      collection: 'products',
      where: { catalogNumber: { in: spellings.slice(i, i + 500) } },
      select: PRODUCT_FIELDS,
      locale: 'all',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: false,
      user: req.user,
      req,
    })
    for (const doc of docs as unknown as ProductSnapshot[]) found.set(catalogKey(doc.catalogNumber), doc)
  }
  return found
}

/** The file read and every row checked (no write). */
export async function checkImport(req: PayloadRequest, mode: ImportMode, bytes: Uint8Array): Promise<Checked> {
  const rows = await readSheet(bytes, MAX_IMPORT_ROWS)
  const [header = [], ...data] = rows
  const dataRows = data.filter((cells) => cells.some((c) => c.trim()))
  if (dataRows.length > MAX_IMPORT_ROWS) return { ok: false, problem: 'tooManyRows', params: { max: MAX_IMPORT_ROWS } }
  const map = mapHeader(header)
  const missing = missingColumns(mode, map)
  if (missing.length > 0) return { ok: false, problem: 'missingColumns', columns: missing }
  if (dataRows.length === 0) return { ok: false, problem: 'empty' }
  const index = map.catalogNumber as number
  const products = await loadProducts(
    req,
    data.map((cells) => cells[index] ?? ''),
  )
  const validation =
    mode === 'aliases' ? validateAliasRows(data, map, products) : validatePriceRows(data, map, products)
  return { ok: true, validation, products }
}

/**
 * One product's writes through Payload's database adapter (its own mapping of fields to tables and of the sizes
 * array to rows, ids kept), in the request's transaction. Not through payload.update: every row was validated
 * above, access was checked by role, and the per-document hooks (a cache invalidation per product) would cost
 * ~40 ms a product (22 s for 1,000 rows); the caches are dropped once after the commit instead.
 */
async function write(req: PayloadRequest, update: ProductUpdate, updatedAt: string): Promise<void> {
  const common = { collection: 'products' as const, id: update.id, req, returning: false as const }
  const data: Record<string, unknown> = { ...update.aliases, updatedAt }
  if (update.sizes) data.sizes = update.sizes
  if (update.name?.cn) data.name = update.name.cn
  await req.payload.db.updateOne({ ...common, data, locale: 'cn' })
  if (update.name?.en) await req.payload.db.updateOne({ ...common, data: { name: update.name.en }, locale: 'en' })
}

/**
 * The audit entry of one imported product (the import writes past the collection's hooks, which would log it):
 * the fields it changed, before and after, in the import's transaction.
 */
async function auditImported(req: PayloadRequest, update: ProductUpdate, old: ProductSnapshot | undefined) {
  const localized = (name: ProductSnapshot['name'], lang: 'cn' | 'en') =>
    name && typeof name === 'object' ? (name[lang] ?? null) : null
  const was: Record<string, unknown> = {}
  const now: Record<string, unknown> = {}
  if (update.sizes) {
    was.sizes = old?.sizes ?? []
    now.sizes = update.sizes
  }
  for (const lang of ['cn', 'en'] as const) {
    if (update.name?.[lang]) {
      was[`name_${lang}`] = localized(old?.name, lang)
      now[`name_${lang}`] = update.name[lang]
    }
  }
  for (const [key, value] of Object.entries(update.aliases ?? {})) {
    was[key] = old?.[key as keyof ProductSnapshot] ?? null
    now[key] = value
  }
  const changes = diffRecords(was, now)
  if (changes.length === 0) return
  await record(req, {
    action: 'update',
    targetCollection: 'products',
    targetId: String(update.id),
    targetTitle: update.catalogNumber,
    changes,
  })
}

/**
 * Every update in one transaction on the request (Payload's own, joined by each update through `req`): any
 * failure rolls all of them back and is rethrown. Returns how many products changed.
 */
export async function applyImport(
  req: PayloadRequest,
  updates: ProductUpdate[],
  before: Map<string, ProductSnapshot> = new Map(),
): Promise<number> {
  if (updates.length === 0) return 0
  const owns = await initTransaction(req)
  try {
    const updatedAt = new Date().toISOString()
    for (const update of updates) {
      await write(req, update, updatedAt)
      await auditImported(req, update, before.get(catalogKey(update.catalogNumber)))
    }
    if (owns) await commitTransaction(req)
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
  // What the products collection's hooks drop (API cache, pages, search index, in every process), once.
  await invalidateAfterChange('products', undefined)
  return updates.length
}
