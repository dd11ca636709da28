import { randomUUID } from 'node:crypto'
import ExcelJS from 'exceljs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMemberSession } from '../src/auth/member-sessions'
import { flushChannelQueue, purgeExpired } from '../src/server/analytics/channel-queue'
import { manualClock, setClock } from '../src/services/clock'
import { getJson, SEED_ADMIN, staffAuth, startServer } from './setup/server'

/**
 * Spec sections 3, 7 and 9: channel analytics on the second API base (/absol/api by default), stored in
 * batches without raw IPs, refused when malformed, oversized or too frequent; the staff report over them.
 */
let server: Awaited<ReturnType<typeof startServer>>
const tokens: Record<'admin' | 'sales' | 'editor', string> = { admin: '', sales: '', editor: '' }
const ABSOL = '/absol/api'

beforeAll(async () => {
  server = await startServer({ trustedProxyHops: 1 }) // simulates many clients through X-Forwarded-For
  const stamp = Date.now()
  for (const role of ['editor', 'sales'] as const) {
    await server.payload.create({
      collection: 'users',
      data: { email: `ca-${role}-${stamp}@example.com`, password: 'Staff-Test-Password-1', roles: [role] },
      overrideAccess: true,
    })
    tokens[role] = await staffAuth(server.baseUrl, `ca-${role}-${stamp}@example.com`, 'Staff-Test-Password-1')
  }
  tokens.admin = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
})
afterAll(async () => {
  await server?.close()
})
afterEach(() => {
  setClock(null)
  for (const name of [
    'ANALYTICS_SESSION_PER_MINUTE',
    'ANALYTICS_IP_PER_MINUTE',
    'ANALYTICS_QUEUE_MAX',
    'ANALYTICS_FLUSH_MS',
  ]) {
    delete process.env[name]
  }
})

let ipCounter = 1
/** Each test speaks from its own address, so per-IP budgets do not leak between tests. */
const freshIp = () => `198.51.100.${ipCounter++}`

