import ExcelJS from 'exceljs'
import { fenToYuanText } from '../../domain/cart/money'
import { siteDateTime, siteWallClock } from '../../domain/content/content-dates'
import { translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/routing'
import { DATE_TIME_FORMAT, finishTable, formatColumns, YUAN_FORMAT } from './sheet-style'

/**
 * The products export (issue 22) as XLSX or CSV, in the staff member's language:
 * - `products`: one row per size (a product without sizes: one row), both languages' names, the category in the
 *   staff member's language, the price in yuan (a number cell with a ¥ format in XLSX, `980.00` in CSV; empty =
 *   price on inquiry), the stock state by its label, the lead time in days, the status and the last change
 *   (Asia/Shanghai);
 * - `sizes`: the sizes-and-stock sheet (catalog number, size, price, stock, lead time);
 * - `aliases`: one row per alias of each product (catalog number, alias, kind), the alias import's template.
 * Every sheet the importer reads back as it is (src/server/imports/product-rows.ts knows these headers).
 */
export type ProductSheet = 'products' | 'sizes' | 'aliases'
export const PRODUCT_SHEETS: readonly ProductSheet[] = ['products', 'sizes', 'aliases']

type Localized = { cn?: string | null; en?: string | null } | string | null | undefined

export interface ExportProduct {
  catalogNumber: string
  name?: Localized
  category?: { name?: Localized } | number | string | null
  status?: string | null
  updatedAt?: string | null
  sizes?: Array<{ size: string; priceFen?: number | null; stock?: string | null; leadTimeDays?: number | null }> | null
  geneSymbol?: string | null
  ncbiGeneId?: string | null
  accession?: string | null
  proteinNames?: string | null
  synonyms?: string | null
}

type Cell = string | number | Date | null

const COLUMNS: Record<ProductSheet, string[]> = {
  products: [
    'catalogNumber',
    'nameCn',
    'nameEn',
    'category',
    'size',
    'price',
    'stock',
    'leadTime',
    'status',
    'updatedAt',
  ],
  sizes: ['catalogNumber', 'size', 'price', 'stock', 'leadTime'],
  aliases: ['catalogNumber', 'alias', 'kind'],
}

function inLocale(value: Localized, locale: Locale): string {
  if (!value) return ''
  if (typeof value === 'string') return value
  return value[locale] ?? ''
}

const lines = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)

/** The table (header, then rows) with typed values: fen as yuan numbers, times as Shanghai wall-clock dates. */
export function productTable(
  products: ExportProduct[],
  sheet: ProductSheet,
  locale: Locale,
): { header: string[]; rows: Cell[][] } {
  const t = (key: string) => translate(locale, key)
  const header = COLUMNS[sheet].map((column) => t(`admin.export.columns.${column}`))
  const rows: Cell[][] = []
  const yuan = (fen: number | null | undefined) => (typeof fen === 'number' ? fen / 100 : null)
  const stock = (code: string | null | undefined) => (code ? t(`admin.export.stock.${code}`) : '')
  for (const product of products) {
    if (sheet === 'aliases') {
      const kind = (k: string) => t(`admin.import.kinds.${k}`)
      const add = (alias: string | null | undefined, k: string) => {
        if (alias) rows.push([product.catalogNumber, alias, kind(k)])
      }
      add(product.geneSymbol, 'gene')
      add(product.accession, 'uniprot')
      add(product.ncbiGeneId, 'ncbi')
      for (const line of lines(product.proteinNames)) add(line, 'protein')
      for (const line of lines(product.synonyms)) add(line, 'synonym')
      continue
    }
    const sizes = product.sizes?.length ? product.sizes : [null]
    for (const size of sizes) {
      const sizeCells: Cell[] = [
        size?.size ?? '',
        yuan(size?.priceFen),
        stock(size?.stock),
        typeof size?.leadTimeDays === 'number' ? size.leadTimeDays : null,
      ]
      if (sheet === 'sizes') {
        rows.push([product.catalogNumber, ...sizeCells])
        continue
      }
      const category = typeof product.category === 'object' && product.category ? product.category.name : ''
      rows.push([
        product.catalogNumber,
        inLocale(product.name, 'cn'),
        inLocale(product.name, 'en'),
        inLocale(category, locale),
        ...sizeCells,
        product.status ? t(`admin.export.status.${product.status}`) : '',
        product.updatedAt ? siteWallClock(new Date(product.updatedAt)) : null,
      ])
    }
  }
  return { header, rows }
}

export async function productWorkbook(products: ExportProduct[], sheet: ProductSheet, locale: Locale) {
  const { header, rows } = productTable(products, sheet, locale)
  const book = new ExcelJS.Workbook()
  book.created = new Date()
  const ws = book.addWorksheet(translate(locale, `admin.export.sheets.${sheet}`))
  ws.addRow(header)
  for (const row of rows) ws.addRow(row)
  const priceColumn = COLUMNS[sheet].indexOf('price') + 1
  if (priceColumn > 0) formatColumns(ws, [priceColumn], YUAN_FORMAT)
  const leadColumn = COLUMNS[sheet].indexOf('leadTime') + 1
  if (leadColumn > 0) formatColumns(ws, [leadColumn], '0')
  const updatedColumn = COLUMNS[sheet].indexOf('updatedAt') + 1
  if (updatedColumn > 0) formatColumns(ws, [updatedColumn], DATE_TIME_FORMAT)
  finishTable(ws)
  return new Uint8Array(await book.xlsx.writeBuffer())
}

/** A CSV field: quoted when needed; a leading =, +, @ or -letter neutralised (spreadsheet formula injection). */
function csvField(value: string): string {
  const safe = /^[=+@\t\r]|^-[^\d.]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The same table as UTF-8 CSV with a BOM (Excel opens it as UTF-8): yuan as `980.00`, times in Shanghai. */
export function productCsv(products: ExportProduct[], sheet: ProductSheet, locale: Locale): Uint8Array {
  const { header, rows } = productTable(products, sheet, locale)
  const priceIndex = COLUMNS[sheet].indexOf('price')
  const text = (cell: Cell, index: number): string => {
    if (cell === null) return ''
    if (cell instanceof Date) return cell.toISOString().slice(0, 16).replace('T', ' ')
    if (typeof cell === 'number') return index === priceIndex ? fenToYuanText(Math.round(cell * 100)) : String(cell)
    return cell
  }
  const out = [header, ...rows].map((row) => row.map((cell, i) => csvField(text(cell, i))).join(',')).join('\r\n')
  return new TextEncoder().encode(`\uFEFF${out}\r\n`)
}

/** The file's name: products-20240516-1405.xlsx (Shanghai time). */
export function exportFileName(sheet: ProductSheet, extension: 'xlsx' | 'csv', at: Date): string {
  const stamp = siteDateTime(at).replace(/[-:]/g, '').replace(' ', '-')
  return `${sheet}-${stamp}.${extension}`
}
