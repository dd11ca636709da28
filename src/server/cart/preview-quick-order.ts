import type { Payload } from 'payload'
import {
  catalogKey,
  checkQuickOrder,
  linesFromRows,
  MAX_QUICK_ORDER_LINES,
  namedCatalogKeys,
  type PastedLine,
  parsePastedText,
  type QuickOrderCheck,
  type QuickOrderProduct,
} from '../../domain/cart/quick-order'
import type { Locale } from '../../i18n/routing'
import { rawQuery } from '../../lib/db/payload-db'
import { readSheet } from '../imports/read-sheet'

/**
 * Quick order's preview (issue 21): the pasted text or the uploaded sheet's rows checked against the catalogue
 * with ONE read of the products they name (src/domain/cart/quick-order.ts holds the rules). Writes nothing.
 */
export type QuickOrderPreview = { ok: true; check: QuickOrderCheck } | { ok: false; problem: 'tooMany' | 'empty' }

/**
 * The products whose catalog numbers the lines name (by catalogKey), with their names in `locale` (Chinese when
 * the English one is missing) and their sizes in order: ONE raw statement on either database. Payload's `find`
 * runs its whole read pipeline per document (hooks, access, localization): ~300 ms for a 200-line order's
 * products, against a few milliseconds this way (bench/quick-order-bench.ts).
 */
export async function loadQuickOrderProducts(
  payload: Payload,
  spellings: readonly string[],
  locale: Locale,
): Promise<Map<string, QuickOrderProduct>> {
  const found = new Map<string, QuickOrderProduct>()
  if (spellings.length === 0) return found
  const rows = await rawQuery(
    payload,
    (sql) =>
      sql`SELECT p."id", p."catalog_number", p."status", COALESCE(l."name", c."name") AS "name",
        s."size", s."price_fen"
        FROM "products" p
        LEFT JOIN "products_locales" l ON l."_parent_id" = p."id" AND l."_locale" = ${locale}
        LEFT JOIN "products_locales" c ON c."_parent_id" = p."id" AND c."_locale" = 'cn'
        LEFT JOIN "products_sizes" s ON s."_parent_id" = p."id"
        WHERE p."catalog_number" IN (${sql.join(
          spellings.map((c) => sql`${c}`),
          sql`, `,
        )})
        ORDER BY p."id", s."_order"`,
  )
  for (const row of rows) {
    const catalogNumber = String(row.catalog_number ?? '')
    if (!catalogNumber) continue
    const key = catalogKey(catalogNumber)
    let product = found.get(key)
    if (!product) {
      product = {
        id: Number(row.id),
        catalogNumber,
        name: String(row.name ?? ''),
        published: row.status === 'published',
        sizes: [],
      }
      found.set(key, product)
    }
    if (product.id !== Number(row.id) || row.size === null || row.size === undefined) continue
    const fen = row.price_fen === null || row.price_fen === undefined ? null : Number(row.price_fen)
    product.sizes.push({ size: String(row.size), priceFen: fen !== null && Number.isSafeInteger(fen) ? fen : null })
  }
  return found
}

async function check(payload: Payload, read: { lines: PastedLine[]; tooMany: boolean }, locale: Locale) {
  if (read.tooMany) return { ok: false as const, problem: 'tooMany' as const }
  if (read.lines.length === 0) return { ok: false as const, problem: 'empty' as const }
  // Catalog numbers are stored as staff type them, in upper case as a rule: the keys are upper case,
  // and a spelling as typed is tried as well (a catalog number stored in lower case).
  const typed = read.lines.map((l) => l.catalogNumber.normalize('NFKC').trim()).filter(Boolean)
  const spellings = [...new Set([...namedCatalogKeys(read.lines), ...typed])]
  const products = await loadQuickOrderProducts(payload, spellings, locale)
  return { ok: true as const, check: checkQuickOrder(read.lines, products) }
}

export function previewPastedLines(payload: Payload, text: string, locale: Locale): Promise<QuickOrderPreview> {
  return check(payload, parsePastedText(text), locale)
}

/** The template's (or any XLSX's) first sheet; throws UnreadableFile when it is not one. */
export async function previewSheet(payload: Payload, bytes: Uint8Array, locale: Locale): Promise<QuickOrderPreview> {
  // Blank rows between lines are skipped, so read well past the limit (the limit itself is counted in lines).
  const rows = await readSheet(bytes, MAX_QUICK_ORDER_LINES * 5)
  return check(payload, linesFromRows(rows), locale)
}
