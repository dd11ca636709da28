import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemberSession } from '../../src/auth/member-sessions'
import { SEED_ADMIN, startServer } from '../setup/server'

/**
 * Issue 15 point 8: a cookie-authenticated `PATCH /api/cms/products/…` (staff) or `DELETE /api/cms/cart-lines?where…`
 * (member) sent with `Origin: https://evil.example` succeeded, where /api/v1 refuses the same. Now every write to
 * /api/cms must come from the site's own origin, and a member's session cookie does not authenticate a
 * cross-site request at all.
 */
const EVIL = 'https://evil.example'
let server: Awaited<ReturnType<typeof startServer>>
let payload: Payload
let staffCookie: string
let productId: number
let memberId: number
let memberCookie: string

async function newCartLine(): Promise<number> {
  const product = await payload.findByID({ collection: 'products', id: productId, overrideAccess: true })
  const line = await payload.create({
    collection: 'cart-lines',
    data: { member: memberId, product: productId, size: `csrf-${Math.random()}`, count: 1 },
    overrideAccess: true,
  })
  expect(product.id).toBe(productId)
  return line.id
}

const lineExists = async (id: number) =>
  (await payload.find({ collection: 'cart-lines', where: { id: { equals: id } }, overrideAccess: true })).totalDocs ===
  1

beforeAll(async () => {
  server = await startServer()
  payload = server.payload
  const login = await fetch(`${server.baseUrl}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SEED_ADMIN),
  })
  const token = login.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  if (!token) throw new Error('staff login set no payload-token cookie')
  staffCookie = token.split(';')[0] as string
  productId = (await payload.find({ collection: 'products', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    ?.id as number
  const member = await payload.create({
    collection: 'members',
    data: { email: `csrf-${Date.now()}@example.com`, name: 'csrf' },
    overrideAccess: true,
  })
  memberId = member.id
  memberCookie = `member_session=${await createMemberSession(payload, member.id)}`
})

afterAll(async () => {
  await server?.close()
})

const patchProduct = (origin: string | null, apparentMwKda: string) =>
  fetch(`${server.baseUrl}/api/cms/products/${productId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie: staffCookie, ...(origin ? { origin } : {}) },
    body: JSON.stringify({ apparentMwKda }),
  })

const weightNow = async () =>
  (await payload.findByID({ collection: 'products', id: productId, overrideAccess: true })).apparentMwKda

describe('staff session cookie', () => {
  it('a PATCH with Origin: https://evil.example is refused (403 envelope) and changes nothing', async () => {
    const before = await weightNow()
    const res = await patchProduct(EVIL, '666 (evil)')
    expect(res.status).toBe(403)
    const body = (await res.json()) as { code: string; msg: string }
    expect(body.code).toBe('E0403')
    expect(body.msg).toBeTruthy()
    expect(await weightNow()).toBe(before)
  })

  it('the same PATCH from the site itself (the back office) works', async () => {
    const res = await patchProduct(server.baseUrl, '12 kDa (csrf test)')
    expect(res.status).toBe(200)
    expect(await weightNow()).toBe('12 kDa (csrf test)')
  })

  it('an Origin of "null" (sandboxed frame) is refused as well', async () => {
    expect((await patchProduct('null', 'x')).status).toBe(403)
  })

  it('a login form posted from another site is refused', async () => {
    const res = await fetch(`${server.baseUrl}/api/cms/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: EVIL },
      body: JSON.stringify(SEED_ADMIN),
    })
    expect(res.status).toBe(403)
    expect(res.headers.getSetCookie().some((c) => c.startsWith('payload-token='))).toBe(false)
  })
})

describe('member session cookie', () => {
  const deleteLine = (id: number, headers: Record<string, string>) =>
    fetch(`${server.baseUrl}/api/cms/cart-lines?where[id][equals]=${id}`, {
      method: 'DELETE',
      headers: { cookie: memberCookie, ...headers },
    })

  it('a DELETE of its cart lines with Origin: https://evil.example is refused and deletes nothing', async () => {
    const id = await newCartLine()
    const res = await deleteLine(id, { origin: EVIL })
    expect(res.status).toBe(403)
    expect(await lineExists(id)).toBe(true)
  })

  it('the same DELETE from the site itself works', async () => {
    const id = await newCartLine()
    const res = await deleteLine(id, { origin: server.baseUrl })
    expect(res.status).toBe(200)
    expect(await lineExists(id)).toBe(false)
  })

  it('a cross-site read with the cookie is not authenticated (Sec-Fetch-Site: cross-site, or a foreign Origin)', async () => {
    await newCartLine()
    const crossSite: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: EVIL }]
    for (const headers of crossSite) {
      const res = await fetch(`${server.baseUrl}/api/cms/cart-lines?limit=10`, {
        headers: { cookie: memberCookie, ...headers },
      })
      expect(res.status, JSON.stringify(headers)).toBe(403)
    }
    const own = await fetch(`${server.baseUrl}/api/cms/cart-lines?limit=10`, {
      headers: { cookie: memberCookie, 'sec-fetch-site': 'same-origin' },
    })
    expect(own.status).toBe(200)
  })

  it('/api/v1 refuses the same cross-site write, as before', async () => {
    const id = await newCartLine()
    const res = await fetch(`${server.baseUrl}/api/v1/order/${id}`, {
      method: 'DELETE',
      headers: { cookie: memberCookie, origin: EVIL },
    })
    expect(res.status).toBe(403)
    expect(await lineExists(id)).toBe(true)
  })
})
