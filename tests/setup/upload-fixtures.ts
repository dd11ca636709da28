import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { makePdf } from '../../src/seed/pdf'
import { type KeyValueStore, kv } from '../../src/services/kv/kv'
import { freshIp } from './leads'
import { captchaAnswer, getJson } from './server'

/** Files for the upload tests, made on the fly (no binary fixtures in the repository). */
export const SECRET_EXIF = 'GPS-SECRET-LOCATION-31.2304N'

function canvas(width = 32, height = 24) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
}

export const jpeg = () =>
  canvas()
    .jpeg()
    .withExif({ IFD0: { Copyright: SECRET_EXIF, Artist: SECRET_EXIF } })
    .toBuffer()
export const png = () =>
  canvas()
    .png()
    .withExif({ IFD0: { Copyright: SECRET_EXIF } })
    .toBuffer()
export const webp = () => canvas().webp().toBuffer()
export const gif = () => canvas().gif().toBuffer()
export const tiff = () => canvas().tiff().toBuffer()
export const hugePng = () => canvas(13_000, 8).png().toBuffer()
export const pdf = () => makePdf('Paper', ['A study using recombinant proteins.'])

/** A PDF whose catalog carries `extra` (e.g. an OpenAction running JavaScript). */
export function pdfWith(extra: string): Buffer {
  const text = pdf()
    .toString('latin1')
    .replace('<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Catalog /Pages 2 0 R ${extra} >>`)
  return Buffer.from(text, 'latin1')
}

/** A PDF hiding a JavaScript action in a Flate-compressed object stream. */
export function pdfWithCompressedJs(): Buffer {
  const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert\\(1\\)) >>', 'latin1'))
  const base = pdf().toString('latin1')
  const object = `6 0 obj\n<< /Type /ObjStm /N 1 /First 0 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`
  const at = base.indexOf('xref')
  return Buffer.concat([
    Buffer.from(base.slice(0, at), 'latin1'),
    Buffer.from(object, 'latin1'),
    hidden,
    Buffer.from(`\nendstream\nendobj\n${base.slice(at)}`, 'latin1'),
  ])
}

export interface UploadAnswer {
  status: number
  body: { code: string; data: { fileId: string; name: string; size: number; mimeType: string } | null; msg: string }
}

/** Per key-value store (where the server keeps the passes): a file that starts with a fresh store starts with none. */
const passes = new WeakMap<KeyValueStore, Map<string, string>>()

/**
 * The `upload_pass=…` cookie pair for a client address: a solved image captcha traded at POST /upload/pass (one per
 * address and server, kept for the next uploads, as a browser keeps the cookie).
 */
export async function uploadPassCookie(baseUrl: string, ip: string): Promise<string> {
  const store = kv()
  const cached = passes.get(store)?.get(`${baseUrl} ${ip}`)
  if (cached) return cached
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip }
  const { body } = await getJson(baseUrl, '/api/v1/kaptcha', { headers })
  const { captchaId } = body.data as { captchaId: string }
  const code = await captchaAnswer(captchaId)
  const solved = await getJson(baseUrl, '/api/v1/kaptcha/check', {
    method: 'POST',
    headers,
    body: JSON.stringify({ captchaId, code }),
  })
  const { ticket } = solved.body.data as { ticket: string }
  const answer = await getJson(baseUrl, '/api/v1/upload/pass', {
    method: 'POST',
    headers,
    body: JSON.stringify({ ticket }),
  })
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('upload_pass='))
  if (answer.status !== 200 || !cookie) throw new Error(`upload pass: ${answer.status} ${answer.body.msg}`)
  const pair = cookie.split(';')[0] as string
  if (!passes.has(store)) passes.set(store, new Map())
  passes.get(store)?.set(`${baseUrl} ${ip}`, pair)
  return pair
}

export async function upload(
  baseUrl: string,
  purpose: string,
  bytes: Uint8Array | string,
  options: {
    name?: string
    type?: string
    prefix?: '' | '/en'
    headers?: Record<string, string>
    form?: FormData
    /** false: no upload pass (the anonymous caller issue 15 refuses). */
    pass?: boolean
  } = {},
): Promise<UploadAnswer> {
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp(), ...options.headers }
  if (options.pass !== false) headers.cookie = await uploadPassCookie(baseUrl, headers['x-forwarded-for'] as string)
  const form = options.form ?? new FormData()
  if (!options.form) {
    const blob = new Blob([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], {
      type: options.type ?? 'image/jpeg',
    })
    form.append('file', blob, options.name ?? 'file.jpg')
  }
  const r = await getJson(baseUrl, `${options.prefix ?? ''}/api/v1/upload?purpose=${purpose}`, {
    method: 'POST',
    headers,
    body: form,
  })
  return r as unknown as UploadAnswer
}

export async function uploadedId(baseUrl: string, purpose: 'id-image' | 'paper'): Promise<string> {
  const r = await upload(baseUrl, purpose, purpose === 'paper' ? pdf() : await jpeg(), {
    name: purpose === 'paper' ? 'paper.pdf' : 'id.jpg',
    type: purpose === 'paper' ? 'application/pdf' : 'image/jpeg',
  })
  if (r.body.code !== 'E0001' || !r.body.data) throw new Error(`upload failed: ${r.status} ${r.body.msg}`)
  return r.body.data.fileId
}

