import { deflateSync } from 'node:zlib'
import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { takesPdf } from '../../src/collections/_shared/hooks/staff-pdf'
import { translate } from '../../src/i18n/messages'
import { staffTokens } from '../setup/leads'
import { startServer } from '../setup/server'
import {
  ascii85,
  asciiHex,
  assemblePdf,
  pdf,
  pdfWith,
  pdfWithJsInObjectStream,
  runLength,
  streamObject,
  upload,
} from '../setup/upload-fixtures'

/**
 * Issue 31, point 6: every staff upload collection that takes PDFs (downloads, COA certificates: found from the
 * config) refuses what the customer upload refuses, with a localized 4xx and nothing stored: JavaScript (open
 * action, names tree, object streams under every filter and chain), Launch, embedded files, XFA, non-signature
 * forms, SubmitForm, rich media, encryption, JavaScript behind a JBIG2 image's filters, an incremental update that
 * adds JavaScript, Flate bombs, files over 10 MiB, and a URI opened by /OpenAction or /AA. A clean PDF and a
 * signed one (an /AcroForm of signature fields only) pass; a download's stored name keeps `.pdf` only.
 */
let server: Awaited<ReturnType<typeof startServer>>
let auth: { admin: string; editor: string; sales: string }

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 })
  auth = await staffTokens(server, 'staffpdf')
})
afterAll(async () => {
  await server?.close()
})

