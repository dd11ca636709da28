import type { Payload } from 'payload'
import { documentFileName } from '../../domain/documents/layout'
import type { Locale } from '../../i18n/routing'
import { productRecord } from '../../lib/data/documents'
import { lotByNumber, todayInChina } from '../../lib/data/lots'
import { openUploadedFile } from '../../services/storage/upload-storage'
import { cachedDocument } from './document-cache'
import { coaSpec } from './document-specs'
import { type GeneratedDocument, newest } from './generate-datasheet'
import { renderPdf } from './pdf-engine'

export type LotCertificate =
  | ({ source: 'generated' } & GeneratedDocument)
  | {
      source: 'uploaded'
      body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>
      size: number | undefined
      fileName: string
      lastModified: Date
      version: string
    }

/**
 * The certificate of analysis of a published lot, by catalog number and lot number (the COA-by-lot box, issue
 * 19): the PDF staff uploaded for the lot when there is one (the lot's certificate, else the certificate filed
 * under the same catalog and lot numbers), else the one generated from the lot record in the visitor's
 * language. Null when the product or the lot is not on file.
 */
export async function lotCertificate(
  payload: Payload,
  locale: Locale,
  catalogNumber: string,
  lotNumber: string,
  now = new Date(),
): Promise<LotCertificate | null> {
  const product = await productRecord.read(payload, locale, catalogNumber)
  if (!product) return null
  const lot = await lotByNumber.read(payload, locale, product.id, lotNumber)
  if (!lot) return null
  const fileName = documentFileName('COA', product.catalogNumber, lot.lotNumber)

  const uploaded = await uploadedCertificate(payload, lot.coaFileId, product.catalogNumber, lot.lotNumber)
  if (uploaded) {
    const stored = await openUploadedFile(payload, 'coa-certificates', uploaded)
    if (stored)
      return {
        source: 'uploaded',
        body: stored.body,
        size: stored.size,
        fileName,
        lastModified: newest(uploaded.updatedAt),
        version: `coa-file|${uploaded.id}|${uploaded.updatedAt}`,
      }
  }

  const today = todayInChina(now)
  const version = [product.id, product.updatedAt, lot.id, lot.updatedAt, today].join('|')
  const bytes = await cachedDocument(`coa|${locale}|${version}`, () =>
    renderPdf(coaSpec(locale, product, lot, today), now),
  )
  return {
    source: 'generated',
    bytes,
    fileName: documentFileName('COA', product.catalogNumber, lot.lotNumber, locale.toUpperCase()),
    lastModified: newest(product.updatedAt, lot.updatedAt),
    version,
  }
}

/** The uploaded certificate of a lot: its own (coaFile), else one filed under its catalog and lot numbers. */
async function uploadedCertificate(
  payload: Payload,
  coaFileId: number | null,
  catalogNumber: string,
  lotNumber: string,
) {
  // Staff-only files: read past access control here, served only for a published lot of a published product.
  if (coaFileId !== null) {
    const doc = await payload.findByID({
      collection: 'coa-certificates',
      id: coaFileId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (doc?.filename) return doc
  }
  const { docs } = await payload.find({
    collection: 'coa-certificates',
    where: { and: [{ catalogNumber: { equals: catalogNumber } }, { lotNumber: { equals: lotNumber } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.filename ? docs[0] : null
}
