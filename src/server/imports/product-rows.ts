import { fenToYuanText, parseYuan } from '../../domain/cart/money'
import { STOCK_STATES, type StockState } from '../../domain/catalog/catalog'
import { translate } from '../../i18n/messages'

/**
 * The product importer's rules (issue 22; the alias list of issue 20), without any I/O: which column is which
 * (headers in either language, as the export writes them), what each row means for the catalogue, and the
 * per-row errors staff see in the preview. The endpoint (src/collections/products/endpoints/import-export.ts)
 * reads the file, loads the products and applies the plan in one transaction (product-import.ts).
 *
 * - `prices` mode (the full product sheet or the sizes-and-stock sheet): a row is one size of one product,
 *   found by catalog number and size text; it may set the price in yuan (empty = price on inquiry), the stock
 *   state (empty = unchanged), the lead time in days (empty = none) and, on the full sheet, the names.
 * - `aliases` mode: a row is one alias of one product, with an optional kind (gene symbol, UniProt accession,
 *   NCBI Gene ID, protein name; none = a synonym), added to the product's search fields.
 */
export type ImportMode = 'prices' | 'aliases'
export const IMPORT_MODES: readonly ImportMode[] = ['prices', 'aliases']

export const COLUMNS = [
  'catalogNumber',
  'nameCn',
  'nameEn',
  'category',
  'size',
  'price',
  'stock',
  'leadTime',
  'alias',
  'kind',
] as const
export type Column = (typeof COLUMNS)[number]

export const ALIAS_KINDS = ['synonym', 'gene', 'uniprot', 'ncbi', 'protein'] as const
export type AliasKind = (typeof ALIAS_KINDS)[number]

export type RowErrorCode =
  | 'missingCatalogNumber'
  | 'unknownCatalogNumber'
  | 'missingSize'
  | 'unknownSize'
  | 'duplicateRow'
  | 'badPrice'
  | 'badStock'
  | 'badLeadTime'
  | 'badName'
  | 'missingAlias'
  | 'badAlias'
  | 'badKind'
  | 'badNcbiGeneId'
  | 'badUniprot'
  | 'aliasConflict'

export interface RowError {
  column: Column | null
  code: RowErrorCode
  params?: Record<string, string>
}

export type ChangeField =
  | 'price'
  | 'stock'
  | 'leadTime'
  | 'nameCn'
  | 'nameEn'
  | 'geneSymbol'
  | 'ncbiGeneId'
  | 'accession'
  | 'proteinNames'
  | 'synonyms'

export interface Change {
  field: ChangeField
  /** As staff read it: yuan with two decimals, stock and kinds by code (labelled by the caller). */
  from: string
  to: string
}

export interface RowResult {
  /** The spreadsheet's row number (the header is row 1). */
  row: number
  catalogNumber: string
  /** The size (prices) or the alias (aliases). */
  item: string
  status: 'change' | 'same' | 'error'
  changes: Change[]
  errors: RowError[]
}

export interface SizeSnapshot {
  id?: string | null
  size: string
  priceFen?: number | null
  stock?: string | null
  leadTimeDays?: number | null
}

export interface ProductSnapshot {
  id: number | string
  catalogNumber: string
  name?: { cn?: string | null; en?: string | null }
  sizes?: SizeSnapshot[] | null
  geneSymbol?: string | null
  ncbiGeneId?: string | null
  accession?: string | null
  proteinNames?: string | null
  synonyms?: string | null
}

/** What to write to one product: the whole sizes array (ids kept) and/or single fields, per locale for names. */
export interface ProductUpdate {
  id: number | string
  catalogNumber: string
  sizes?: SizeSnapshot[]
  name?: { cn?: string; en?: string }
  aliases?: Partial<Record<'geneSymbol' | 'ncbiGeneId' | 'accession' | 'proteinNames' | 'synonyms', string>>
}

export interface Validation {
  rows: RowResult[]
  updates: ProductUpdate[]
  counts: { rows: number; changed: number; unchanged: number; errors: number }
}

/** Text compared loosely: full-width forms folded, spaces dropped, case ignored ("100 µg" = "100μg" = "100 ΜG"). */
export function looseKey(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toLowerCase()
}

export const catalogKey = (text: string) => text.normalize('NFKC').trim().toUpperCase()