const TEXT = 'BT /F1 12 Tf 56 780 Td (Datasheet) Tj ET'
const PAGES = (extraPage = '') => [
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${extraPage} >>`,
  streamObject('', TEXT),
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
]
const withCatalog = (catalog: string, more: (string | Buffer)[] = [], extraPage = '') =>
  assemblePdf([`<< /Type /Catalog /Pages 2 0 R ${catalog} >>`, ...PAGES(extraPage), ...more])

async function pdfLibWith(edit: (doc: PDFDocument) => void, useObjectStreams = true): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage([300, 300]).drawText('Datasheet')
  edit(doc)
  return Buffer.from(await doc.save({ useObjectStreams }))
}

/** An incremental update appended to a clean file: object 1 (the catalog) again, now with an open action. */
function incrementalUpdate(): Buffer {
  const base = withCatalog('')
  const offset = base.length
  const object =
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 7 0 R >>\nendobj\n7 0 obj\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>\nendobj\n'
  const objectHex = Buffer.from(object, 'latin1')
  const xrefAt = offset + objectHex.length
  const second = offset + object.indexOf('7 0 obj')
  const tail = `xref\n0 1\n0000000000 65535 f \n1 1\n${String(offset).padStart(10, '0')} 00000 n \n7 1\n${String(second).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 8 /Root 1 0 R /Prev ${base.toString('latin1').match(/startxref\n(\d+)/)?.[1]} >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return Buffer.concat([base, objectHex, Buffer.from(tail, 'latin1')])
}

/** A clean file updated with an ASCII85-encoded object stream holding a JavaScript open action (objects 1, 7). */
function incrementalUpdateObjStm(): Buffer {
  const base = withCatalog('')
  const header = '1 0 7 58 '
  const inner = `<< /Type /Catalog /Pages 2 0 R /OpenAction 7 0 R >>`.padEnd(58, ' ') + JS
  const stream = streamObject(
    `/Type /ObjStm /N 2 /First ${header.length} /Filter /ASCII85Decode`,
    ascii85(header + inner),
  )
  const object = Buffer.concat([Buffer.from('9 0 obj\n', 'latin1'), stream, Buffer.from('\nendobj\n', 'latin1')])
  const prev = base.toString('latin1').match(/startxref\n(\d+)/)?.[1]
  const tail = `xref\n0 1\n0000000000 65535 f \n9 1\n${String(base.length).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 10 /Root 1 0 R /Prev ${prev} >>\nstartxref\n${base.length + object.length}\n%%EOF\n`
  return Buffer.concat([base, object, Buffer.from(tail, 'latin1')])
}

const JS = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'

type Attack = [name: string, make: () => Buffer | Promise<Buffer>]

const attacks: Attack[] = [
  ['JavaScript open action', () => withCatalog(`/OpenAction ${JS}`)],
  ['JavaScript in the names tree', () => withCatalog('/Names << /JavaScript << /Names [(a) 6 0 R] >> >>', [JS])],
  ['a #-escaped /J#61vaScript', () => withCatalog('/OpenAction << /S /J#61vaScript /J#53 (x) >>')],
  ['JavaScript in a Flate object stream', () => pdfWithJsInObjectStream('FlateDecode')],
  ['JavaScript in an ASCIIHex object stream', () => pdfWithJsInObjectStream('ASCIIHexDecode')],
  ['JavaScript in an ASCII85 object stream', () => pdfWithJsInObjectStream('ASCII85Decode')],
  ['JavaScript in a RunLength object stream', () => pdfWithJsInObjectStream('RunLengthDecode')],
  ['JavaScript behind ASCII85 then Flate', () => pdfWithJsInObjectStream(['ASCII85Decode', 'FlateDecode'])],
  [
    'JavaScript page action (/AA) by pdf-lib',
    () =>
      pdfLibWith((doc) => {
        const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })
        doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: action }))
      }),
  ],
  [
    'JavaScript open action by pdf-lib in object streams',
    () =>
      pdfLibWith((doc) => {
        doc.catalog.set(
          PDFName.of('OpenAction'),
          doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
        )
      }),
  ],
  ['a Launch action', () => withCatalog('/OpenAction << /S /Launch /F (cmd.exe) >>')],
  [
    'an embedded file (pdf-lib attach)',
    () =>
      pdfLibWith((doc) => {
        void doc.attach(Buffer.from('MZ evil'), 'evil.exe', { mimeType: 'application/octet-stream' })
      }),
  ],
  ['an XFA form', () => withCatalog('/AcroForm << /Fields [] /XFA 6 0 R >>', [streamObject('', '<xdp:xdp/>')])],
  [
    'a text form field (pdf-lib)',
    () =>
      pdfLibWith((doc) => {
        doc.getForm().createTextField('name').addToPage(doc.getPage(0))
      }),
  ],
  ['a SubmitForm action', () => withCatalog('/OpenAction << /S /SubmitForm /F (https://evil.example/) >>')],
  ['rich media', () => withCatalog('/Names << /RichMedia 6 0 R >>', ['<< >>'])],
  ['a Rendition action', () => withCatalog('/OpenAction << /S /Rendition /OP 0 >>')],
  [
    'an encrypted PDF',
    () => Buffer.from(pdf().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 9 0 R'), 'latin1'),
  ],
  [
    'JavaScript behind a JBIG2 image’s ASCII85 filter',
    () =>
      withCatalog('', [
        streamObject(
          '/Type /XObject /Subtype /Image /Width 8 /Height 8 /BitsPerComponent 1 /Filter [/ASCII85Decode /JBIG2Decode]',
          ascii85(`${JS} 1 0 obj ${JS}`),
        ),
      ]),
  ],
  [
    'a JBIG2 "image" that is an object stream',
    () =>
      withCatalog('/OpenAction 8 0 R', [
        streamObject('/Type /ObjStm /Subtype /Image /N 1 /First 4 /Filter /JBIG2Decode', `8 0 ${JS}`),
      ]),
  ],
  ['an unknown filter', () => withCatalog('', [streamObject('/Filter /EvilDecode', TEXT)])],
  ['an incremental update adding a JavaScript open action', incrementalUpdate],
  ['an incremental update with JavaScript in an ASCII85 object stream', incrementalUpdateObjStm],
  [
    'a Flate bomb (100 MiB of zeros)',
    () =>
      withCatalog('', [
        streamObject('/Filter /FlateDecode', deflateSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 })),
      ]),
  ],
  [
    'a RunLength bomb',
    () =>
      withCatalog('', [
        streamObject(
          '/Filter /RunLengthDecode',
          Buffer.concat([Buffer.alloc(2 * 600_000, Buffer.from([129, 0])), Buffer.from([128])]),
        ),
      ]),
  ],
  [
    'JavaScript in a hex-encoded content stream',
    () =>
      assemblePdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        ...PAGES().slice(0, 2),
        streamObject('/Filter /ASCIIHexDecode', asciiHex(JS)),
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ]),
  ],
  [
    'JavaScript in a RunLength content stream',
    () =>
      assemblePdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        ...PAGES().slice(0, 2),
        streamObject('/Filter /RunLengthDecode', runLength(JS)),
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ]),
  ],
  ['an open action opening a URI', () => withCatalog('/OpenAction << /S /URI /URI (https://evil.example/) >>')],
  [
    'an open action opening a URI (indirect)',
    () => withCatalog('/OpenAction 6 0 R', ['<< /S /URI /URI (https://evil.example/) >>']),
  ],
  ['a page’s /AA opening a URI', () => withCatalog('', [], '/AA << /O << /S /URI /URI (https://evil.example/) >> >>')],
  [
    'a URI chained after a GoTo open action (/Next)',
    () => withCatalog('/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (https://evil.example/) >> >>'),
  ],
  [
    'HTML between %PDF and %%EOF',
    () => Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n', 'latin1'),
  ],
]

