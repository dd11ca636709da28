import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemberSession } from '../../src/auth/member-sessions'
import { createOrder, patchOrder } from '../setup/order-helpers'
import { SEED_ADMIN, staffAuth, startServer } from '../setup/server'

/**
 * Issue 31, points 8 and 11, through the API server: the same-site check of every write (a browser's
 * `Sec-Fetch-Site: cross-site` without Origin, a client's own `X-Forwarded-Host`), Payload's permission map, its
 * not-found answers, and the staff identity on a member's own order. The check itself: src/api/request-body.test.ts.
 */
const EVIL = 'https://evil.example'
let server: Awaited<ReturnType<typeof startServer>>
let payload: Payload
let staff: string
let staffCookie: string
let memberId: number
let memberCookie: string
let productId: number

beforeAll(async () => {
  server = await startServer()
  payload = server.payload
  staff = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
  const login = await fetch(`${server.baseUrl}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SEED_ADMIN),
  })
  staffCookie = (login.headers.getSetCookie().find((c) => c.startsWith('payload-token=')) ?? '').split(';')[0] ?? ''
  productId = (await payload.find({ collection: 'products', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    ?.id as number
  const member = await payload.create({
    collection: 'members',
    data: { email: `round2-${Date.now()}@example.com`, name: 'round2' },
    overrideAccess: true,
  })
  memberId = member.id
  memberCookie = `member_session=${await createMemberSession(payload, member.id)}`
})

afterAll(async () => {
  delete process.env.TRUSTED_PROXY_HOPS
  await server?.close()
})

describe('same-site check (point 8)', () => {
  const patchProduct = (headers: Record<string, string>) =>
    fetch(`${server.baseUrl}/api/cms/products/${productId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: staffCookie, ...headers },
      body: JSON.stringify({ apparentMwKda: `round2 ${Math.random()}` }),
    })

  it('a staff write without Origin that the browser marks cross-site is refused (403); from the site it works', async () => {
    const refused = await patchProduct({ 'sec-fetch-site': 'cross-site' })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBeTruthy()
    expect((await patchProduct({ 'sec-fetch-site': 'same-origin' })).status).toBe(200)
  })

  it('a member write on /api/v1 without Origin marked cross-site is refused; from the site it works', async () => {
    const logout = (headers: Record<string, string>) =>
      fetch(`${server.baseUrl}/api/v1/auth`, { method: 'DELETE', headers: { cookie: memberCookie, ...headers } })
    expect((await logout({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await logout({ 'sec-fetch-site': 'same-site' })).status).toBe(403)
    // From the site itself the same logout works (and ends the session: a new one for the tests after this).
    expect((await logout({ 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    memberCookie = `member_session=${await createMemberSession(payload, memberId)}`
  })

  it('X-Forwarded-Host naming the attacker’s site does not make its Origin the site without a trusted proxy', async () => {
    delete process.env.TRUSTED_PROXY_HOPS
    const forged = await patchProduct({ origin: EVIL, 'x-forwarded-host': 'evil.example' })
    expect(forged.status).toBe(403)
  })

  it('behind a trusted proxy (TRUSTED_PROXY_HOPS=1) the host the proxy forwarded is the site', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    try {
      const res = await patchProduct({ origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' })
      expect(res.status).toBe(200)
      const prepended = await patchProduct({ origin: EVIL, 'x-forwarded-host': 'evil.example, shop.example' })
      expect(prepended.status).toBe(403)
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS
    }
  })
})

describe('Payload’s permission map (point 11)', () => {
  it('is not answered to an anonymous client or a member: 401, no map', async () => {
    const callers: Record<string, string>[] = [{}, { cookie: memberCookie, 'sec-fetch-site': 'same-origin' }]
    for (const headers of callers) {
      for (const [method, path] of [
        ['GET', '/api/cms/access'],
        ['POST', '/api/cms/orders/access'],
        ['POST', '/api/cms/globals/site-config/access'],
      ] as const) {
        const res = await fetch(server.baseUrl + path, { method, headers })
        const text = await res.text()
        expect(res.status, `${method} ${path}`).toBe(401)
        expect(text).not.toContain('collections')
        expect(text).not.toContain('"read"')
        expect((JSON.parse(text) as { errors: { message: string }[] }).errors[0]?.message).toBe('请先登录')
      }
    }
  })

  it('staff still get it (the back office reads it)', async () => {
    const res = await fetch(`${server.baseUrl}/api/cms/access`, { headers: { authorization: staff } })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { collections?: object }).collections).toHaveProperty('orders')
  })
})

describe('Payload’s not-found answers (point 11)', () => {
  it('name neither the path nor the URL the app was reached at', async () => {
    for (const path of ['/api/cms/no-such-collection', '/api/cms/no-such-collection/secret-path']) {
      const res = await fetch(server.baseUrl + path, { headers: { host: 'internal-app-7:3000' } })
      const text = await res.text()
      expect(res.status, path).toBe(404)
      expect(text).not.toContain('no-such-collection')
      expect(text).not.toContain('internal-app-7')
      expect(JSON.parse(text)).toEqual({ errors: [{ message: '请求的内容不存在' }] })
    }
  })
})

describe('a member’s own order through /api/cms/orders (point 11)', () => {
  it('shows who moved it only to staff: the member sees no staff e-mail on any timeline row', async () => {
    const order = await createOrder(payload, 'round2', memberId)
    const moved = await patchOrder(server.baseUrl, staff, order.id, { status: 'confirmed' })
    expect(moved.status).toBe(200)
    const asStaff = await fetch(`${server.baseUrl}/api/cms/orders/${order.id}?depth=0`, {
      headers: { authorization: staff },
    })
    const staffView = (await asStaff.json()) as { timeline: { by?: string | null; byRole: string }[] }
    expect(staffView.timeline.map((row) => row.by)).toContain(SEED_ADMIN.email)

    const asMember = await fetch(`${server.baseUrl}/api/cms/orders/${order.id}?depth=0`, {
      headers: { cookie: memberCookie, 'sec-fetch-site': 'same-origin' },
    })
    expect(asMember.status).toBe(200)
    const text = await asMember.text()
    expect(text).not.toContain(SEED_ADMIN.email)
    const memberView = JSON.parse(text) as { timeline: { by?: string; byRole: string; status: string }[] }
    expect(memberView.timeline.map((row) => row.status)).toEqual(['submitted', 'confirmed'])
    expect(memberView.timeline.every((row) => row.by === undefined)).toBe(true)
    const list = await fetch(`${server.baseUrl}/api/cms/orders?where[id][equals]=${order.id}&depth=0`, {
      headers: { cookie: memberCookie, 'sec-fetch-site': 'same-origin' },
    })
    expect(await list.text()).not.toContain(SEED_ADMIN.email)
  })
})
