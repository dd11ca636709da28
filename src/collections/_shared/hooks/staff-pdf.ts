import fs from 'node:fs/promises'
import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'
import { translate } from '../../../i18n/messages'
import { inspectPdf, PDF_MAX_BYTES } from '../../../server/uploads/inspect-upload'
import { adminLocale } from '../admin-locale'

/**
 * Staff PDF uploads (downloads, COA certificates, and any upload collection that takes PDFs) pass the same
 * inspection as a customer's PDF (src/server/uploads/inspect-upload.ts): structurally a PDF, at most PDF_MAX_BYTES,
 * not encrypted, no JavaScript, launch, embedded file, rich media, XFA or non-signature form, no URI opened without a
 * click, looked for in every revision, object stream and decoded stream (issue 31, point 6: the downloads took 34 of
 * 41 active PDFs and served them to anonymous visitors). A refusal is a 4xx in the staff member's language; nothing
 * is stored. The stored name is the upload's stem with `.pdf` and no other extension (`datasheet.exe` or
 * `manual.pdf.exe` become `datasheet-exe.pdf`, `manual-pdf-exe.pdf`).
 */
export function takesPdf(collection: Pick<CollectionConfig, 'upload'>): boolean {
  const upload = collection.upload
  if (!upload) return false
  const mimeTypes = typeof upload === 'object' ? upload.mimeTypes : undefined
  if (!mimeTypes || mimeTypes.length === 0) return true
  return mimeTypes.some((type) => type === 'application/pdf' || type === 'application/*' || type === '*/*')
}

/** `stem.pdf`: no directory, no other extension (every dot of the stem becomes a dash). */
export function pdfFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const stem = base
    .replace(/\.pdf$/i, '')
    .replace(/\./g, '-')
    .replace(/^[-\s]+/, '')
    .trim()
  return `${stem || 'file'}.pdf`
}

function refuse(req: PayloadRequest, status: number, key: string, params: Record<string, string | number> = {}) {
  return new APIError(translate(adminLocale(req.i18n?.language), key, params), status, null, true)
}

const REASONS = { type: 'cmsSafety.reasonType', damaged: 'cmsSafety.reasonDamaged', unsafe: 'cmsSafety.reasonUnsafe' }

export const inspectStaffPdf: CollectionBeforeOperationHook = async ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const req = args.req as PayloadRequest | undefined
  const file = req?.file
  if (!req || !file) return args
  let data: Buffer
  if (file.data && file.data.length > 0) data = file.data
  else if (file.tempFilePath) data = await fs.readFile(file.tempFilePath)
  else data = Buffer.alloc(0)
  const inspected = await inspectPdf(data)
  if (!inspected.ok) {
    if (inspected.reason === 'tooLarge') {
      throw refuse(req, 413, 'cmsSafety.pdfTooLarge', { mb: Math.round(PDF_MAX_BYTES / 1024 / 1024) })
    }
    const reason = translate(adminLocale(req.i18n?.language), REASONS[inspected.reason])
    throw refuse(req, inspected.reason === 'type' ? 415 : 400, 'cmsSafety.pdfRefused', { reason })
  }
  file.name = pdfFileName(file.name ?? '')
  file.mimetype = 'application/pdf'
  return args
}

/** A stored name changed without a new file keeps `.pdf` and no other extension. */
export const keepPdfName: CollectionBeforeChangeHook = ({ data, req }) => {
  if (data && typeof data.filename === 'string' && data.filename !== pdfFileName(data.filename)) {
    throw refuse(req, 400, 'cmsSafety.pdfName')
  }
  return data
}

/** Adds the inspection to every upload collection that takes PDFs (payload.config.ts maps each collection through it). */
export function withPdfInspection(collection: CollectionConfig): CollectionConfig {
  if (!takesPdf(collection)) return collection
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [...(collection.hooks?.beforeOperation ?? []), inspectStaffPdf],
      beforeChange: [...(collection.hooks?.beforeChange ?? []), keepPdfName],
    },
  }
}