const SIGNED_FORM = '/AcroForm << /Fields [7 0 R] /SigFlags 3 >>'
const SIG_FIELD = '<< /FT /Sig /T (Signature1) /V 8 0 R /Type /Annot /Subtype /Widget /Rect [0 0 0 0] /P 3 0 R >>'
const SIG_VALUE =
  '<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached /ByteRange [0 10 20 30] /Contents <0000> >>'

const clean: Attack[] = [
  ['a plain PDF', () => pdf()],
  ['a pdf-lib PDF with object streams', () => pdfLibWith(() => {})],
  [
    'a PDF with a link annotation to a URI (clicked, not automatic)',
    () =>
      withCatalog(
        '',
        ['<< /Type /Annot /Subtype /Link /Rect [0 0 100 20] /A << /S /URI /URI (https://example.com/) >> >>'],
        '/Annots [6 0 R]',
      ),
  ],
  [
    'a signed PDF (an /AcroForm of signature fields only)',
    () => withCatalog(SIGNED_FORM, ['<< >>', SIG_FIELD, SIG_VALUE]),
  ],
]

interface PdfCollection {
  slug: string
  authorization: () => string
  data: () => Record<string, unknown>
}

let stamp = 0
const COLLECTIONS: PdfCollection[] = [
  {
    slug: 'downloads',
    authorization: () => auth.editor,
    data: () => ({ title: `T31 资料 ${++stamp}`, status: 'draft' }),
  },
  {
    slug: 'coa-certificates',
    authorization: () => auth.sales,
    data: () => ({ catalogNumber: `T31-${Date.now()}-${++stamp}`, lotNumber: `L${stamp}` }),
  },
]

async function staffUpload(c: PdfCollection, bytes: Buffer, name = 'datasheet.pdf', lang?: 'en') {
  const form = new FormData()
  form.append('_payload', JSON.stringify(c.data()))
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name)
  const res = await fetch(`${server.baseUrl}/api/cms/${c.slug}${lang ? '?locale=en' : ''}`, {
    method: 'POST',
    headers: { authorization: c.authorization(), ...(lang ? { cookie: 'payload-lng=en' } : {}) },
    body: form,
  })
  const text = await res.text()
  return {
    status: res.status,
    text,
    body: JSON.parse(text) as { doc?: { id: number; filename: string }; errors?: { message: string }[] },
  }
}

const count = async (slug: string) =>
  (await server.payload.count({ collection: slug as 'downloads', overrideAccess: true })).totalDocs

