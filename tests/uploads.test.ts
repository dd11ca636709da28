import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshIp, staffTokens } from './setup/leads'
import { startServer } from './setup/server'
import { translate } from './setup/translate'
import {
  gif,
  hugePng,
  jpeg,
  pdf,
  pdfWith,
  pdfWithCompressedJs,
  png,
  SECRET_EXIF,
  tiff,
  upload,
  uploadPassCookie,
  webp,
} from './setup/upload-fixtures'

/**
 * Issue item 5: customers' uploads for the paper award, POST /api/v1/upload?purpose=id-image|paper. The type
 * comes from the bytes; images are re-encoded without metadata; PDFs are checked; sizes are capped (413); files
 * are stored under random names outside public/ and only sales and admins download them, as attachments.
 */
let server: Awaited<ReturnType<typeof startServer>>
const auth: Record<'admin' | 'sales' | 'editor', string> = { admin: '', sales: '', editor: '' }

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 }) // simulates many clients through X-Forwarded-For
  Object.assign(auth, await staffTokens(server, 'uploads'))
})
afterAll(async () => {
  await server?.close()
})

async function download(fileId: string, authorization?: string) {
  const res = await fetch(`${server.baseUrl}/api/v1/private-files/${fileId}`, {
    headers: authorization ? { authorization } : {},
  })
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
}

const html = '<html><body><script>alert(document.cookie)</script></body></html>'
const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'
const MiB = 1024 * 1024

type Refusal = [
  name: string,
  purpose: string,
  bytes: () => Promise<Uint8Array | string> | Uint8Array | string,
  options: { name?: string; type?: string },
  status: number,
  msgKey: string,
]

