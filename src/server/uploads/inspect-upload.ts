import { inflateSync } from 'node:zlib'
import type { PDFDocument, PDFName, PDFObject } from 'pdf-lib'
import { stripControlCharacters } from '../../domain/shared/display-name'

/**
 * What a customer's upload really is, decided from its bytes (magic numbers), never from its name or the
 * Content-Type it came with. Images (JPEG, PNG, WebP) are decoded and re-encoded with sharp, which drops every
 * byte that is not pixels (EXIF/GPS metadata, comments, anything appended: an HTML or script "polyglot" tail).
 * PDFs must start with `%PDF-`, end with `%%EOF`, parse as PDF objects (pdf-lib) with a catalog and at least one
 * page, not be encrypted and carry no active content (JavaScript, Launch, embedded files, forms, XFA, rich
 * media), looked for in every object after `#xx` name escapes are decoded and in every stream after its filters
 * are decoded (Flate, LZW, ASCII85, ASCIIHex, RunLength); a stream with any other filter is refused, except the
 * image codecs on an image XObject, whose bytes are pixels and never read as PDF syntax. docs/adr/0012.
 */
export const MiB = 1024 * 1024

export const UPLOAD_PURPOSES = {
  /** ID card images (front and back) of the paper award. */
  'id-image': { kind: 'image', maxBytes: 5 * MiB },
  /** The paper (PDF) of the paper award; also an order's PO file. */
  paper: { kind: 'pdf', maxBytes: 10 * MiB },
  /**
   * A member's proof of a bank transfer for an order awaiting payment: a PDF (the PDF rules and cap) or a JPEG or
   * PNG screenshot (the image rules and cap). Sent only to its order (POST /api/v1/order/payment-proof/{id}).
   */
  'payment-proof': { kind: 'pdf-or-image', maxBytes: 10 * MiB },
} as const
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES

/** The purposes of the open upload endpoint (POST /api/v1/upload?purpose=); the others have their own route. */
const OPEN_PURPOSES: readonly UploadPurpose[] = ['id-image', 'paper']

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && (OPEN_PURPOSES as readonly string[]).includes(value)
}

/** The image types a PDF-or-image purpose takes (WebP, taken for ID images, is no usual proof format). */
const PROOF_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png']

const IMAGE_TYPES = {
  'image/jpeg': { ext: 'jpg', format: 'jpeg' },
  'image/png': { ext: 'png', format: 'png' },
  'image/webp': { ext: 'webp', format: 'webp' },
} as const

/** Largest image side accepted (pixels), against decompression bombs. */
const MAX_IMAGE_SIDE = 12_000
/** Largest total of inflated PDF stream bytes examined before the file is refused as unverifiable. */
const MAX_INFLATED_PDF = 64 * MiB

export type Inspected =
  | { ok: true; bytes: Buffer; mimeType: string; ext: string; width?: number; height?: number }
  | { ok: false; reason: 'type' | 'damaged' | 'unsafe' }
  /** Over `maxBytes`: the purpose's cap, or the image cap when a PDF-or-image purpose got an image. */
  | { ok: false; reason: 'tooLarge'; maxBytes: number }

export async function inspectUpload(purpose: UploadPurpose, input: Uint8Array): Promise<Inspected> {
  const rule = UPLOAD_PURPOSES[purpose]
  if (input.byteLength > rule.maxBytes) return { ok: false, reason: 'tooLarge', maxBytes: rule.maxBytes }
  if (input.byteLength === 0) return { ok: false, reason: 'type' }
  const { fileTypeFromBuffer } = await import('file-type')
  const sniffed = await fileTypeFromBuffer(input).catch(() => undefined)
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength)
  if (rule.kind === 'pdf-or-image' && sniffed && PROOF_IMAGE_TYPES.includes(sniffed.mime)) {
    // An image keeps the image cap.
    const imageCap = UPLOAD_PURPOSES['id-image'].maxBytes
    if (input.byteLength > imageCap) return { ok: false, reason: 'tooLarge', maxBytes: imageCap }
    return reencodeImage(bytes, sniffed.mime)
  }
  return rule.kind === 'image' ? reencodeImage(bytes, sniffed?.mime) : checkPdf(bytes, sniffed?.mime)
}