/** The header names each column answers to: its label in both languages, and its key. */
function headerNames(column: Column): string[] {
  return [
    column,
    translate('cn', `admin.export.columns.${column}`),
    translate('en', `admin.export.columns.${column}`),
    ...translate('cn', `admin.import.headerAliases.${column}`).split('|'),
  ]
    .filter((name) => name && !name.startsWith('admin.'))
    .flatMap((name) => [name, name.replace(/[（(][^)）]*[)）]/g, '')])
}

const HEADER_INDEX: Map<string, Column> = new Map(
  COLUMNS.flatMap((column) => headerNames(column).map((name) => [looseKey(name), column] as const)),
)

/** Which column of the file is which (unknown headers are ignored); the column's index by its key. */
export function mapHeader(header: string[]): Partial<Record<Column, number>> {
  const map: Partial<Record<Column, number>> = {}
  header.forEach((name, index) => {
    // "价格（元）" or just "价格": the label with or without its parenthesised unit.
    const column =
      HEADER_INDEX.get(looseKey(name)) ?? HEADER_INDEX.get(looseKey(name.replace(/[（(][^)）]*[)）]/g, '')))
    if (column && map[column] === undefined) map[column] = index
  })
  return map
}

/** The columns a mode cannot do without, missing from this header (empty when the file fits the mode). */
export function missingColumns(mode: ImportMode, map: Partial<Record<Column, number>>): Column[] {
  if (mode === 'aliases') return (['catalogNumber', 'alias'] as const).filter((c) => map[c] === undefined)
  const missing = (['catalogNumber', 'size'] as const).filter((c) => map[c] === undefined) as Column[]
  if (map.price === undefined && map.stock === undefined && map.leadTime === undefined && map.nameCn === undefined)
    missing.push('price')
  return missing
}

const STOCK_BY_TEXT: Map<string, StockState> = new Map(
  STOCK_STATES.flatMap((state) =>
    [state, translate('cn', `admin.export.stock.${state}`), translate('en', `admin.export.stock.${state}`)].map(
      (text) => [looseKey(text), state] as const,
    ),
  ),
)

export function parseStock(text: string): StockState | null {
  return STOCK_BY_TEXT.get(looseKey(text)) ?? null
}

/** A lead time in days: 1 to 365, whole; '' → null (none). */
export function parseLeadTime(text: string): number | null | 'invalid' {
  const cleaned = text
    .normalize('NFKC')
    .trim()
    .replace(/(天|days?)$/i, '')
    .trim()
  if (cleaned === '') return null
  if (!/^\d{1,3}(\.0+)?$/.test(cleaned)) return 'invalid'
  const days = Number(cleaned)
  return days >= 1 && days <= 365 ? days : 'invalid'
}

const KIND_BY_TEXT: Map<string, AliasKind> = new Map(
  ALIAS_KINDS.flatMap((kind) =>
    [
      kind,
      translate('cn', `admin.import.kinds.${kind}`),
      translate('en', `admin.import.kinds.${kind}`),
      ...translate('cn', `admin.import.kindAliases.${kind}`).split('|'),
    ]
      .filter((text) => text && !text.startsWith('admin.'))
      .map((text) => [looseKey(text), kind] as const),
  ),
)

/** '' → synonym; a kind's key or label in either language; anything else → null. */
export function parseKind(text: string): AliasKind | null {
  if (text.trim() === '') return 'synonym'
  return KIND_BY_TEXT.get(looseKey(text)) ?? null
}

const UNIPROT = /^([OPQ][0-9][A-Z0-9]{3}[0-9]|[A-NR-Z][0-9]([A-Z][A-Z0-9]{2}[0-9]){1,2})(-\d{1,3})?$/
const MAX_ALIAS = 120
const MAX_NAME = 300

const cell = (cells: string[], map: Partial<Record<Column, number>>, column: Column): string => {
  const index = map[column]
  return index === undefined ? '' : (cells[index] ?? '').normalize('NFC').trim()
}

const isBlank = (cells: string[]) => cells.every((c) => !c?.trim())

/** The validated rows of a `prices` file and the updates they make (only products with a change). */
/**
 * The start every data row shares: its result (row number as the sheet shows it, under the header) added to
 * `rows`, an error recorder, and the product its catalog number names (missing or unknown is the row's first
 * error).
 */
