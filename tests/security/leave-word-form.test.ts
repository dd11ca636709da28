import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distinctIp, startServer } from '../setup/server'

/**
 * Issue 15, point 16: the footer's online message form before (or without) JavaScript posts form-encoded to
 * POST /api/v1/leave_word/form, is stored exactly as the JSON path stores it, and is answered with a 303 back to
 * the page (PRG) with the outcome as a fragment; nothing typed ever appears in a URL.
 */
let server: Awaited<ReturnType<typeof startServer>>
let areaId: number

beforeAll(async () => {
  // The test client stands for several visitors (X-Forwarded-For per request): a trusted proxy here.
  server = await startServer({ trustedProxyHops: 1 })
  const areas = await server.payload.find({ collection: 'areas', where: { code: { equals: '11' } }, limit: 1 })
  areaId = areas.docs[0]?.id as number
})
afterAll(async () => {
  await server?.close()
})

const fields = () => ({
  name: '李四',
  company: '示例研究所',
  department: '结构生物学部',
  address: String(areaId),
  phone: '13912345678',
  email: 'li_si@example.org',
  content: '想了解 IL-6 重组蛋白的批量价格。',
  privacy: 'on',
})

async function postForm(
  values: Record<string, string>,
  options: { prefix?: '' | '/en'; referer?: string | null; headers?: Record<string, string>; ip?: string } = {},
) {
  const { prefix = '', referer = `${server.baseUrl}${prefix}/product-list?treeId=3`, headers = {} } = options
  const res = await fetch(`${server.baseUrl}${prefix}/api/v1/leave_word/form`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.baseUrl,
      'x-forwarded-for': options.ip ?? distinctIp(),
      ...(referer ? { referer } : {}),
      ...headers,
    },
    body: new URLSearchParams(values).toString(),
  })
  return { status: res.status, location: res.headers.get('location') ?? '', res }
}

const latest = async () =>
  (
    await server.payload.find({
      collection: 'leave-words',
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
const stored = async () => (await server.payload.count({ collection: 'leave-words', overrideAccess: true })).totalDocs

describe('the footer form posted without JavaScript', () => {
  it('is stored like the JSON path and redirected back (303) to the page with the success notice', async () => {
    const before = await stored()
    const r = await postForm(fields())
    expect(r.status).toBe(303)
    expect(r.location).toBe('/product-list?treeId=3#leave-word-sent')
    expect(await stored()).toBe(before + 1)
    const { privacy: _privacy, address, ...texts } = fields()
    expect(await latest()).toMatchObject({ ...texts, address: Number(address), inboxStatus: 'new', locale: 'cn' })
  })

  it('carries no personal data in the redirect', async () => {
    const r = await postForm(fields())
    for (const value of Object.values(fields())) {
      if (value.length > 3) expect(r.location).not.toContain(encodeURIComponent(value))
    }
    expect(r.location).not.toMatch(/phone|email|13912345678|example\.org/)
  })

  it('works in English under /en and goes to the English home page without a Referer', async () => {
    const r = await postForm(
      { ...fields(), name: 'Jane Roe', phone: '+44 20 7946 0000' },
      { prefix: '/en', referer: null },
    )
    expect(r.location).toBe('/en#leave-word-sent')
    expect(await latest()).toMatchObject({ name: 'Jane Roe', locale: 'en' })
  })

  it('never redirects to another site, whatever the Referer says', async () => {
    for (const referer of ['https://evil.test/phish', '//evil.test/x', `${server.baseUrl}/\t/evil.test`]) {
      const r = await postForm(fields(), { referer })
      expect(new URL(r.location, server.baseUrl).origin, referer).toBe(server.baseUrl)
    }
  })

  it('shows the "check the fields" notice for what the schema refuses, and stores nothing', async () => {
    const before = await stored()
    const bad = [
      { ...fields(), email: 'not-an-address' },
      { ...fields(), phone: '12345' },
      { ...fields(), address: '999999' },
      { ...fields(), content: '' },
      (({ privacy: _p, ...rest }) => rest)(fields()),
    ]
    for (const values of bad) {
      const r = await postForm(values)
      expect(r.status).toBe(303)
      expect(r.location).toBe('/product-list?treeId=3#leave-word-invalid')
    }
    expect(await stored()).toBe(before)
  })

  it('keeps the per-IP limit of the JSON path (the "too many" notice)', async () => {
    const ip = distinctIp()
    const outcomes: string[] = []
    for (let i = 0; i < 6; i++) outcomes.push((await postForm(fields(), { ip })).location.split('#')[1] ?? '')
    expect(outcomes.slice(0, 5)).toEqual(Array(5).fill('leave-word-sent'))
    expect(outcomes[5]).toBe('leave-word-limited')
  })

  it('refuses a cross-site post (403) and other body types (failed notice), storing nothing', async () => {
    const before = await stored()
    const foreign = await postForm(fields(), { headers: { origin: 'https://evil.test' } })
    expect(foreign.status).toBe(403)
    const json = await postForm(fields(), { headers: { 'content-type': 'application/json' } })
    expect(json.location).toMatch(/#leave-word-failed$/)
    expect(await stored()).toBe(before)
  })
})