async function reencodeImage(bytes: Buffer, mime: string | undefined): Promise<Inspected> {
  if (!mime || !Object.hasOwn(IMAGE_TYPES, mime)) return { ok: false, reason: 'type' }
  const target = IMAGE_TYPES[mime as keyof typeof IMAGE_TYPES]
  const sharp = (await import('sharp')).default
  try {
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: 50_000_000, animated: false })
    const meta = await image.metadata()
    if (meta.format !== target.format) return { ok: false, reason: 'type' }
    if (!meta.width || !meta.height || meta.width > MAX_IMAGE_SIDE || meta.height > MAX_IMAGE_SIDE) {
      return { ok: false, reason: 'damaged' }
    }
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
    const pipeline = image.rotate()
    const out =
      target.format === 'jpeg'
        ? pipeline.jpeg({ quality: 90 })
        : target.format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 90 })
    const { data, info } = await out.toBuffer({ resolveWithObject: true })
    return { ok: true, bytes: data, mimeType: mime, ext: target.ext, width: info.width, height: info.height }
  } catch {
    return { ok: false, reason: 'damaged' }
  }
}

/** Names of PDF actions and objects that run or carry something (after `#xx` escapes are decoded). */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'AcroForm',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'Sound',
  'Movie',
])
const ACTIVE_PDF = new RegExp(`/(?:${[...ACTIVE_NAMES].join('|')})(?![A-Za-z0-9])`)
/** Filters decoded before a stream is looked into; any other filter makes the file unverifiable. */
const DECODED_FILTERS = new Set(['FlateDecode', 'LZWDecode', 'ASCII85Decode', 'ASCIIHexDecode', 'RunLengthDecode'])
/** Image codecs, allowed on image XObjects only (their bytes are pixels, never PDF syntax). */
const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode'])

function decodeNames(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

async function checkPdf(bytes: Buffer, mime: string | undefined): Promise<Inspected> {
  if (mime !== 'application/pdf') return { ok: false, reason: 'type' }
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return { ok: false, reason: 'type' }
  if (!/^%PDF-[12]\.\d/.test(bytes.subarray(0, 8).toString('latin1'))) return { ok: false, reason: 'damaged' }
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1')
  if (!/%%EOF\s*$/.test(tail)) return { ok: false, reason: 'damaged' }
  const text = bytes.toString('latin1')
  const plain = decodeNames(text)
  if (/\/Encrypt(?![A-Za-z0-9])/.test(plain)) return { ok: false, reason: 'unsafe' }
  if (ACTIVE_PDF.test(plain)) return { ok: false, reason: 'unsafe' }
  // Object streams hide dictionaries in compressed data: inflate every Flate stream and look there too.
  let inflated = 0
  const streams = /(?<!end)stream\r?\n/g
  for (let m = streams.exec(text); m; m = streams.exec(text)) {
    const start = m.index + m[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) break
    streams.lastIndex = end + 'endstream'.length
    let data: Buffer
    try {
      data = inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED_PDF - inflated })
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { ok: false, reason: 'unsafe' }
      continue // not Flate-compressed: the parsed objects below decode it by its own filters
    }
    inflated += data.length
    if (inflated >= MAX_INFLATED_PDF) return { ok: false, reason: 'unsafe' }
    if (ACTIVE_PDF.test(decodeNames(data.toString('latin1')))) return { ok: false, reason: 'unsafe' }
  }
  return checkPdfObjects(bytes)
}

type PdfLib = typeof import('pdf-lib')

/**
 * The structural check: the bytes parse as PDF objects (object streams included, decoded by their filters),
 * the trailer's /Root is a catalog with at least one page, no object names active content, and every stream
 * decodes (within the byte budget) to something that names none either. HTML between `%PDF-` and `%%EOF` has
 * no objects and fails here.
 */
