import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemberSession } from '../src/auth/member-sessions'
import { SEED_ADMIN, staffAuth, startServer } from './setup/server'

/**
 * Issue 22, "History", over Payload's REST API as the admin uses it: an editor's price change is in the audit log
 * (who, which field, before and after), readable by admins only; the previous version of the product is restored;
 * a deleted order leaves its trace; no secret ever reaches the log; members read no history.
 */
let server: Awaited<ReturnType<typeof startServer>>
let payload: Payload
const stamp = `${process.pid}-${Date.now()}`
const tokens = {} as Record<'editor' | 'admin' | 'member', string>
const editorEmail = `history-editor-${stamp}@example.com`
let productId: number
let memberId: number

const cms = async (path: string, auth: string, init: RequestInit = {}) => {
  const res = await fetch(`${server.baseUrl}/api/cms${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: auth, ...(init.headers ?? {}) },
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { docs?: unknown[] } }
}

type Entry = {
  action: string
  userEmail: string
  targetTitle: string
  summary: string
  changes: { field: string; from: unknown; to: unknown }[]
}

async function auditOf(collection: string, id: number | string): Promise<Entry[]> {
  const q = `?where[targetCollection][equals]=${collection}&where[targetId][equals]=${id}&sort=-createdAt&limit=50`
  const { status, body } = await cms(`/audit-log${q}`, tokens.admin)
  expect(status).toBe(200)
  return body.docs as Entry[]
}

beforeAll(async () => {
  server = await startServer()
  payload = server.payload
  const o = { overrideAccess: true } as const
  const product = await payload.create({
    collection: 'products',
    data: {
      catalogNumber: `HIST-${stamp}`,
      name: '历史测试蛋白',
      category: 21,
      // A draft: the catalogue's list tests read category 21 at the same time.
      status: 'draft',
      sizes: [{ size: '10 µg', priceFen: 98000 }],
    },
    locale: 'cn',
    ...o,
  })
  productId = product.id
  await payload.create({
    collection: 'users',
    data: { email: editorEmail, password: 'Staff-Test-Password-1', roles: ['editor'] },
    ...o,
  })
  tokens.editor = await staffAuth(server.baseUrl, editorEmail, 'Staff-Test-Password-1')
  tokens.admin = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
  const member = await payload.create({
    collection: 'members',
    data: { email: `history-member-${stamp}@example.com`, name: 'M' },
    ...o,
  })
  memberId = member.id
  tokens.member = `Bearer ${await createMemberSession(payload, member.id)}`
})

afterAll(async () => {
  await server?.close()
})

describe('history', () => {
  it("records an editor's price change: who, which field, before and after", async () => {
    const edited = await cms(`/products/${productId}?locale=cn`, tokens.editor, {
      method: 'PATCH',
      body: JSON.stringify({ sizes: [{ size: '10 µg', priceFen: 90000 }] }),
    })
    expect(edited.status).toBe(200)
    const [entry] = await auditOf('products', productId)
    expect(entry).toMatchObject({ action: 'update', userEmail: editorEmail, targetTitle: `HIST-${stamp}` })
    expect(entry?.changes).toContainEqual({ field: 'sizes.0.priceFen', from: 98000, to: 90000 })
    // Issue 30: the summary staff read names the field by its label and the amounts in yuan, in the admin language.
    expect(entry?.summary).toBe('规格 1 › 价格（元）: ¥980.00 → ¥900.00')
  })

  it('lets admins, not editors or members, read the log', async () => {
    expect((await cms('/audit-log', tokens.editor)).status).toBe(403)
    expect((await cms('/audit-log', tokens.member)).status).toBe(403)
  })

  it('restores the previous version of a product', async () => {
    const versions = await cms(
      `/products/versions?where[parent][equals]=${productId}&sort=-updatedAt&depth=0`,
      tokens.admin,
    )
    expect(versions.status).toBe(200)
    const docs = versions.body.docs as { id: string; version: { sizes: { priceFen: number }[] } }[]
    const previous = docs.find((v) => v.version.sizes[0]?.priceFen === 98000)
    expect(previous, 'a version with the price before the edit').toBeTruthy()
    const restored = await cms(`/products/versions/${previous?.id}`, tokens.admin, { method: 'POST' })
    expect(restored.status).toBe(200)
    const now = await payload.findByID({ collection: 'products', id: productId, depth: 0, overrideAccess: true })
    expect(now.sizes?.[0]?.priceFen).toBe(98000)
    // The restore is a change like any other: it is in the log too.
    const [entry] = await auditOf('products', productId)
    expect(entry?.changes).toContainEqual({ field: 'sizes.0.priceFen', from: 90000, to: 98000 })
  })

  it('writes the summary in the admin language of the person who changed it (issue 30)', async () => {
    const edited = await cms(`/products/${productId}?locale=cn`, tokens.editor, {
      method: 'PATCH',
      headers: { 'accept-language': 'en' },
      body: JSON.stringify({ sizes: [{ size: '10 µg', priceFen: 108000 }] }),
    })
    expect(edited.status).toBe(200)
    const [entry] = await auditOf('products', productId)
    expect(entry?.summary).toBe('Size 1 › Price (¥): ¥980.00 → ¥1,080.00')
    expect(entry?.summary).not.toContain('108000')
  })

  it('keeps the versions from members', async () => {
    expect((await cms('/products/versions', tokens.member)).status).toBe(403)
  })

  it('leaves a trace of a deleted order', async () => {
    const order = await payload.create({
      collection: 'orders',
      data: { orderNumber: `DEL${stamp}`, member: memberId, lines: [], status: 'submitted' },
      overrideAccess: true,
    })
    expect((await cms(`/orders/${order.id}`, tokens.admin, { method: 'DELETE' })).status).toBe(200)
    const [entry] = await auditOf('orders', order.id)
    expect(entry).toMatchObject({ action: 'delete', userEmail: SEED_ADMIN.email, targetTitle: `DEL${stamp}` })
    expect(entry?.changes).toContainEqual({ field: 'orderNumber', from: `DEL${stamp}`, to: null })
  })

  it('never writes a password or its hash to the log', async () => {
    const user = await payload.find({
      collection: 'users',
      where: { email: { equals: editorEmail } },
      overrideAccess: true,
    })
    const id = user.docs[0]?.id as number
    const changed = await cms(`/users/${id}`, tokens.admin, {
      method: 'PATCH',
      body: JSON.stringify({ password: 'Another-Staff-Password-2', roles: ['editor', 'sales'] }),
    })
    expect(changed.status).toBe(200)
    const [entry] = await auditOf('users', id)
    expect(entry?.changes.map((c) => c.field)).toContain('roles.1')
    expect(JSON.stringify(entry)).not.toMatch(/hash|salt|Another-Staff-Password/)
  })
})
