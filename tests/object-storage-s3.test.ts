import fs from 'node:fs'
import path from 'node:path'
import { HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokens } from './setup/leads'
import { startS3Server, TEST_BUCKET } from './setup/s3-server'
import { distinctIp, getJson, startServer } from './setup/server'
import { pdf, upload } from './setup/upload-fixtures'

/**
 * Issue 18, object storage (docs/adr/0022-object-storage.md): with S3_BUCKET set, every upload collection keeps
 * its files in the bucket, under `<S3_PREFIX><collection>/`, against a real S3-protocol server (s3rver) started
 * here. The site's URLs stay those of the local disk; private files and certificates are served only after the
 * site's access checks; deleting a record deletes its objects. Payload reads S3_* when its config is imported,
 * which this file's process does after setting them (it is in the `integration-isolated` project of
 * vitest.config.ts: a process of its own, where the other files share one Payload made without S3).
 */
let s3: Awaited<ReturnType<typeof startS3Server>>
let server: Awaited<ReturnType<typeof startServer>>
let payload: Payload
let client: S3Client
const auth: Record<'admin' | 'sales' | 'editor', string> = { admin: '', sales: '', editor: '' }
const created: Array<{ collection: 'media' | 'downloads' | 'coa-certificates'; id: number }> = []

beforeAll(async () => {
  s3 = await startS3Server()
  Object.assign(process.env, s3.env, { S3_PREFIX: 'site' })
  server = await startServer({ trustedProxyHops: 1 })
  payload = server.payload
  Object.assign(auth, await staffTokens(server, 's3'))
  const { s3Client, s3SettingsFromEnv } = await import('../src/services/storage/s3-settings')
  const settings = s3SettingsFromEnv()
  if (!settings) throw new Error('S3 settings')
  client = s3Client(settings)
})

afterAll(async () => {
  // Nothing of this file is left for the next files (which keep their files on the disk).
  for (const { collection, id } of created) {
    await payload?.delete({ collection, id, overrideAccess: true }).catch(() => {})
  }
  await server?.close()
  await payload?.destroy()
  await s3?.close()
  for (const name of Object.keys(s3?.env ?? {})) delete process.env[name]
  delete process.env.S3_PREFIX
})

async function keys(prefix: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }))
  return (listed.Contents ?? []).map((o) => o.Key as string).sort()
}

