import { z } from 'zod'
import { cartId } from './cart-lines'
import { MAX_COUNT, MIN_COUNT } from './line-price'

/**
 * Quick order (issue 21): a member pastes lines of catalog number, size and count (or uploads the XLSX template),
 * sees every line checked against the catalogue, then adds the valid ones to the cart. Pure: the caller loads the
 * products the lines name and passes them in. Codes only; the API words them in the request's language
 * (`quickOrder.errors.<code>`).
 */

/** Most lines one quick order may hold (pasted or uploaded). */
export const MAX_QUICK_ORDER_LINES = 200
/** Longest line read; longer lines are refused on their own, never cut. */
export const MAX_QUICK_ORDER_LINE_LENGTH = 300
/** Longest pasted text (characters): 200 lines of the longest length, and some blank lines. */
export const MAX_QUICK_ORDER_TEXT = MAX_QUICK_ORDER_LINES * MAX_QUICK_ORDER_LINE_LENGTH

/** POST /cart/quick-order/preview: the pasted text. */
export const quickOrderTextSchema = z.object({ text: z.string().max(MAX_QUICK_ORDER_TEXT) }).strict()

/** POST /cart/quick-order/add: the preview's valid lines (each checked again by the cart's own add). */
export const quickOrderAddSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            productId: cartId,
            size: z.string().trim().min(1).max(100),
            count: z.number().int().min(MIN_COUNT).max(MAX_COUNT),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_QUICK_ORDER_LINES),
  })
  .strict()
export type QuickOrderAdd = z.infer<typeof quickOrderAddSchema>

/** A line as read from the text or the sheet, before the catalogue is consulted. */
export interface PastedLine {
  /** The line's number in the text (or the row's number in the sheet), from 1. */
  line: number
  catalogNumber: string
  size: string
  /** The count as typed ('' when the line has none: one). */
  count: string
  /** Longer than MAX_QUICK_ORDER_LINE_LENGTH: refused as a whole. */
  tooLong?: boolean
}

export type QuickOrderErrorCode =
  | 'tooLong'
  | 'missingCatalogNumber'
  | 'unknownCatalogNumber'
  | 'unavailable'
  | 'missingSize'
  | 'unknownSize'
  | 'badCount'

/** A catalog number as compared: NFKC (full-width letters), trimmed, upper case. */
export const catalogKey = (text: string): string => text.normalize('NFKC').trim().toUpperCase()

/**
 * A size as compared: NFKC (µ → μ, full-width digits), lower case, no spaces or thousands separators, and
 * "ug"/"ul" after a number read as μg/μl. "10ug", "10 µg" and "１０ μg" are the same size; so are "5000U" and
 * "5,000 U".
 */
export const sizeKey = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s,]/g, '')
    .replace(/(\d)u([gl])/g, '$1μ$2')