/** Each of these is refused, with the status and message named, and leaves nothing stored. */
const refused: Refusal[] = [
  ['HTML inside a .jpg', 'id-image', () => html, { name: 'id.jpg', type: 'image/jpeg' }, 415, 'api.uploadImageType'],
  ['a script inside a .jpg', 'id-image', () => 'alert(1)//', { name: 'id.jpg' }, 415, 'api.uploadImageType'],
  [
    'a PHP file named .png',
    'id-image',
    () => '<?php system($_GET["c"]); ?>',
    { name: 'x.png', type: 'image/png' },
    415,
    'api.uploadImageType',
  ],
  ['SVG (.svg)', 'id-image', () => svg, { name: 'id.svg', type: 'image/svg+xml' }, 415, 'api.uploadImageType'],
  ['SVG named .jpg', 'id-image', () => svg, { name: 'id.jpg', type: 'image/jpeg' }, 415, 'api.uploadImageType'],
  ['SVG as the paper', 'paper', () => svg, { name: 'paper.pdf', type: 'application/pdf' }, 415, 'api.uploadPdfType'],
  ['HTML as the paper', 'paper', () => html, { name: 'paper.pdf', type: 'application/pdf' }, 415, 'api.uploadPdfType'],
  [
    'a PDF without its header',
    'paper',
    () => pdf().subarray(9),
    { name: 'p.pdf', type: 'application/pdf' },
    415,
    'api.uploadPdfType',
  ],
  [
    'a PDF whose header is not at the start',
    'paper',
    () => Buffer.concat([Buffer.from('\n\n'), pdf()]),
    { name: 'p.pdf' },
    415,
    'api.uploadPdfType',
  ],
  [
    'a PDF without %%EOF',
    'paper',
    () => pdf().subarray(0, pdf().length - 7),
    { name: 'p.pdf' },
    400,
    'api.uploadDamaged',
  ],
  [
    'a PDF with a bad version',
    'paper',
    () => Buffer.from(`%PDF-x${pdf().toString('latin1').slice(8)}`, 'latin1'),
    { name: 'p.pdf' },
    400,
    'api.uploadDamaged',
  ],
  [
    'a PDF running JavaScript',
    'paper',
    () => pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
    { name: 'p.pdf' },
    400,
    'api.uploadUnsafe',
  ],
  [
    'a PDF with a /JS action only',
    'paper',
    () => pdfWith('/AA << /O << /JS (x) >> >>'),
    { name: 'p.pdf' },
    400,
    'api.uploadUnsafe',
  ],
  [
    'a PDF with a Launch action',
    'paper',
    () => pdfWith('/OpenAction << /S /Launch /F (cmd.exe) >>'),
    { name: 'p.pdf' },
    400,
    'api.uploadUnsafe',
  ],
  [
    'a PDF with embedded files',
    'paper',
    () => pdfWith('/Names << /EmbeddedFiles << /Names [] >> >>'),
    { name: 'p.pdf' },
    400,
    'api.uploadUnsafe',
  ],
  [
    'a PDF with a #-escaped /J#61vaScript',
    'paper',
    () => pdfWith('/OpenAction << /S /J#61vaScript /J#53 (x) >>'),
    { name: 'p.pdf' },
    400,
    'api.uploadUnsafe',
  ],
  [
    'a PDF hiding JavaScript in a compressed stream',
    'paper',
    pdfWithCompressedJs,
    { name: 'p.pdf' },
    400,
    'api.uploadUnsafe',
  ],
  [
    'a PDF submitting a form',
    'paper',
    () => pdfWith('/AcroForm << /XFA [] >>'),
    { name: 'p.pdf' },
    400,
    'api.uploadUnsafe',
  ],
  [
    'an encrypted PDF',
    'paper',
    () => pdf().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 9 0 R'),
    { name: 'p.pdf' },
    400,
    'api.uploadUnsafe',
  ],
  ['a PDF as the ID image', 'id-image', pdf, { name: 'id.jpg', type: 'image/jpeg' }, 415, 'api.uploadImageType'],
  ['a JPEG as the paper', 'paper', jpeg, { name: 'paper.pdf', type: 'application/pdf' }, 415, 'api.uploadPdfType'],
  ['a GIF', 'id-image', gif, { name: 'id.gif', type: 'image/gif' }, 415, 'api.uploadImageType'],
  ['a TIFF named .jpg', 'id-image', tiff, { name: 'id.jpg' }, 415, 'api.uploadImageType'],
  [
    'a Windows executable named .jpg',
    'id-image',
    () => Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(200)]),
    { name: 'id.jpg' },
    415,
    'api.uploadImageType',
  ],
  [
    'a ZIP named .pdf',
    'paper',
    () => Buffer.from(`PK\x03\x04\x14\x00\x00\x00\x08\x00${'x'.repeat(100)}`, 'latin1'),
    { name: 'p.pdf' },
    415,
    'api.uploadPdfType',
  ],
  ['an empty file', 'id-image', () => '', { name: 'id.jpg' }, 415, 'api.uploadImageType'],
  [
    'a truncated JPEG',
    'id-image',
    async () => (await jpeg()).subarray(0, 120),
    { name: 'id.jpg' },
    400,
    'api.uploadDamaged',
  ],
  [
    'a JPEG header followed by garbage',
    'id-image',
    () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
    { name: 'id.jpg' },
    400,
    'api.uploadDamaged',
  ],
  [
    'an image of 13,000 pixels width',
    'id-image',
    hugePng,
    { name: 'id.png', type: 'image/png' },
    400,
    'api.uploadDamaged',
  ],
  [
    'an image over 5 MiB',
    'id-image',
    async () => Buffer.concat([await jpeg(), Buffer.alloc(5 * MiB)]),
    { name: 'id.jpg' },
    413,
    'api.uploadTooLarge',
  ],
  [
    'a PDF over 10 MiB',
    'paper',
    () => Buffer.concat([pdf(), Buffer.alloc(10 * MiB)]),
    { name: 'p.pdf' },
    413,
    'api.uploadTooLarge',
  ],
]

const countFiles = async () =>
  (await server.payload.count({ collection: 'private-files', overrideAccess: true })).totalDocs

