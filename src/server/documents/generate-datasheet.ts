import type { Payload } from 'payload'
import { documentFileName } from '../../domain/documents/layout'
import type { Locale } from '../../i18n/routing'
import { productRecord } from '../../lib/data/documents'
import { currentLot, todayInChina } from '../../lib/data/lots'
import { cachedDocument } from './document-cache'
import { datasheetSpec } from './document-specs'
import { renderPdf } from './pdf-engine'

export interface GeneratedDocument {
  bytes: Uint8Array
  fileName: string
  /** The newest change of the records it was drawn from (Last-Modified). */
  lastModified: Date
  /** Names the record versions it was drawn from (ETag). */
  version: string
}

/**
 * The datasheet PDF of a published product (the kit manual for kits) in one language, drawn from the product
 * record and its current lot (issue 19). Always current: the product and lot reads are dropped by their cache
 * tags on every edit, and the bytes are cached under the records' updatedAt. Null when no such product.
 */
export async function generateDatasheet(
  payload: Payload,
  locale: Locale,
  catalogNumber: string,
  now = new Date(),
): Promise<GeneratedDocument | null> {
  const product = await productRecord.read(payload, locale, catalogNumber)
  if (!product) return null
  const today = todayInChina(now)
  const lot = await currentLot.read(payload, locale, product.id, today)
  const version = [product.id, product.updatedAt, lot?.id ?? 0, lot?.updatedAt ?? '', today].join('|')
  const bytes = await cachedDocument(`datasheet|${locale}|${version}`, () =>
    renderPdf(datasheetSpec(locale, product, lot, today), now),
  )
  const kind = product.productType === 'kit' ? 'Manual' : 'Datasheet'
  return {
    bytes,
    fileName: documentFileName(product.catalogNumber, kind, locale.toUpperCase()),
    lastModified: newest(product.updatedAt, lot?.updatedAt),
    version,
  }
}

export function newest(...dates: Array<string | null | undefined>): Date {
  const times = dates.flatMap((d) => (d ? [Date.parse(d)] : [])).filter(Number.isFinite)
  return new Date(times.length ? Math.max(...times) : 0)
}
