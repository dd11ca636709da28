import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productDetailModel } from '../src/lib/data/catalog'
import { draftProductDetail, type PreviewUser, previewRequest } from '../src/server/preview/draft-preview'
import { getJson, staffAuth, startServer } from './setup/server'

/**
 * Issue 22, publishing: the draft preview. The admin's preview button opens /api/preview?id=…&locale=…, which
 * turns Next's draft mode on and redirects to /product-preview/{id} only for a staff session that may edit
 * products (the `payload-token` cookie of the admin); the page reads the draft afresh (draftProductDetail) while
 * the public reads keep the published version (or nothing, for a product never published).
 */
let server: Awaited<ReturnType<typeof startServer>>
const tag = randomBytes(3).toString('hex').toUpperCase()
const users: { id: number }[] = []
const made: number[] = []
let editor: PreviewUser
let editorToken: string
let salesToken: string

async function staff(role: 'editor' | 'sales') {
  const email = `preview-${role}-${tag.toLowerCase()}@example.com`
  const password = `Preview-${tag}-Password-1`
  const user = await server.payload.create({
    collection: 'users',
    data: { email, password, roles: [role], name: `Preview ${role}` },
    overrideAccess: true,
  })
  users.push(user)
  const token = (await staffAuth(server.baseUrl, email, password)).replace(/^JWT /, '')
  return { user: { ...user, collection: 'users' } as PreviewUser, token }
}

beforeAll(async () => {
  server = await startServer()
  ;({ user: editor, token: editorToken } = await staff('editor'))
  ;({ token: salesToken } = await staff('sales'))
})
afterAll(async () => {
  for (const id of made.reverse()) {
    await server.payload.delete({ collection: 'products', id, overrideAccess: true }).catch(() => undefined)
  }
  for (const { id } of users) await server.payload.delete({ collection: 'users', id, overrideAccess: true })
  await server?.close()
})

// Chemokines (24): not the interleukins (21) that the catalogue's list tests read at the same time.
async function newProduct(data: Record<string, unknown>) {
  const doc = await server.payload.create({
    collection: 'products',
    data: { category: 24, sizes: [{ size: '10 µg', priceFen: 10_000 }], ...data } as never,
    user: editor,
    overrideAccess: false,
  })
  made.push(doc.id)
  return doc
}

async function preview(query: string, cookie?: string) {
  let draftMode = false
  const request = new Request(`http://site.test/api/preview?${query}`, {
    headers: cookie ? { cookie } : {},
  })
  const res = await previewRequest(server.payload, request, async () => {
    draftMode = true
  })
  return { status: res.status, location: res.headers.get('location'), draftMode }
}

describe('draft preview entry (/api/preview)', () => {
  it('refuses anonymous visitors, forged cookies and staff who may not edit products, without draft mode', async () => {
    const anonymous = await preview('id=1&locale=cn')
    expect(anonymous).toMatchObject({ status: 401, location: null, draftMode: false })
    const forged = await preview('id=1&locale=cn', `payload-token=${editorToken.slice(0, -4)}AAAA`)
    expect(forged).toMatchObject({ status: 401, draftMode: false })
    const made_up = await preview('id=1&locale=cn', 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.invalid')
    expect(made_up).toMatchObject({ status: 401, draftMode: false })
    const sales = await preview('id=1&locale=cn', `payload-token=${salesToken}`)
    expect(sales).toMatchObject({ status: 401, draftMode: false })
  })

  it('turns draft mode on for an editor and redirects to the preview page in the asked language', async () => {
    const cn = await preview('id=42&locale=cn', `payload-token=${editorToken}`)
    expect(cn).toEqual({ status: 307, location: '/product-preview/42', draftMode: true })
    const en = await preview('id=42&locale=en', `other=1; payload-token=${editorToken}`)
    expect(en).toEqual({ status: 307, location: '/en/product-preview/42', draftMode: true })
    const bad = await preview('id=abc&locale=cn', `payload-token=${editorToken}`)
    expect(bad).toMatchObject({ status: 400, draftMode: false })
  })
})

describe('draft read of the preview page', () => {
  it('shows a never-published draft to an editor only, while the public gets 404', async () => {
    const draft = await newProduct({ catalogNumber: `PRVNEW${tag}`, name: `预览草稿 ${tag}` })
    expect(draft.status).toBe('draft')
    const seen = await draftProductDetail(server.payload, editor, 'cn', draft.id)
    expect(seen).toMatchObject({ id: draft.id, catalogNumber: `PRVNEW${tag}`, name: `预览草稿 ${tag}` })
    expect(await draftProductDetail(server.payload, null, 'cn', draft.id)).toBeNull()
    expect(await draftProductDetail(server.payload, editor, 'cn', 999_999_999)).toBeNull()
    expect((await getJson(server.baseUrl, `/api/v1/product/detail?catalogNumber=PRVNEW${tag}`)).status).toBe(404)
    expect(await productDetailModel.read(server.payload, 'cn', { id: draft.id })).toBeNull()
  })

  it('shows the draft in hand of a published product, while the public keeps the published version', async () => {
    const doc = await newProduct({ catalogNumber: `PRVPUB${tag}`, name: `已发布 ${tag}`, status: 'published' })
    // Cached public read of the published version first: the preview must not be served from it.
    expect(await productDetailModel.read(server.payload, 'cn', { id: doc.id })).toMatchObject({ name: `已发布 ${tag}` })
    await server.payload.update({
      collection: 'products',
      id: doc.id,
      data: { name: `下一版草稿 ${tag}` },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect(await draftProductDetail(server.payload, editor, 'cn', doc.id)).toMatchObject({
      name: `下一版草稿 ${tag}`,
    })
    expect(await productDetailModel.read(server.payload, 'cn', { id: doc.id })).toMatchObject({ name: `已发布 ${tag}` })
    const publicView = await getJson(server.baseUrl, `/api/v1/product/detail?catalogNumber=PRVPUB${tag}`)
    expect(publicView.status).toBe(200)
    expect(JSON.stringify(publicView.body)).toContain(`已发布 ${tag}`)
    expect(JSON.stringify(publicView.body)).not.toContain(`下一版草稿 ${tag}`)
  })
})
