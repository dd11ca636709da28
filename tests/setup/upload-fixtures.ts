import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { makePdf } from '../../src/seed/pdf'
import { freshIp } from './leads'
import { getJson } from './server'

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
  } = {},
): Promise<UploadAnswer> {
  const form = options.form ?? new FormData()
  if (!options.form) {
    const blob = new Blob([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], {
      type: options.type ?? 'image/jpeg',
    })
    form.append('file', blob, options.name ?? 'file.jpg')
  }
  const r = await getJson(baseUrl, `${options.prefix ?? ''}/api/v1/upload?purpose=${purpose}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp(), ...options.headers },
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
