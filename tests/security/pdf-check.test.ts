import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokens } from '../setup/leads'
import { startServer } from '../setup/server'
import { translate } from '../setup/translate'
import {
  htmlWrappedAsPdf,
  jpeg,
  pdf,
  pdfWith,
  pdfWithEncodedContent,
  pdfWithEscapedAcroForm,
  pdfWithFilter,
  pdfWithJpegImage,
  pdfWithJsInEncodedStream,
  pdfWithJsInObjectStream,
  upload,
} from '../setup/upload-fixtures'

/**
 * Issue 15, point 11: the paper upload (POST /api/v1/upload?purpose=paper) decodes every stream filter or
 * refuses the file, refuses JavaScript, launch actions, embedded files and forms wherever they hide, refuses
 * what is not structurally a PDF, and strips control and bidirectional characters from display names.
 */
let server: Awaited<ReturnType<typeof startServer>>
let salesAuth = ''

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 }) // simulates many clients through X-Forwarded-For
  salesAuth = (await staffTokens(server, 'pdf-check')).sales
})
afterAll(async () => {
  await server?.close()
})

const countFiles = async () =>
  (await server.payload.count({ collection: 'private-files', overrideAccess: true })).totalDocs

type Attack = [name: string, make: () => Buffer | Promise<Buffer>, msgKey: 'api.uploadUnsafe' | 'api.uploadDamaged']

const attacks: Attack[] = [
  [
    'a JavaScript action in an ASCIIHex-encoded object stream',
    () => pdfWithJsInObjectStream('ASCIIHexDecode'),
    'api.uploadUnsafe',
  ],
  [
    'a JavaScript action in an ASCII85-encoded object stream',
    () => pdfWithJsInObjectStream('ASCII85Decode'),
    'api.uploadUnsafe',
  ],
  [
    'a JavaScript action in a RunLength-encoded object stream',
    () => pdfWithJsInObjectStream('RunLengthDecode'),
    'api.uploadUnsafe',
  ],
  [
    'a JavaScript action behind ASCII85 then Flate (a filter chain)',
    () => pdfWithJsInObjectStream(['ASCII85Decode', 'FlateDecode']),
    'api.uploadUnsafe',
  ],
  [
    'a #-escaped /J#61vaScript action in an ASCIIHex object stream',
    () => pdfWithJsInObjectStream('ASCIIHexDecode', '/J#61v#61Script'),
    'api.uploadUnsafe',
  ],
  ['JavaScript syntax in an ASCIIHex-encoded content stream', pdfWithJsInEncodedStream, 'api.uploadUnsafe'],
  ['a stream with a filter the check cannot decode (/Crypt)', () => pdfWithFilter('Crypt'), 'api.uploadUnsafe'],
  ['a stream with a made-up filter', () => pdfWithFilter('EvilDecode'), 'api.uploadUnsafe'],
  ['a form (/AcroForm) written #-escaped', pdfWithEscapedAcroForm, 'api.uploadUnsafe'],
  ['rich media', () => pdfWith('/Names << /RichMedia 9 0 R >>'), 'api.uploadUnsafe'],
  ['HTML wrapped in %PDF … %%EOF', htmlWrappedAsPdf, 'api.uploadDamaged'],
  [
    'a header, objects of junk and %%EOF (no catalog, no page)',
    () => Buffer.from('%PDF-1.7\n1 0 obj\n(hello)\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
    'api.uploadDamaged',
  ],
]

describe('PDF check: refused files (400, nothing stored)', () => {
  it.each(attacks)('%s', async (_name, make, msgKey) => {
    const before = await countFiles()
    const r = await upload(server.baseUrl, 'paper', await make(), { name: 'paper.pdf', type: 'application/pdf' })
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe(translate('cn', msgKey))
    expect(await countFiles()).toBe(before)
  })

  it('answers in English under /en', async () => {
    const r = await upload(server.baseUrl, 'paper', pdfWithJsInObjectStream('ASCII85Decode'), {
      name: 'p.pdf',
      type: 'application/pdf',
      prefix: '/en',
    })
    expect(r.body.msg).toBe(translate('en', 'api.uploadUnsafe'))
  })
})

describe('PDF check: accepted files', () => {
  it.each([
    ['a plain PDF', () => pdf()],
    ['page content behind ASCIIHex', () => pdfWithEncodedContent('ASCIIHexDecode')],
    ['page content behind ASCII85', () => pdfWithEncodedContent('ASCII85Decode')],
    ['page content behind RunLength', () => pdfWithEncodedContent('RunLengthDecode')],
    ['a JPEG image (DCTDecode on an image XObject)', pdfWithJpegImage],
  ])('%s is accepted and stored byte for byte', async (_name, make) => {
    const bytes = await make()
    const r = await upload(server.baseUrl, 'paper', bytes, { name: 'paper.pdf', type: 'application/pdf' })
    expect(r.status, r.body.msg).toBe(200)
    const res = await fetch(`${server.baseUrl}/api/v1/private-files/${r.body.data?.fileId}`, {
      headers: { authorization: salesAuth },
    })
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
  })
})

describe('display names of uploaded files', () => {
  it('lose right-to-left overrides, isolates, marks and C1 controls, stored and in the download', async () => {
    const r = await upload(server.baseUrl, 'paper', pdf(), {
      name: '\u202Atesis\u202E\u2066fdp\u2069\u200F\u061C\u0085\u009b.exe.pdf',
      type: 'application/pdf',
    })
    expect(r.status).toBe(200)
    const name = r.body.data?.name ?? ''
    expect(name).toBe('tesisfdp.exe.pdf')
    const stored = await server.payload.find({
      collection: 'private-files',
      where: { fileId: { equals: r.body.data?.fileId } },
      overrideAccess: true,
    })
    expect(stored.docs[0]?.originalName).toBe('tesisfdp.exe.pdf')
    const res = await fetch(`${server.baseUrl}/api/v1/private-files/${r.body.data?.fileId}`, {
      headers: { authorization: salesAuth },
    })
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).not.toMatch(
      /[\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/,
    )
  })

  it('also for staff uploads (media library): the stored file name has no bidirectional controls', async () => {
    const doc = await server.payload.create({
      collection: 'media',
      data: { alt: 'x' },
      file: { data: await jpeg(), mimetype: 'image/jpeg', name: 'banner\u202Egpj.exe\u2066.jpg', size: 1 },
      overrideAccess: true,
    })
    expect(doc.filename).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/)
    expect(doc.filename).toMatch(/^bannergpj/)
    await server.payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
  })
})