/** A PDF from its objects (numbered from 1; object 1 is the catalog), with a correct xref table and trailer. */
export function assemblePdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let size = parts[0]?.length ?? 0
  const offsets: number[] = []
  objects.forEach((obj, i) => {
    offsets.push(size)
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof obj === 'string' ? Buffer.from(obj, 'latin1') : obj,
      Buffer.from('\nendobj\n', 'latin1'),
    ])
    parts.push(chunk)
    size += chunk.length
  })
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const off of offsets) tail += `${String(off).padStart(10, '0')} 00000 n \n`
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`
  return Buffer.concat([...parts, Buffer.from(tail, 'latin1')])
}

/** A stream object: its dictionary entries and its (already encoded) bytes. */
export function streamObject(dict: string, data: Buffer | string): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ])
}

/** ASCIIHexDecode's encoding. */
export const asciiHex = (data: Buffer | string) => `${Buffer.from(data as string, 'latin1').toString('hex')}>`

/** ASCII85Decode's encoding (Adobe's: `z` for four zero bytes, `~>` at the end). */
export function ascii85(data: Buffer | string): string {
  const bytes = Buffer.from(data as string, 'latin1')
  let out = ''
  for (let i = 0; i < bytes.length; i += 4) {
    const chunk = Buffer.alloc(4)
    bytes.copy(chunk, 0, i, i + 4)
    const n = Math.min(4, bytes.length - i)
    let value = chunk.readUInt32BE(0)
    if (value === 0 && n === 4) {
      out += 'z'
      continue
    }
    const digits: string[] = []
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)))
      value = Math.floor(value / 85)
    }
    out += digits.slice(0, n + 1).join('')
  }
  return `${out}~>`
}

/** RunLengthDecode's encoding (literal runs only: enough for the decoder). */
export function runLength(data: Buffer | string): Buffer {
  const bytes = Buffer.from(data as string, 'latin1')
  const parts: Buffer[] = []
  for (let i = 0; i < bytes.length; i += 128) {
    const run = bytes.subarray(i, i + 128)
    parts.push(Buffer.from([run.length - 1]), run)
  }
  return Buffer.concat([...parts, Buffer.from([128])])
}

const PAGE_OBJECTS = (contents: Buffer | string) => [
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  contents,
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
]
const TEXT = 'BT /F1 12 Tf 56 780 Td (A study using recombinant proteins.) Tj ET'

/**
 * A one-page PDF whose catalog's OpenAction (object 7) is a JavaScript action kept in an object stream
 * (object 6) encoded with `filter` (the name `/JavaScript` written as `name`): nothing of it is readable in
 * the file's bytes.
 */
export function pdfWithJsInObjectStream(
  filter: 'ASCIIHexDecode' | 'ASCII85Decode' | 'RunLengthDecode' | 'FlateDecode' | ['ASCII85Decode', 'FlateDecode'],
  name = '/JavaScript',
): Buffer {
  const action = `<< /Type /Action /S ${name} /JS (app.alert\\(1\\)) >>`
  const header = '7 0 '
  const raw = `${header}${action}`
  const filters = Array.isArray(filter) ? filter : [filter]
  // Encode in reverse order of decoding.
  let encoded: Buffer = Buffer.from(raw, 'latin1')
  for (const f of [...filters].reverse()) {
    if (f === 'ASCIIHexDecode') encoded = Buffer.from(asciiHex(encoded), 'latin1')
    else if (f === 'ASCII85Decode') encoded = Buffer.from(ascii85(encoded), 'latin1')
    else if (f === 'RunLengthDecode') encoded = runLength(encoded)
    else encoded = deflateSync(encoded)
  }
  const filterEntry = filters.length > 1 ? `[${filters.map((f) => `/${f}`).join(' ')}]` : `/${filters[0]}`
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 7 0 R >>',
    ...PAGE_OBJECTS(streamObject('', TEXT)),
    streamObject(`/Type /ObjStm /N 1 /First ${header.length} /Filter ${filterEntry}`, encoded),
  ])
}

/** A clean one-page PDF whose page content is encoded with `filter` (accepted: the check decodes it). */
export function pdfWithEncodedContent(filter: 'ASCIIHexDecode' | 'ASCII85Decode' | 'RunLengthDecode'): Buffer {
  const encoded =
    filter === 'ASCIIHexDecode' ? asciiHex(TEXT) : filter === 'ASCII85Decode' ? ascii85(TEXT) : runLength(TEXT)
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    ...PAGE_OBJECTS(streamObject(`/Filter /${filter}`, encoded)),
  ])
}

/** A PDF whose page content carries JavaScript-naming syntax behind an ASCIIHex filter (a content stream). */
export function pdfWithJsInEncodedStream(): Buffer {
  const hidden = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    ...PAGE_OBJECTS(streamObject('/Filter /ASCIIHexDecode', asciiHex(hidden))),
  ])
}

/** A PDF with a stream whose filter the check cannot decode (`/Crypt`, or a made-up one). */
export function pdfWithFilter(filter: string): Buffer {
  return assemblePdf(['<< /Type /Catalog /Pages 2 0 R >>', ...PAGE_OBJECTS(streamObject(`/Filter /${filter}`, TEXT))])
}

/** A one-page PDF drawing a JPEG image XObject (DCTDecode: accepted, an image codec on an image). */
export async function pdfWithJpegImage(): Promise<Buffer> {
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer()
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>',
    streamObject('', 'q 100 0 0 100 56 600 cm /Im1 Do Q'),
    streamObject(
      '/Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode',
      image,
    ),
  ])
}

/** HTML between a PDF header and `%%EOF`: no PDF object at all. */
export const htmlWrappedAsPdf = () =>
  Buffer.from(
    '%PDF-1.4\n<html><head><title>x</title></head><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n',
    'latin1',
  )

/** A PDF with an /AcroForm (a form) hidden behind a #-escaped name. */
export const pdfWithEscapedAcroForm = () =>
  assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R /#41croForm << /Fields [] >> >>',
    ...PAGE_OBJECTS(streamObject('', TEXT)),
  ])