function send(path: string, body: unknown, headers: Record<string, string> = {}) {
  return getJson(server.baseUrl, `${ABSOL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const sessionRecord = (id: string, extra: Record<string, unknown> = {}) => ({
  sessionStorageId: id,
  userName: '',
  userType: 'external user',
  source: 'google',
  sourceValue: 'www.google.com',
  ...extra,
})
const event = (id: string, operateType: string, operateTypeId = '') => ({
  sessionStorageId: id,
  operateType,
  operateTypeId,
  source: 'https://www.google.com',
})

async function storedSession(id: string) {
  const found = await server.payload.find({
    collection: 'channel-sessions',
    where: { sessionStorageId: { equals: id } },
    overrideAccess: true,
  })
  return found.docs[0]
}
async function storedEvents(id: string) {
  const found = await server.payload.find({
    collection: 'channel-events',
    where: { sessionStorageId: { equals: id } },
    sort: 'createdAt',
    overrideAccess: true,
  })
  return found.docs
}

describe('ingestion', () => {
  it('answers 202 at once, then stores the session and its actions in a batch, with no raw IP', async () => {
    const id = randomUUID()
    const a = await send('/channel_analyse', sessionRecord(id), { 'x-forwarded-for': '203.0.113.77' })
    expect(a.status).toBe(202)
    expect(a.body.code).toBe('E0001')
    const b = await send('/relaies', [event(id, 'view_product', 'IL2-H5215'), event(id, 'search', 'IL-2')])
    expect(b.status).toBe(202)
    expect(b.body.data).toEqual({ accepted: 2 })
    await flushChannelQueue()
    const session = await storedSession(id)
    expect(session).toMatchObject({ source: 'google', sourceValue: 'www.google.com', userType: 'external' })
    expect(session?.ipHash).toMatch(/^[0-9a-f]{16}$/)
    expect(JSON.stringify(session)).not.toContain('203.0.113')
    const events = await storedEvents(id)
    expect(events.map((e) => [e.operateType, e.operateTypeId])).toEqual([
      ['view_product', 'IL2-H5215'],
      ['search', 'IL-2'],
    ])
  })

  it('keeps one record per session: a later record (after login) updates the user name and type', async () => {
    const id = randomUUID()
    await send('/channel_analyse', sessionRecord(id))
    await flushChannelQueue()
    await send('/channel_analyse', sessionRecord(id, { userName: 'zhang@example.edu.cn', userType: 'platform user' }))
    await flushChannelQueue()
    const found = await server.payload.count({
      collection: 'channel-sessions',
      where: { sessionStorageId: { equals: id } },
      overrideAccess: true,
    })
    expect(found.totalDocs).toBe(1)
    expect(await storedSession(id)).toMatchObject({ userName: 'zhang@example.edu.cn', userType: 'platform' })
  })

  it.each([
    ['a session id that is no uuid', '/relaies', { ...event(randomUUID(), 'search'), sessionStorageId: 'abc' }, 400],
    ['an unknown operate type', '/relaies', event(randomUUID(), 'hack'), 400],
    ['an unknown field', '/relaies', { ...event(randomUUID(), 'search'), ip: '1.2.3.4' }, 400],
    ['a control character', '/relaies', event(randomUUID(), 'search', 'a\u0000b'), 400],
    ['more than 20 records', '/relaies', Array.from({ length: 21 }, () => event(randomUUID(), 'search')), 400],
    ['an unknown user type', '/channel_analyse', sessionRecord(randomUUID(), { userType: 'admin' }), 400],
    ['not JSON', '/relaies', '{"sessionStorageId":', 400],
    ['a body over 4 KiB', '/relaies', event(randomUUID(), 'search', 'x'.repeat(5000)), 413],
  ])('refuses %s with a 4xx and stores nothing', async (_name, path, body, status) => {
    const before = (await server.payload.count({ collection: 'channel-events', overrideAccess: true })).totalDocs
    const r = await send(path, body, { 'x-forwarded-for': freshIp() })
    expect(r.status).toBe(status)
    expect(r.body.code).toBe(status === 413 ? 'E0413' : 'E0400')
    await flushChannelQueue()
    expect((await server.payload.count({ collection: 'channel-events', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('refuses another content type (415) and other sites (403)', async () => {
    const body = JSON.stringify(event(randomUUID(), 'search'))
    const a = await getJson(server.baseUrl, `${ABSOL}/relaies`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    })
    expect(a.status).toBe(415)
    const b = await send('/relaies', body, { origin: 'https://evil.example' })
    expect(b.status).toBe(403)
  })

  it('rate-limits per session (429 with Retry-After)', async () => {
    process.env.ANALYTICS_SESSION_PER_MINUTE = '3'
    setClock(manualClock(Date.parse('2030-01-01T00:00:10Z')))
    const id = randomUUID()
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await send('/relaies', event(id, 'search'), { 'x-forwarded-for': ip })).status)
    expect(statuses).toEqual([202, 202, 202, 429])
    const last = await send('/relaies', event(id, 'search'), { 'x-forwarded-for': ip })
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
    // another session from the same address still gets through
    expect((await send('/relaies', event(randomUUID(), 'search'), { 'x-forwarded-for': ip })).status).toBe(202)
  })

  it('rate-limits per IP address', async () => {
    process.env.ANALYTICS_IP_PER_MINUTE = '2'
    setClock(manualClock(Date.parse('2030-01-01T00:05:10Z')))
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      statuses.push((await send('/relaies', event(randomUUID(), 'search'), { 'x-forwarded-for': ip })).status)
    }
    expect(statuses).toEqual([202, 202, 429])
    expect((await send('/relaies', event(randomUUID(), 'search'), { 'x-forwarded-for': freshIp() })).status).toBe(202)
  })

  it('answers 503 when its queue is full, instead of holding the request', async () => {
    await flushChannelQueue()
    process.env.ANALYTICS_QUEUE_MAX = '2'
    // The queue stays full until the test flushes it: the 1 s write timer fired between the two sends on a loaded
    // machine (CI), and the second send then found room.
    process.env.ANALYTICS_FLUSH_MS = '600000'
    const ip = freshIp()
    const r1 = await send('/relaies', [event(randomUUID(), 'search'), event(randomUUID(), 'search')], {
      'x-forwarded-for': ip,
    })
    expect(r1.status).toBe(202)
    const r2 = await send('/relaies', event(randomUUID(), 'search'), { 'x-forwarded-for': ip })
    expect(r2.status).toBe(503)
    expect(r2.headers.get('retry-after')).toBe('5')
    await flushChannelQueue()
    expect((await send('/relaies', event(randomUUID(), 'search'), { 'x-forwarded-for': ip })).status).toBe(202)
  })

  it('purges records older than the retention period', async () => {
    const id = randomUUID()
    await send('/channel_analyse', sessionRecord(id), { 'x-forwarded-for': freshIp() })
    await send('/relaies', event(id, 'search', 'old'), { 'x-forwarded-for': freshIp() })
    await flushChannelQueue()
    setClock(manualClock(Date.now() + 179 * 24 * 3600 * 1000))
    await purgeExpired(server.payload)
    expect(await storedSession(id)).toBeDefined()
    setClock(manualClock(Date.now() + 181 * 24 * 3600 * 1000))
    await purgeExpired(server.payload)
    expect(await storedSession(id)).toBeUndefined()
    expect(await storedEvents(id)).toEqual([])
  })
})

describe('the second API base and the version-2 gateway', () => {
  it('answers unknown paths of the second base with the envelope (404)', async () => {
    const r = await getJson(server.baseUrl, `${ABSOL}/nothing`)
    expect(r.status).toBe(404)
    expect(r.body.code).toBe('E0404')
  })

  it('GET /user/absol gives the logged-in member their own info, 401 without a session, 403 for another id', async () => {
    const member = await server.payload.create({
      collection: 'members',
      data: { email: `absol-${Date.now()}@example.com`, name: '李四' },
      overrideAccess: true,
    })
    const token = await createMemberSession(server.payload, member.id)
    const auth = { authorization: `Bearer ${token}` }
    expect((await getJson(server.baseUrl, `${ABSOL}/user/absol`)).status).toBe(401)
    const own = await getJson(server.baseUrl, `${ABSOL}/user/absol?id=${member.id}`, { headers: auth })
    expect(own.status).toBe(200)
    expect(own.body.data).toEqual({ id: member.id, account: member.email, name: '李四' })
    const other = await getJson(server.baseUrl, `${ABSOL}/user/absol?id=${member.id + 1000}`, { headers: auth })
    expect(other.status).toBe(403)
  })

  it('serves X-Api-Version: 2 on the main API with the same handlers and refuses unknown versions', async () => {
    const v1 = await getJson(server.baseUrl, '/api/v1/popular_product')
    const v2 = await getJson(server.baseUrl, '/api/v1/popular_product', { headers: { 'x-api-version': '2' } })
    expect(v2.status).toBe(200)
    expect(v2.body).toEqual(v1.body)
    expect(v2.headers.get('x-api-version')).toBe('2')
    const bad = await getJson(server.baseUrl, '/api/v1/popular_product', { headers: { 'x-api-version': '3' } })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('E0400')
  })
})

describe('staff report', () => {
  const report = (path: string, auth?: string) =>
    fetch(`${server.baseUrl}/api/cms/channel-sessions/report${path}`, { headers: auth ? { authorization: auth } : {} })
  const today = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10)

  it('counts sessions and converting sessions per day by source, top products and searches, and one path', async () => {
    const before = (await (await report(`?from=${today}&to=${today}`, tokens.sales)).json()) as {
      totals: Record<string, { sessions: number; enquiry: number; cart: number; order: number }>
    }
    const ids = [randomUUID(), randomUUID()]
    for (const id of ids)
      await send('/channel_analyse', sessionRecord(id, { source: 'bing', sourceValue: 'cn.bing.com' }))
    await send('/relaies', [
      event(ids[0] as string, 'view_product', 'RPT-001'),
      event(ids[0] as string, 'search', 'ReportKeyword'),
      event(ids[0] as string, 'add_cart', 'RPT-001'),
      event(ids[0] as string, 'add_cart', 'RPT-001'),
      event(ids[0] as string, 'settle'),
      event(ids[1] as string, 'enquiry', 'RPT-001'),
    ])
    await flushChannelQueue()
    const res = await report(`?from=${today}&to=${today}`, tokens.sales)
    expect(res.status).toBe(200)
    const data = (await res.json()) as {
      totals: Record<string, { sessions: number; enquiry: number; cart: number; order: number }>
      rows: Array<{ day: string; source: string; sessions: number }>
      topProducts: Array<{ value: string; count: number }>
      topSearches: Array<{ value: string; count: number }>
    }
    const was = before.totals.bing ?? { sessions: 0, enquiry: 0, cart: 0, order: 0 }
    expect(data.totals.bing).toEqual({
      sessions: was.sessions + 2,
      enquiry: was.enquiry + 1,
      cart: was.cart + 1,
      order: was.order + 1,
    })
    expect(data.rows.find((r) => r.source === 'bing')?.day).toBe(today)
    expect(data.topProducts).toContainEqual({ value: 'RPT-001', count: 1 })
    expect(data.topSearches).toContainEqual({ value: 'reportkeyword', count: 1 })

    const path = await report(`?session=${ids[0]}`, tokens.admin)
    const body = (await path.json()) as { session: { source: string }; events: Array<{ operateType: string }> }
    expect(body.session.source).toBe('bing')
    expect(body.events.map((e) => e.operateType)).toEqual(['view_product', 'search', 'add_cart', 'add_cart', 'settle'])
  })

  it('exports the period as an XLSX workbook', async () => {
    const res = await report(`/xlsx?from=${today}&to=${today}`, tokens.sales)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer)
    const daily = book.worksheets[0]
    expect(daily?.getRow(1).values).toContain('会话')
    const sources = (daily?.getColumn(2).values ?? []).map(String)
    expect(sources).toContain('必应')
  })

  it('is for sales and admins only: editors 403, anonymous 401, a bad period 400', async () => {
    expect((await report('', tokens.editor)).status).toBe(403)
    expect((await report('/xlsx', tokens.editor)).status).toBe(403)
    expect((await report('')).status).toBe(401)
    expect((await report('/xlsx')).status).toBe(401)
    expect((await report('?from=2024-02-30&to=2024-03-01', tokens.sales)).status).toBe(400)
    expect((await report('?from=2024-03-02&to=2024-03-01', tokens.sales)).status).toBe(400)
    expect((await report('?from=2020-01-01&to=2024-03-01', tokens.sales)).status).toBe(400)
    expect((await report('?evil=1', tokens.sales)).status).toBe(400)
  })

  it('the collections stay read-only for staff and hidden from editors', async () => {
    const cms = (path: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}/api/cms${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
      })
    const list = await cms('/channel-events', { headers: { authorization: tokens.editor } })
    expect(list.status).toBe(403)
    const create = await cms('/channel-sessions', {
      method: 'POST',
      headers: { authorization: tokens.admin },
      body: JSON.stringify({ sessionStorageId: randomUUID() }),
    })
    expect(create.status).toBe(403)
  })
})