/** A first cell naming the catalog number column: the template's header or a copied table's. */
const HEADER = /^(货号|产品货号|catalog(ue)?(number|no\.?|#)?|cat\.?(no\.?|#)|sku|itemno\.?)$/i

/** A first row that is a header (skipped), in either language. */
export function isHeaderRow(cells: readonly string[]): boolean {
  return HEADER.test((cells[0] ?? '').normalize('NFKC').replace(/\s+/g, ''))
}

/**
 * One pasted line's cells. Separators: tabs (Excel, WPS), commas in either width, the ideographic comma, semicolons
 * and bars, or runs of two or more spaces. The commas of a number written with thousands separators are part of a
 * size ("5,000 U"), not separators. A line with single spaces only is read as
 * "catalog number, size…, count" (the last word is the count when it is a number).
 */
export function splitCells(raw: string): string[] {
  const text = raw.normalize('NFKC').trim()
  if (text === '') return []
  // A number with thousands separators standing on its own ("5,000"; not the "12,100" of "RP0012,100 µg" nor
  // the "001,100" of "ABH-001,100 µg") keeps its commas: they are hidden while the line is split.
  const guarded = text.replace(/(?<![\w.\-/])[1-9]\d{0,2}(?:,\d{3})+(?![\d,])/g, (n) => n.replaceAll(',', '\u0001'))
  let cells = guarded.split(/\t|[;|、,]/).map((c) => c.replaceAll('\u0001', ',').trim())
  if (cells.length === 1) cells = text.split(/\s{2,}/).map((c) => c.trim())
  if (cells.length === 1) {
    const words = text.split(/\s+/)
    if (words.length >= 3 && /^\d+$/.test(words[words.length - 1] as string)) {
      cells = [words[0] as string, words.slice(1, -1).join(' '), words[words.length - 1] as string]
    } else cells = [words[0] as string, words.slice(1).join(' ')]
  }
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop()
  return cells
}

function fromCells(line: number, cells: readonly string[]): PastedLine {
  return { line, catalogNumber: cells[0] ?? '', size: cells[1] ?? '', count: cells[2] ?? '' }
}

/**
 * The pasted text's lines (blank lines and a header line skipped). `tooMany` when it holds more than
 * MAX_QUICK_ORDER_LINES lines: the caller refuses the whole text.
 */
export function parsePastedText(text: string): { lines: PastedLine[]; tooMany: boolean } {
  const lines: PastedLine[] = []
  const raw = text.split(/\r\n|\r|\n/)
  for (const [i, line] of raw.entries()) {
    if (line.trim() === '') continue
    if (lines.length === MAX_QUICK_ORDER_LINES) return { lines, tooMany: true }
    if (line.length > MAX_QUICK_ORDER_LINE_LENGTH) {
      lines.push({ line: i + 1, catalogNumber: '', size: '', count: '', tooLong: true })
      continue
    }
    const cells = splitCells(line)
    if (lines.length === 0 && isHeaderRow(cells)) continue
    lines.push(fromCells(i + 1, cells))
  }
  return { lines, tooMany: false }
}

/**
 * The rows of an uploaded sheet (cell texts, header first as read): columns A, B, C are catalog number, size and
 * count; empty rows and a header row are skipped. Line numbers are the sheet's row numbers.
 */
export function linesFromRows(rows: readonly (readonly string[])[]): { lines: PastedLine[]; tooMany: boolean } {
  const lines: PastedLine[] = []
  for (const [i, row] of rows.entries()) {
    const cells = row.slice(0, 3).map((c) => (c ?? '').normalize('NFKC').trim())
    if (cells.every((c) => c === '')) continue
    if (lines.length === 0 && isHeaderRow(cells)) continue
    if (lines.length === MAX_QUICK_ORDER_LINES) return { lines, tooMany: true }
    const tooLong = cells.some((c) => c.length > MAX_QUICK_ORDER_LINE_LENGTH)
    lines.push(tooLong ? { line: i + 1, catalogNumber: '', size: '', count: '', tooLong } : fromCells(i + 1, cells))
  }
  return { lines, tooMany: false }
}

/** The count as typed: '' is one; otherwise a whole number 1–999 (full-width digits read), or null. */
export function parseCount(text: string): number | null {
  const t = text.normalize('NFKC').trim()
  if (t === '') return 1
  if (!/^\d{1,4}$/.test(t)) return null
  const n = Number(t)
  return n >= MIN_COUNT && n <= MAX_COUNT ? n : null
}

/** What the check needs of a product named by a line. */
export interface QuickOrderProduct {
  id: number
  catalogNumber: string
  name: string
  /** Sold now (published); a draft or unpublished product is refused. */
  published: boolean
  sizes: { size: string; priceFen: number | null }[]
}

/** One line of the preview: valid lines carry the product and its size as the catalogue spells it. */
export interface CheckedLine {
  /** The text's line numbers this line stands for (several when duplicates were merged). */
  lines: number[]
  catalogNumber: string
  size: string
  /** The count (summed over merged duplicates); null when unreadable. */
  count: number | null
  error: QuickOrderErrorCode | null
  productId: number | null
  productName: string | null
  /** The size's catalogue price in fen (null: on inquiry); only on valid lines. */
  priceFen: number | null
  /** The product's sizes, on an unknown or missing size, so the member sees what to type. */
  knownSizes?: string[]
}

export interface QuickOrderCheck {
  lines: CheckedLine[]
  /** Valid lines (after merging), and lines with an error. */
  valid: number
  errors: number
  /** Text lines merged into an earlier line of the same catalog number and size. */
  merged: number
}

/** Every catalog number the lines name, as keys (for the one catalogue query). */
export function namedCatalogKeys(lines: readonly PastedLine[]): string[] {
  return [...new Set(lines.map((l) => catalogKey(l.catalogNumber)).filter(Boolean))]
}

function checkOne(line: PastedLine, products: ReadonlyMap<string, QuickOrderProduct>): CheckedLine {
  const out: CheckedLine = {
    lines: [line.line],
    catalogNumber: line.catalogNumber,
    size: line.size,
    count: parseCount(line.count),
    error: null,
    productId: null,
    productName: null,
    priceFen: null,
  }
  if (line.tooLong) return { ...out, count: null, error: 'tooLong' }
  if (catalogKey(line.catalogNumber) === '') return { ...out, error: 'missingCatalogNumber' }
  const product = products.get(catalogKey(line.catalogNumber))
  if (!product) return { ...out, error: 'unknownCatalogNumber' }
  const named = { ...out, catalogNumber: product.catalogNumber, productId: product.id, productName: product.name }
  if (!product.published) return { ...named, error: 'unavailable' }
  const knownSizes = product.sizes.map((s) => s.size)
  if (sizeKey(line.size) === '') return { ...named, error: 'missingSize', knownSizes }
  const size = product.sizes.find((s) => sizeKey(s.size) === sizeKey(line.size))
  if (!size) return { ...named, error: 'unknownSize', knownSizes }
  const sized = { ...named, size: size.size, priceFen: size.priceFen }
  return out.count === null ? { ...sized, error: 'badCount' } : sized
}

/**
 * Every line checked against the catalogue (`products` by catalogKey): unknown catalog number, unpublished
 * product, missing or unknown size (with the product's sizes), bad count. Valid lines of the same product and size
 * are merged into the first one (counts summed; over 999 in total is a bad count). Order kept.
 */
export function checkQuickOrder(
  lines: readonly PastedLine[],
  products: ReadonlyMap<string, QuickOrderProduct>,
): QuickOrderCheck {
  const out: CheckedLine[] = []
  const firstOf = new Map<string, CheckedLine>()
  let merged = 0
  for (const line of lines) {
    const checked = checkOne(line, products)
    if (checked.error !== null || checked.productId === null || checked.count === null) {
      out.push(checked)
      continue
    }
    const key = `${checked.productId}\u0000${checked.size}`
    const first = firstOf.get(key)
    if (!first) {
      firstOf.set(key, checked)
      out.push(checked)
      continue
    }
    merged += 1
    first.lines.push(...checked.lines)
    first.count = (first.count ?? 0) + checked.count
    if (first.count > MAX_COUNT) first.error = 'badCount'
  }
  const errors = out.filter((l) => l.error !== null).length
  return { lines: out, valid: out.length - errors, errors, merged }
}