function startRow(
  rows: RowResult[],
  index: number,
  catalogNumber: string,
  item: string,
  products: Map<string, ProductSnapshot>,
) {
  const result: RowResult = { row: index + 2, catalogNumber, item, status: 'same', changes: [], errors: [] }
  rows.push(result)
  const error = (column: Column | null, code: RowErrorCode, params?: Record<string, string>) =>
    result.errors.push(params ? { column, code, params } : { column, code })
  const product = catalogNumber ? products.get(catalogKey(catalogNumber)) : undefined
  if (!catalogNumber) error('catalogNumber', 'missingCatalogNumber')
  else if (!product) error('catalogNumber', 'unknownCatalogNumber', { value: catalogNumber })
  return { result, error, product }
}

export function validatePriceRows(
  dataRows: string[][],
  map: Partial<Record<Column, number>>,
  products: Map<string, ProductSnapshot>,
): Validation {
  const rows: RowResult[] = []
  const working = new Map<ProductSnapshot['id'], ProductUpdate & { changed: boolean }>()
  const seen = new Set<string>()
  dataRows.forEach((cells, index) => {
    if (isBlank(cells)) return
    const catalogNumber = cell(cells, map, 'catalogNumber')
    const size = cell(cells, map, 'size')
    const { result, error, product } = startRow(rows, index, catalogNumber, size, products)
    // A product without sizes is exported as one row without a size: only its names can change.
    const sizeless = product !== undefined && !product.sizes?.length && !size
    if (!size && !sizeless) error('size', 'missingSize')
    const cellsOf = sizeCells(cells, map, error)
    const names = { cn: cell(cells, map, 'nameCn'), en: cell(cells, map, 'nameEn') }
    for (const [locale, column] of [
      ['cn', 'nameCn'],
      ['en', 'nameEn'],
    ] as const) {
      if (names[locale].length > MAX_NAME || /[\r\n]/.test(names[locale])) error(column, 'badName')
    }
    if (!product || result.errors.length > 0) {
      result.status = 'error'
      return
    }

    let update = working.get(product.id)
    if (!update) {
      update = {
        id: product.id,
        catalogNumber: product.catalogNumber,
        sizes: (product.sizes ?? []).map((s) => ({ ...s })),
        changed: false,
      }
      working.set(product.id, update)
    }
    const sizes = update.sizes ?? []
    const target = sizeless ? undefined : sizes.find((s) => looseKey(s.size) === looseKey(size))
    if (!sizeless && !target) {
      error('size', 'unknownSize', { value: size, known: sizes.map((s) => s.size).join(' / ') })
    } else {
      const key = `${product.id}\u0000${looseKey(size)}`
      if (seen.has(key)) error(sizeless ? 'catalogNumber' : 'size', 'duplicateRow')
      seen.add(key)
    }
    if (result.errors.length > 0) {
      result.status = 'error'
      return
    }

    const change = (field: ChangeField, from: string, to: string) => result.changes.push({ field, from, to })
    if (target) applySizeCells(target, cellsOf, change)
    for (const [locale, field] of [
      ['cn', 'nameCn'],
      ['en', 'nameEn'],
    ] as const) {
      const wanted = names[locale]
      const current = update.name?.[locale] ?? product.name?.[locale] ?? ''
      if (wanted && wanted !== current) {
        change(field, current, wanted)
        update.name = { ...update.name, [locale]: wanted }
      }
    }
    if (result.changes.length > 0) {
      result.status = 'change'
      update.changed = true
    }
  })
  return finish(rows, working)
}

interface SizeCells {
  /** undefined: no such column; null: empty (price on inquiry, no lead time). */
  price?: number | null
  /** undefined: empty or no column (unchanged). */
  stock?: StockState
  lead?: number | null
}

/** The price, stock and lead-time cells of a row, parsed; each bad one reported. */
function sizeCells(
  cells: string[],
  map: Partial<Record<Column, number>>,
  error: (column: Column, code: RowErrorCode, params?: Record<string, string>) => void,
): SizeCells {
  const out: SizeCells = {}
  if (map.price !== undefined) {
    const text = cell(cells, map, 'price')
    const price = parseYuan(text)
    if (price === 'invalid') error('price', 'badPrice', { value: text })
    else out.price = price
  }
  const stockText = cell(cells, map, 'stock')
  if (stockText) {
    const stock = parseStock(stockText)
    if (stock === null) error('stock', 'badStock', { value: stockText })
    else out.stock = stock
  }
  if (map.leadTime !== undefined) {
    const text = cell(cells, map, 'leadTime')
    const lead = parseLeadTime(text)
    if (lead === 'invalid') error('leadTime', 'badLeadTime', { value: text })
    else out.lead = lead
  }
  return out
}