describe('the PDF collections', () => {
  it('are every upload collection that takes PDFs, and each has the inspection', async () => {
    const config = await (await import('../../src/payload.config')).default
    const pdfCollections = config.collections.filter((c) => takesPdf(c))
    expect(pdfCollections.map((c) => c.slug).sort()).toEqual(COLLECTIONS.map((c) => c.slug).sort())
    for (const c of pdfCollections) {
      expect(
        c.hooks?.beforeOperation?.some((h) => h.name === 'inspectStaffPdf'),
        c.slug,
      ).toBe(true)
    }
  })
})

describe.each(COLLECTIONS)('staff uploads to $slug', (c) => {
  it.each(attacks)('refuses %s (4xx, localized, nothing stored)', async (_name, make) => {
    const before = await count(c.slug)
    const r = await staffUpload(c, await make())
    expect(r.status, r.text).toBeGreaterThanOrEqual(400)
    expect(r.status, r.text).toBeLessThan(500)
    expect(r.body.errors?.[0]?.message).toMatch(/^PDF 文件未通过安全检查：/)
    expect(await count(c.slug)).toBe(before)
  })

  it('refuses a file over 10 MiB with 413 (or the body limit)', async () => {
    const big = Buffer.concat([pdf().subarray(0, 20), Buffer.alloc(11 * 1000 * 1000, 0x20), pdf().subarray(20)])
    const before = await count(c.slug)
    const r = await staffUpload(c, big)
    expect(r.status, r.text).toBe(413)
    expect(await count(c.slug)).toBe(before)
  })

  it('answers in English to a staff member whose back office speaks English', async () => {
    const r = await staffUpload(c, withCatalog(`/OpenAction ${JS}`), 'x.pdf', 'en')
    expect(r.status).toBe(400)
    expect(r.body.errors?.[0]?.message).toBe(
      translate('en', 'cmsSafety.pdfRefused', { reason: translate('en', 'cmsSafety.reasonUnsafe') }),
    )
  })

  it.each(clean)('accepts %s, stored with a .pdf name only', async (_name, make) => {
    const r = await staffUpload(c, await make(), 'sheet.exe')
    expect(r.status, r.text).toBe(201)
    expect(r.body.doc?.filename).toMatch(/^sheet-exe(-\d+)?\.pdf$/)
    await server.payload.delete({
      collection: c.slug as 'downloads',
      id: r.body.doc?.id as number,
      overrideAccess: true,
    })
  })
})

describe('download names', () => {
  it('lose every extension but .pdf (manual.pdf.exe → manual-pdf-exe.pdf)', async () => {
    const c = COLLECTIONS[0] as PdfCollection
    const r = await staffUpload(c, pdf(), 'manual.pdf.exe')
    expect(r.status, r.text).toBe(201)
    expect(r.body.doc?.filename).toMatch(/^manual-pdf-exe(-\d+)?\.pdf$/)
    await server.payload.delete({ collection: 'downloads', id: r.body.doc?.id as number, overrideAccess: true })
  })
})

describe('the customer upload (paper)', () => {
  it.each([
    ['an open action opening a URI', () => withCatalog('/OpenAction << /S /URI /URI (https://evil.example/) >>')],
    [
      'a page’s /AA opening a URI',
      () => withCatalog('', [], '/AA << /O << /S /URI /URI (https://evil.example/) >> >>'),
    ],
  ])('refuses %s', async (_name, make) => {
    const r = await upload(server.baseUrl, 'paper', make(), { name: 'p.pdf', type: 'application/pdf' })
    expect(r.status).toBe(400)
    expect(r.body.msg).toBe(translate('cn', 'api.uploadUnsafe'))
  })

  it('accepts a signed PDF and a link to a URI', async () => {
    for (const make of [clean[2]?.[1], clean[3]?.[1]]) {
      const r = await upload(server.baseUrl, 'paper', (await make?.()) as Buffer, {
        name: 'p.pdf',
        type: 'application/pdf',
      })
      expect(r.status, r.body.msg).toBe(200)
    }
  })

  it('still refuses the JavaScript open action', async () => {
    const r = await upload(server.baseUrl, 'paper', pdfWith(`/OpenAction ${JS}`), {
      name: 'p.pdf',
      type: 'application/pdf',
    })
    expect(r.status).toBe(400)
  })
})
