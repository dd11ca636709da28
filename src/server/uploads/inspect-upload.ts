import { inflateSync, constants as zlibConstants } from 'node:zlib'
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

/** The largest PDF any upload takes, a customer's or a staff member's (issue 31: the same check on every path). */
export const PDF_MAX_BYTES = UPLOAD_PURPOSES.paper.maxBytes

/** A PDF by the customer rules (type from the bytes, size cap, structure, no active content), for staff uploads. */
export async function inspectPdf(input: Uint8Array): Promise<Inspected> {
  if (input.byteLength > PDF_MAX_BYTES) return { ok: false, reason: 'tooLarge', maxBytes: PDF_MAX_BYTES }
  if (input.byteLength === 0) return { ok: false, reason: 'type' }
  const { fileTypeFromBuffer } = await import('file-type')
  const sniffed = await fileTypeFromBuffer(input).catch(() => undefined)
  return checkPdf(Buffer.from(input.buffer, input.byteOffset, input.byteLength), sniffed?.mime)
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

/**
 * Names of PDF actions and objects that run or carry something (after `#xx` escapes are decoded). /AcroForm is
 * not among them: a form is judged by its fields (signature fields only, see `formIsSignaturesOnly`), so that a
 * signed PDF passes.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'Sound',
  'Movie',
  'Rendition',
])
const ACTIVE_PDF = new RegExp(`/(?:${[...ACTIVE_NAMES].join('|')})(?![A-Za-z0-9])`)
const ACRO_FORM = /\/AcroForm(?![A-Za-z0-9])/
/** Filters decoded before a stream is looked into; any other filter makes the file unverifiable. */
const DECODED_FILTERS = new Set(['FlateDecode', 'LZWDecode', 'ASCII85Decode', 'ASCIIHexDecode', 'RunLengthDecode'])
/** Image codecs, allowed on image XObjects only (their bytes are pixels, never PDF syntax). */
const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode'])
/** The abbreviations of inline images and old writers, read as the filters they stand for. */
const FILTER_ALIASES: Record<string, string> = {
  Fl: 'FlateDecode',
  LZW: 'LZWDecode',
  A85: 'ASCII85Decode',
  AHx: 'ASCIIHexDecode',
  RL: 'RunLengthDecode',
  DCT: 'DCTDecode',
  CCF: 'CCITTFaxDecode',
}

function decodeNames(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

type Verdict = 'ok' | 'damaged' | 'unsafe'

/**
 * The bytes of one stream decoded through `filters` (in order), or a verdict: 'unsafe' when the total of decoded
 * bytes would pass `budget.left` (a decompression bomb) or a filter is not one the check decodes.
 */
function decodeChain(lib: PdfLib, data: Uint8Array, filters: string[], budget: { left: number }): Uint8Array | Verdict {
  let bytes = data
  for (const filter of filters) {
    if (!DECODED_FILTERS.has(filter)) return 'unsafe'
    if (filter === 'FlateDecode') {
      try {
        bytes = inflateSync(bytes, { maxOutputLength: Math.max(1, budget.left) })
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'unsafe'
        // A truncated or trailing-junk stream, which viewers still read: what inflates before the damage.
        try {
          bytes = inflateSync(bytes, {
            maxOutputLength: Math.max(1, budget.left),
            finishFlush: zlibConstants.Z_SYNC_FLUSH,
          })
        } catch (again) {
          if ((again as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'unsafe'
          return 'damaged'
        }
      }
    } else {
      try {
        const context = lib.PDFContext.create()
        const stream = lib.PDFRawStream.of(context.obj({ Filter: filter }), bytes)
        bytes = new Uint8Array(lib.decodePDFRawStream(stream).getBytes(budget.left + 1))
      } catch {
        return 'damaged'
      }
    }
    if (bytes.length > budget.left) return 'unsafe'
  }
  budget.left -= bytes.length
  return bytes
}

/** The filter names a stream's dictionary (its source text) declares, or null when they are not plain names. */
function declaredFilters(dictText: string): string[] | null {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+|\d+\s+\d+\s+R)/.exec(dictText)
  if (!match) return []
  const value = match[1] as string
  if (/R$/.test(value)) return null
  return [...value.matchAll(/\/([^\s/<>[\]()]+)/g)].map((m) => FILTER_ALIASES[m[1] as string] ?? (m[1] as string))
}

/**
 * The first pass, on the file's bytes as they are (every revision of an incrementally updated file, whatever a
 * parser later keeps): no active name in the text, and none in any stream once decoded through the filters its
 * dictionary declares (object streams included, under every filter and chain). An image keeps its codec: only the
 * filters before it are decoded (a JBIG2 or JPEG image's data hidden behind ASCII85 is looked into); the pixels of
 * an image with generic filters only are not PDF syntax and are not decoded. Every decoded byte counts against
 * MAX_INFLATED_PDF (a Flate bomb is refused when it gets there, not inflated to the end).
 */
async function scanRawStreams(bytes: Buffer, text: string): Promise<{ verdict: Verdict; formSeen: boolean }> {
  const lib: PdfLib = await import('pdf-lib')
  const budget = { left: MAX_INFLATED_PDF }
  let formSeen = ACRO_FORM.test(decodeNames(text))
  const streams = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g
  let dictFrom = 0
  for (let m = streams.exec(text); m; m = streams.exec(text)) {
    const start = m.index + m[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) return { verdict: 'damaged', formSeen }
    streams.lastIndex = end + 'endstream'.length
    const objAt = text.lastIndexOf(' obj', m.index)
    const dictText = decodeNames(text.slice(Math.max(dictFrom, objAt, 0), m.index))
    dictFrom = end
    const filters = declaredFilters(dictText)
    if (filters === null) return { verdict: 'unsafe', formSeen }
    const image = /\/Subtype\s*\/Image(?![A-Za-z0-9])/.test(dictText) && !/\/Type\s*\/(?:ObjStm|XRef)/.test(dictText)
    let chain = filters
    if (image) {
      const codec = filters.findIndex((f) => IMAGE_FILTERS.has(f))
      if (codec === -1) continue // pixels
      if (codec !== filters.length - 1) return { verdict: 'unsafe', formSeen }
      chain = filters.slice(0, codec)
      if (chain.length === 0) continue // the codec's own bytes, already in the text scanned above
    }
    const decoded = decodeChain(lib, bytes.subarray(start, end), chain, budget)
    if (decoded === 'unsafe' || decoded === 'damaged') return { verdict: decoded, formSeen }
    const plain = decodeNames(Buffer.from(decoded).toString('latin1'))
    if (ACTIVE_PDF.test(plain)) return { verdict: 'unsafe', formSeen }
    if (ACRO_FORM.test(plain)) formSeen = true
  }
  return { verdict: 'ok', formSeen }
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
  const raw = await scanRawStreams(bytes, text)
  if (raw.verdict !== 'ok') return { ok: false, reason: raw.verdict }
  return checkPdfObjects(bytes, raw.formSeen)
}

type PdfLib = typeof import('pdf-lib')

/**
 * The structural check: the bytes parse as PDF objects (object streams included, decoded by their filters),
 * the trailer's /Root is a catalog with at least one page, no object names active content, no open action or
 * additional action (/OpenAction, /AA: run without a click) opens a URI, a form (/AcroForm) has signature fields
 * only, and every stream decodes (within the byte budget) to something that names none either. HTML between
 * `%PDF-` and `%%EOF` has no objects and fails here.
 */
async function checkPdfObjects(bytes: Buffer, formSeen: boolean): Promise<Inspected> {
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
  const resolve = (object: PDFObject | undefined): PDFObject | undefined =>
    object instanceof lib.PDFRef ? context.lookup(object) : object
  /** An action (and the actions after it, /Next) that opens a URI. */
  const opensUri = (object: PDFObject | undefined, depth = 0): boolean => {
    const action = resolve(object)
    if (depth > 32) return true
    if (action instanceof lib.PDFArray) return action.asArray().some((item) => opensUri(item, depth + 1))
    if (!(action instanceof lib.PDFDict)) return false
    for (const [key, value] of action.entries()) {
      const name = nameOf(key)
      const resolved = resolve(value)
      if (name === 'URI') return true
      if (name === 'S' && resolved instanceof lib.PDFName && nameOf(resolved) === 'URI') return true
      if (name === 'Next' && opensUri(value, depth + 1)) return true
    }
    return false
  }
  /** /AA: a dictionary of triggers, each an action. */
  const triggersUri = (object: PDFObject | undefined): boolean => {
    const triggers = resolve(object)
    if (!(triggers instanceof lib.PDFDict)) return false
    return triggers.entries().some(([, action]) => opensUri(action))
  }
  /** A form whose fields (and their kids) are all signature fields (/FT /Sig, inherited down the tree). */
  const formIsSignaturesOnly = (object: PDFObject | undefined): boolean => {
    const form = resolve(object)
    if (!(form instanceof lib.PDFDict)) return false
    const fields = resolve(form.get(lib.PDFName.of('Fields')))
    if (!(fields instanceof lib.PDFArray) || fields.size() === 0) return false
    const seen = new Set<PDFObject>()
    const signature = (node: PDFObject | undefined, inherited: string | null, depth: number): boolean => {
      const field = resolve(node)
      if (!(field instanceof lib.PDFDict) || depth > 32 || seen.has(field)) return false
      seen.add(field)
      const ft = resolve(field.get(lib.PDFName.of('FT')))
      const type = ft instanceof lib.PDFName ? nameOf(ft) : inherited
      const kids = resolve(field.get(lib.PDFName.of('Kids')))
      if (kids instanceof lib.PDFArray && kids.size() > 0) {
        return kids.asArray().every((kid) => signature(kid, type, depth + 1))
      }
      return type === 'Sig'
    }
    return fields.asArray().every((field) => signature(field, null, 0))
  }
  let formsFound = 0
  let refused = false
  const names = (object: PDFObject | undefined, depth = 0): boolean => {
    if (!object || depth > 64) return depth > 64
    if (object instanceof lib.PDFName) return ACTIVE_NAMES.has(nameOf(object))
    if (object instanceof lib.PDFArray) return object.asArray().some((item) => names(item, depth + 1))
    if (object instanceof lib.PDFDict) {
      return object.entries().some(([key, value]) => {
        const name = nameOf(key)
        if (ACTIVE_NAMES.has(name)) return true
        if (name === 'AcroForm') {
          formsFound += 1
          if (!formIsSignaturesOnly(value)) refused = true
        }
        if (name === 'OpenAction' && opensUri(value)) refused = true
        if (name === 'AA' && triggersUri(value)) refused = true
        return refused || names(value, depth + 1)
      })
    }
    if (object instanceof lib.PDFStream) return names(object.dict, depth + 1)
    return false
  }
  let decoded = 0
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (object instanceof lib.PDFInvalidObject) return { ok: false, reason: 'damaged' }
    if (names(object) || refused) return { ok: false, reason: 'unsafe' }
    if (!(object instanceof lib.PDFRawStream)) continue
    const filter = object.dict.lookup(lib.PDFName.of('Filter'))
    const filters = (filter instanceof lib.PDFArray ? filter.asArray() : filter ? [filter] : []).map((f) =>
      f instanceof lib.PDFName ? (FILTER_ALIASES[nameOf(f)] ?? nameOf(f)) : '',
    )
    const image = object.dict.lookup(lib.PDFName.of('Subtype')) === lib.PDFName.of('Image')
    if (image) {
      // Pixels (scanned in the first pass where a codec sits behind generic filters).
      if (!filters.every((f) => DECODED_FILTERS.has(f) || IMAGE_FILTERS.has(f))) return { ok: false, reason: 'unsafe' }
      continue
    }
    if (!filters.every((f) => DECODED_FILTERS.has(f))) return { ok: false, reason: 'unsafe' }
    try {
      const budget = MAX_INFLATED_PDF - decoded
      const data = lib.decodePDFRawStream(object).getBytes(budget + 1)
      decoded += data.length
      if (decoded > MAX_INFLATED_PDF) return { ok: false, reason: 'unsafe' }
      if (ACTIVE_PDF.test(decodeNames(Buffer.from(data).toString('latin1')))) return { ok: false, reason: 'unsafe' }
    } catch {
      return { ok: false, reason: 'damaged' }
    }
  }
  // A form the text names but the parser did not find as a dictionary key: the two disagree, refused.
  if (formSeen && formsFound === 0) return { ok: false, reason: 'unsafe' }
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