async function checkPdfObjects(bytes: Buffer): Promise<Inspected> {
  const lib: PdfLib = await import('pdf-lib')
  let doc: PDFDocument
  try {
    doc = await lib.PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      updateMetadata: false,
      parseSpeed: lib.ParseSpeeds.Fastest,
    })
  } catch (error) {
    return { ok: false, reason: error instanceof lib.EncryptedPDFError ? 'unsafe' : 'damaged' }
  }
  const { context } = doc
  const root = context.trailerInfo.Root ? context.lookup(context.trailerInfo.Root) : undefined
  if (!(root instanceof lib.PDFDict) || root.lookup(lib.PDFName.of('Type')) !== lib.PDFName.of('Catalog')) {
    return { ok: false, reason: 'damaged' }
  }
  try {
    if (doc.getPageCount() < 1) return { ok: false, reason: 'damaged' }
  } catch {
    return { ok: false, reason: 'damaged' }
  }
  const nameOf = (name: PDFName) => decodeNames(name.decodeText())
  const names = (object: PDFObject | undefined, depth = 0): boolean => {
    if (!object || depth > 64) return depth > 64
    if (object instanceof lib.PDFName) return ACTIVE_NAMES.has(nameOf(object))
    if (object instanceof lib.PDFArray) return object.asArray().some((item) => names(item, depth + 1))
    if (object instanceof lib.PDFDict) {
      return object.entries().some(([key, value]) => ACTIVE_NAMES.has(nameOf(key)) || names(value, depth + 1))
    }
    if (object instanceof lib.PDFStream) return names(object.dict, depth + 1)
    return false
  }
  let decoded = 0
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (object instanceof lib.PDFInvalidObject) return { ok: false, reason: 'damaged' }
    if (names(object)) return { ok: false, reason: 'unsafe' }
    if (!(object instanceof lib.PDFRawStream)) continue
    const filter = object.dict.lookup(lib.PDFName.of('Filter'))
    const filters = (filter instanceof lib.PDFArray ? filter.asArray() : filter ? [filter] : []).map((f) =>
      f instanceof lib.PDFName ? nameOf(f) : '',
    )
    if (filters.every((f) => DECODED_FILTERS.has(f))) {
      try {
        const budget = MAX_INFLATED_PDF - decoded
        const data = lib.decodePDFRawStream(object).getBytes(budget + 1)
        decoded += data.length
        if (decoded > MAX_INFLATED_PDF) return { ok: false, reason: 'unsafe' }
        if (ACTIVE_PDF.test(decodeNames(Buffer.from(data).toString('latin1')))) return { ok: false, reason: 'unsafe' }
      } catch {
        return { ok: false, reason: 'damaged' }
      }
      continue
    }
    const image = object.dict.lookup(lib.PDFName.of('Subtype')) === lib.PDFName.of('Image')
    if (!image || !filters.every((f) => DECODED_FILTERS.has(f) || IMAGE_FILTERS.has(f))) {
      return { ok: false, reason: 'unsafe' }
    }
  }
  return { ok: true, bytes, mimeType: 'application/pdf', ext: 'pdf' }
}

/**
 * A display name for staff: the last path segment only (no directories, `..`, drive letters), no control
 * (C0, C1), bidirectional-control or quote characters, at most 100 characters, with the extension of what the
 * file really is.
 */
export function safeFileName(name: unknown, ext: string): string {
  const raw = typeof name === 'string' ? name : ''
  const base = raw.split(/[\\/]/).pop() ?? ''
  const cleaned = stripControlCharacters(base.normalize('NFC'))
    .replace(/["'<>:*?|%;]/g, '')
    .replace(/^[.\s]+/, '')
    .trim()
  const stem =
    cleaned
      .replace(/\.[^.]*$/, '')
      .slice(0, 90)
      .trim() || 'file'
  return `${stem}.${ext}`
}