describe('refused uploads', () => {
  it.each(refused)('%s (%s) is refused', async (_name, purpose, make, options, status, msgKey) => {
    const before = await countFiles()
    const r = await upload(server.baseUrl, purpose, await make(), options)
    expect(r.status).toBe(status)
    const max = purpose === 'paper' ? 10 : 5
    expect(r.body.msg).toBe(translate('cn', msgKey, { max }))
    expect(await countFiles()).toBe(before)
  })

  it('answers in English under /en', async () => {
    const r = await upload(server.baseUrl, 'id-image', html, { prefix: '/en' })
    expect(r.body.msg).toBe('Only JPG, PNG or WebP images are accepted')
  })

  it('refuses a body whose Content-Length is over the limit (413), by the header, with the limit named', async () => {
    // The whole 6 MiB is sent with its true length: this test server hands the handler a read body (the real
    // server's answer before the body is read is tests/security/cms-body-limit.test.ts's), and the handler refuses
    // it from the declared length before parsing a byte of it.
    const status = await new Promise<{ code: number; body: string }>((resolve, reject) => {
      const body = Buffer.alloc(6 * MiB, 'x')
      const req = http.request(
        `${server.baseUrl}/api/v1/upload?purpose=id-image`,
        {
          method: 'POST',
          headers: {
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(body.length),
            'x-forwarded-for': freshIp(),
          },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            text += chunk
          })
          res.on('end', () => resolve({ code: res.statusCode ?? 0, body: text }))
        },
      )
      req.on('error', reject)
      req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')))
      req.end(body)
    })
    expect(status.code).toBe(413)
    expect((JSON.parse(status.body) as { msg: string }).msg).toBe(translate('cn', 'api.uploadTooLarge', { max: 5 }))
  })

  it('refuses an oversize body sent without Content-Length (chunked), counting while reading', async () => {
    const chunk = new Uint8Array(MiB)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 7) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const ip = freshIp()
    const res = await fetch(`${server.baseUrl}/api/v1/upload?purpose=id-image`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'x-forwarded-for': ip,
        cookie: await uploadPassCookie(server.baseUrl, ip),
      },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
  })

  it('refuses a request without a file, with two files, of another type, an unknown purpose or from another site', async () => {
    const none = new FormData()
    none.append('other', 'x')
    expect((await upload(server.baseUrl, 'id-image', '', { form: none })).body.msg).toBe(
      translate('cn', 'api.uploadMissing'),
    )
    const two = new FormData()
    two.append('file', new Blob([await jpeg()]), 'a.jpg')
    two.append('file', new Blob([await jpeg()]), 'b.jpg')
    expect((await upload(server.baseUrl, 'id-image', '', { form: two })).status).toBe(400)
    const json = await fetch(`${server.baseUrl}/api/v1/upload?purpose=id-image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: '{}',
    })
    expect(json.status).toBe(415)
    expect((await upload(server.baseUrl, '../etc', await jpeg())).status).toBe(400)
    expect(
      (await upload(server.baseUrl, 'id-image', await jpeg(), { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403)
  })

  it('limits uploads per address (429)', async () => {
    const ip = '10.98.0.1'
    let last = 0
    for (let i = 0; i < 11; i++)
      last = (await upload(server.baseUrl, 'id-image', 'x', { headers: { 'x-forwarded-for': ip } })).status
    expect(last).toBe(429)
  })
})

describe('neutralized uploads', () => {
  const accepted = async (
    purpose: string,
    bytes: Uint8Array | string,
    options: { name?: string; type?: string } = {},
  ) => {
    const r = await upload(server.baseUrl, purpose, bytes, options)
    expect(r.status, r.body.msg).toBe(200)
    const data = r.body.data as NonNullable<UploadData>
    const file = await download(data.fileId, auth.sales)
    expect(file.status).toBe(200)
    return { data, file }
  }
  type UploadData = Awaited<ReturnType<typeof upload>>['body']['data']

  it('a JPEG carrying HTML and a script after its end is stored without them', async () => {
    const { data, file } = await accepted('id-image', Buffer.concat([await jpeg(), Buffer.from(html)]), {
      name: 'id.jpg',
    })
    expect(data.mimeType).toBe('image/jpeg')
    expect(file.bytes.includes(Buffer.from('<script'))).toBe(false)
    expect(file.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
  })

  it('a PNG with PHP appended (polyglot) is stored without it', async () => {
    const { file } = await accepted('id-image', Buffer.concat([await png(), Buffer.from('<?php echo 1; ?>')]), {
      name: 'a.png',
    })
    expect(file.bytes.includes(Buffer.from('<?php'))).toBe(false)
  })

  it('a JPEG with a ZIP appended (GIFAR-style) is stored without it', async () => {
    const zip = Buffer.from('PK\x03\x04 evil.jar content PK\x05\x06', 'latin1')
    const { file } = await accepted('id-image', Buffer.concat([await jpeg(), zip]))
    expect(file.bytes.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false)
  })

  it('EXIF metadata (camera, location) is removed from JPEG and PNG', async () => {
    for (const [bytes, name] of [
      [await jpeg(), 'a.jpg'],
      [await png(), 'a.png'],
    ] as const) {
      expect(bytes.includes(Buffer.from(SECRET_EXIF))).toBe(true)
      const { file } = await accepted('id-image', bytes, { name })
      expect(file.bytes.includes(Buffer.from(SECRET_EXIF))).toBe(false)
    }
  })

  it('a WebP image is accepted and re-encoded', async () => {
    const { data } = await accepted('id-image', await webp(), { name: 'id.webp', type: 'image/webp' })
    expect(data.mimeType).toBe('image/webp')
    expect(data.name).toBe('id.webp')
  })

  it('a real JPEG named .html or sent as text/html is stored as a .jpg image', async () => {
    const { data, file } = await accepted('id-image', await jpeg(), { name: 'page.html', type: 'text/html' })
    expect(data.name).toBe('page.jpg')
    expect(file.headers.get('content-type')).toBe('image/jpeg')
  })

  it('a path-traversal name keeps only its last segment', async () => {
    const { data } = await accepted('id-image', await jpeg(), { name: '../../../../public/evil.jpg' })
    expect(data.name).toBe('evil.jpg')
    const win = await accepted('id-image', await jpeg(), { name: 'C:\\Windows\\..\\system32\\evil.jpg' })
    expect(win.data.name).toBe('evil.jpg')
  })

  it('an over-long name is cut to 90 characters plus the extension', async () => {
    const { data } = await accepted('id-image', await jpeg(), { name: `${'长'.repeat(5000)}.jpg` })
    expect(data.name).toBe(`${'长'.repeat(90)}.jpg`)
  })

  it('a name trying to inject headers or quotes is cleaned in Content-Disposition', async () => {
    const { data, file } = await accepted('id-image', await jpeg(), {
      name: 'a"; filename=evil.html\r\nX-Injected: 1.jpg',
    })
    expect(data.name).not.toMatch(/["\r\n]/)
    expect(file.headers.get('x-injected')).toBeNull()
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/)
  })

  it('a clean PDF is stored byte for byte; a PDF with HTML in it is served as an inert attachment', async () => {
    const original = pdf()
    const { file } = await accepted('paper', original, { name: 'paper.pdf', type: 'application/pdf' })
    expect(file.bytes.equals(original)).toBe(true)
    const withHtml = Buffer.from(original.toString('latin1').replace('%PDF-1.4\n', `%PDF-1.4\n%${html}\n`), 'latin1')
    const polyglot = await accepted('paper', withHtml, { name: 'x.html' })
    expect(polyglot.data.name).toBe('x.pdf')
    expect(polyglot.file.headers.get('content-type')).toBe('application/pdf')
    expect(polyglot.file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(polyglot.file.headers.get('content-disposition')).toMatch(/^attachment;/)
  })
})

describe('stored files', () => {
  let fileId = ''
  beforeAll(async () => {
    const r = await upload(server.baseUrl, 'id-image', await jpeg(), { name: 'id-front.jpg' })
    fileId = (r.body.data as { fileId: string }).fileId
  })

  it('are downloaded by sales and admins as attachments with nosniff, never cached', async () => {
    for (const who of ['sales', 'admin'] as const) {
      const file = await download(fileId, auth[who])
      expect(file.status).toBe(200)
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="id-front.jpg"; filename*=UTF-8''id-front.jpg`,
      )
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
      expect(file.headers.get('cache-control')).toBe('private, no-store')
      expect(file.headers.get('content-security-policy')).toContain('sandbox')
    }
  })

  it('are refused to visitors (401), members (401) and editors (403); unknown ids are 404', async () => {
    expect((await download(fileId)).status).toBe(401)
    expect((await download(fileId, 'Bearer abcdefghijklmnopqrstuvwxyz')).status).toBe(401)
    expect((await download(fileId, auth.editor)).status).toBe(403)
    expect((await download('A'.repeat(32), auth.admin)).status).toBe(404)
    expect((await download('..%2F..%2Fpayload.db', auth.admin)).status).toBe(404)
  })

  it('are not listed by Payload’s REST API to visitors or editors, and the storage key is never exposed', async () => {
    const anonymous = await fetch(`${server.baseUrl}/api/cms/private-files`)
    expect(anonymous.status).toBe(403)
    const editor = await fetch(`${server.baseUrl}/api/cms/private-files`, { headers: { authorization: auth.editor } })
    expect(editor.status).toBe(403)
    const admin = await fetch(`${server.baseUrl}/api/cms/private-files?limit=100`, {
      headers: { authorization: auth.admin },
    })
    const text = await admin.text()
    expect(text).toContain(fileId)
    expect(text).not.toMatch(/storageKey/)
  })

  it('live under DATA_DIR/private-uploads with random names, nowhere under public/', async () => {
    const doc = (
      await server.payload.find({
        collection: 'private-files',
        where: { fileId: { equals: fileId } },
        overrideAccess: true,
        showHiddenFields: true,
      })
    ).docs[0] as { storageKey: string }
    expect(doc.storageKey).toMatch(/^[a-f0-9]{48}$/)
    const dataDir = process.env.DATA_DIR as string
    expect(fs.existsSync(path.join(dataDir, 'private-uploads', doc.storageKey.slice(0, 2), doc.storageKey))).toBe(true)
    const publicDir = path.resolve('public')
    const inPublic = fs.existsSync(publicDir)
      ? fs.readdirSync(publicDir, { recursive: true }).some((f) => String(f).includes(doc.storageKey))
      : false
    expect(inPublic).toBe(false)
    expect(path.relative(publicDir, path.join(dataDir, 'private-uploads')).startsWith('..')).toBe(true)
  })
})