/** A size's cells applied to it, each difference reported. */
function applySizeCells(
  target: SizeSnapshot,
  { price, stock, lead }: SizeCells,
  change: (field: ChangeField, from: string, to: string) => void,
): void {
  if (price !== undefined && (target.priceFen ?? null) !== price) {
    change('price', fenToYuanText(target.priceFen), fenToYuanText(price))
    target.priceFen = price
  }
  if (stock && (target.stock ?? 'in-stock') !== stock) {
    change('stock', target.stock ?? 'in-stock', stock)
    target.stock = stock
  }
  if (lead !== undefined && (target.leadTimeDays ?? null) !== lead) {
    change('leadTime', target.leadTimeDays ? String(target.leadTimeDays) : '', lead ? String(lead) : '')
    target.leadTimeDays = lead
  }
}

function finish(rows: RowResult[], working: Map<unknown, ProductUpdate & { changed: boolean }>): Validation {
  const updates = [...working.values()].filter((u) => u.changed).map(({ changed: _changed, ...update }) => update)
  const count = (status: RowResult['status']) => rows.filter((r) => r.status === status).length
  return {
    rows,
    updates,
    counts: { rows: rows.length, changed: count('change'), unchanged: count('same'), errors: count('error') },
  }
}

const lines = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/** The validated rows of an `aliases` file and the updates they make. */
export function validateAliasRows(
  dataRows: string[][],
  map: Partial<Record<Column, number>>,
  products: Map<string, ProductSnapshot>,
): Validation {
  const rows: RowResult[] = []
  const working = new Map<ProductSnapshot['id'], ProductUpdate & { changed: boolean }>()
  dataRows.forEach((cells, index) => {
    if (isBlank(cells)) return
    const catalogNumber = cell(cells, map, 'catalogNumber')
    const alias = cell(cells, map, 'alias').replace(/\s+/g, ' ')
    const kindText = cell(cells, map, 'kind')
    const { result, error, product } = startRow(rows, index, catalogNumber, alias, products)
    if (!alias) error('alias', 'missingAlias')
    else if (alias.length > MAX_ALIAS) error('alias', 'badAlias')
    const kind = parseKind(kindText)
    if (!kind) error('kind', 'badKind', { value: kindText })
    else if (alias && kind === 'ncbi' && !/^\d{1,10}$/.test(alias)) error('alias', 'badNcbiGeneId', { value: alias })
    else if (alias && kind === 'uniprot' && !UNIPROT.test(alias.toUpperCase()))
      error('alias', 'badUniprot', { value: alias })
    if (!product || !kind || result.errors.length > 0) {
      result.status = 'error'
      return
    }
    let update = working.get(product.id)
    if (!update) {
      update = { id: product.id, catalogNumber: product.catalogNumber, aliases: {}, changed: false }
      working.set(product.id, update)
    }
    const aliases = update.aliases ?? {}
    const current = <K extends keyof typeof aliases>(field: K) =>
      aliases[field] ?? (product[field] as string | null | undefined) ?? ''
    const single = (field: 'geneSymbol' | 'ncbiGeneId' | 'accession', value: string) => {
      const now = current(field)
      if (looseKey(now) === looseKey(value)) return
      if (now) {
        error('alias', 'aliasConflict', { current: now })
        return
      }
      aliases[field] = value
      result.changes.push({ field, from: '', to: value })
    }
    const listed = (field: 'proteinNames' | 'synonyms', value: string) => {
      const list = lines(current(field))
      if (list.some((line) => looseKey(line) === looseKey(value))) return
      aliases[field] = [...list, value].join('\n')
      result.changes.push({ field, from: '', to: value })
    }
    if (kind === 'gene') single('geneSymbol', alias)
    else if (kind === 'ncbi') single('ncbiGeneId', alias)
    else if (kind === 'uniprot') single('accession', alias.toUpperCase())
    else if (kind === 'protein') listed('proteinNames', alias)
    else listed('synonyms', alias)
    update.aliases = aliases
    if (result.errors.length > 0) result.status = 'error'
    else if (result.changes.length > 0) {
      result.status = 'change'
      update.changed = true
    }
  })
  return finish(rows, working)
}

/** A row error as staff read it, in their admin language. */
export function rowErrorText(locale: 'cn' | 'en', error: RowError): string {
  return translate(locale, `admin.import.errors.${error.code}`, error.params ?? {})
}