async function exists(key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: key }))
    return true
  } catch {
    return false
  }
}

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${pathname}`, { headers })

describe('media (public images) in the bucket', () => {
  let doc: {
    id: number
    filename: string
    url: string
    sizes: Record<'thumb' | 'wide', { filename: string; url: string; width: number }>
  }

  it('an upload stores the image and its sizes in the bucket, none on the disk, with the usual URLs', async () => {
    const bytes = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()
    const result = await payload.create({
      collection: 'media',
      data: { alt: 'Bucket test' },
      file: { data: bytes, mimetype: 'image/png', name: 'bucket-test.png', size: bytes.byteLength },
    })
    doc = result as unknown as typeof doc
    created.push({ collection: 'media', id: doc.id })
    expect(doc.filename).toMatch(/^bucket-test.*\.webp$/)
    expect(await keys('site/media/')).toEqual(
      [doc.filename, doc.sizes.thumb.filename, doc.sizes.wide.filename].map((f) => `site/media/${f}`).sort(),
    )
    expect(fs.existsSync(path.join(process.env.DATA_DIR as string, 'media', doc.filename))).toBe(false)
    // Same addresses as on the local disk: no `?prefix=` (next/image refuses local URLs with a query).
    expect(doc.url).toBe(`/api/cms/media/file/${doc.filename}`)
    expect(doc.sizes.thumb.url).toBe(`/api/cms/media/file/${doc.sizes.thumb.filename}`)
    expect(doc.sizes.thumb.width).toBe(400)
  })

  it('is served to anyone through /api/cms/media/file/<name>, streamed from the bucket', async () => {
    const res = await get(doc.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1800)
    for (const [size, width] of [
      ['thumb', 400],
      ['wide', 1600],
    ] as const) {
      const resized = await get(doc.sizes[size].url)
      expect(resized.status).toBe(200)
      expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(width)
    }
  })

  it('a file missing from the bucket answers the 404 envelope', async () => {
    const res = await get('/api/cms/media/file/nope.webp', { 'accept-language': 'en' })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'E0404', msg: 'Not found' })
  })

  it('deleting the record deletes the image and its sizes from the bucket', async () => {
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    expect(await keys('site/media/')).toEqual([])
    expect((await get(doc.url)).status).toBe(404)
  })
})

describe('downloads in the bucket', () => {
  it('a published file is served to anyone; a draft one to nobody outside the back office', async () => {
    const bytes = pdf()
    const make = async (status: 'published' | 'draft', name: string) => {
      const d = await payload.create({
        collection: 'downloads',
        data: { title: `Bucket ${status}`, status },
        file: { data: bytes, mimetype: 'application/pdf', name, size: bytes.byteLength },
      })
      created.push({ collection: 'downloads', id: d.id })
      return d
    }
    const published = await make('published', 'bucket-manual.pdf')
    const draft = await make('draft', 'bucket-draft.pdf')
    expect(await exists(`site/downloads/${published.filename}`)).toBe(true)
    expect(await exists(`site/downloads/${draft.filename}`)).toBe(true)
    const res = await get(`/api/cms/downloads/file/${published.filename}`)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
    expect((await get(`/api/cms/downloads/file/${draft.filename}`)).status).toBe(404)
    expect((await get(`/api/cms/downloads/file/${draft.filename}`, { authorization: auth.editor })).status).toBe(200)
  })
})

describe('COA certificates in the bucket (private)', () => {
  it('staff upload one; visitors get it only through a one-time link, staff through the back office', async () => {
    const bytes = pdf()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'S3COA.pdf')
    form.append('_payload', JSON.stringify({ catalogNumber: 'CD002', lotNumber: 'S3-LOT-1' }))
    const up = await fetch(`${server.baseUrl}/api/cms/coa-certificates`, {
      method: 'POST',
      headers: { authorization: auth.admin },
      body: form,
    })
    expect(up.status, await up.clone().text()).toBe(201)
    const { doc } = (await up.json()) as { doc: { id: number; filename: string } }
    created.push({ collection: 'coa-certificates', id: doc.id })
    expect(await exists(`site/coa-certificates/${doc.filename}`)).toBe(true)

    expect((await get(`/api/cms/coa-certificates/file/${doc.filename}`)).status).toBe(404)
    const staff = await get(`/api/cms/coa-certificates/file/${doc.filename}`, { authorization: auth.sales })
    expect(staff.status).toBe(200)
    expect(Buffer.from(await staff.arrayBuffer()).equals(bytes)).toBe(true)

    const areaId = (await payload.find({ collection: 'areas', limit: 1 })).docs[0]?.id
    const industryId = (await payload.find({ collection: 'industries', limit: 1 })).docs[0]?.id
    const r = await getJson(server.baseUrl, '/api/v1/coa', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': distinctIp() },
      body: JSON.stringify({
        name: 'Bucket Tester',
        catalogNumbers: 'CD002',
        lotNumber: 'S3-LOT-1',
        dept: 'Lab',
        email: 'bucket@example.com',
        phone: '13812345678',
        areaId,
        industryId,
        contactable: true,
      }),
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const link = (r.body.data as { certificates: Array<{ url: string }> }).certificates[0]?.url as string
    const file = await get(link)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/attachment; filename="COA-CD002-S3-LOT-1\.pdf"/)
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true)
    expect((await get(link)).status).toBe(404) // once

    await payload.delete({ collection: 'coa-certificates', id: doc.id, overrideAccess: true })
    expect(await exists(`site/coa-certificates/${doc.filename}`)).toBe(false)
  })
})

describe("customers' private uploads in the bucket", () => {
  it('are stored under <S3_PREFIX>private/, downloadable by sales only, and gone with their record', async () => {
    const bytes = pdf()
    const r = await upload(server.baseUrl, 'paper', bytes, { name: 'paper.pdf', type: 'application/pdf' })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const { fileId } = r.body.data as { fileId: string }
    const found = await payload.find({
      collection: 'private-files',
      where: { fileId: { equals: fileId } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    const record = found.docs[0] as { id: number; storageKey: string }
    expect(await keys('site/private/')).toContain(`site/private/${record.storageKey}`)

    expect((await get(`/api/v1/private-files/${fileId}`)).status).toBe(401)
    expect((await get(`/api/v1/private-files/${fileId}`, { authorization: auth.editor })).status).toBe(403)
    const res = await get(`/api/v1/private-files/${fileId}`, { authorization: auth.sales })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength))
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)

    await payload.delete({ collection: 'private-files', id: record.id, overrideAccess: true })
    expect(await exists(`site/private/${record.storageKey}`)).toBe(false)
    expect((await get(`/api/v1/private-files/${fileId}`, { authorization: auth.sales })).status).toBe(404)
  })
})
