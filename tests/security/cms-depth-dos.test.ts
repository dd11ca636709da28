import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_REST_LIMIT } from '../../src/lib/request-budget'
import { SEED_ADMIN, staffAuth, startServer } from '../setup/server'

/**
 * Issue 15 point 1: `GET /api/cms/products?limit=0&depth=10` kept a process busy for minutes (every product,
 * each with its related products to ten levels). Every request to /api/cms is now bounded: anonymous reads are
 * closed, and staff asking for unpaged lists or deep population get a 400 envelope at once.
 */
let server: Awaited<ReturnType<typeof startServer>>
let payload: Payload
let admin: string

async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now()
  const res = await fetch(`${server.baseUrl}/api/cms${path}`, init)
  const text = await res.text()
  return { status: res.status, text, bytes: Buffer.byteLength(text), ms: performance.now() - started }
}

beforeAll(async () => {
  server = await startServer()
  payload = server.payload
  admin = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
  // The attack's worst case: 40 published products each related to the 39 others (a dense self-relation).
  const { docs } = await payload.find({ collection: 'products', limit: 40, depth: 0, sort: 'id', overrideAccess: true })
  const ids = docs.map((d) => d.id)
  for (const id of ids) {
    await payload.update({
      collection: 'products',
      id,
      data: { related: ids.filter((other) => other !== id) },
      overrideAccess: true,
    })
  }
})

afterAll(async () => {
  await server?.close()
})

describe('the depth attack (issue 15.1)', () => {
  it('anonymous: a plain page of products is refused too (the site reads through /api/v1)', async () => {
    const r = await timed('/products?limit=1&depth=0')
    expect(r.status).toBe(403)
  })

  it('anonymous: limit=0&depth=10 is refused at once, with a small body', async () => {
    const r = await timed('/products?limit=0&depth=10')
    expect([400, 403]).toContain(r.status)
    expect(r.ms).toBeLessThan(2000)
    expect(r.bytes).toBeLessThan(2000)
  })

  it('anonymous: limit=1&depth=10 is refused too (no hundreds of MB)', async () => {
    const r = await timed('/products?limit=1&depth=10')
    expect([400, 403]).toContain(r.status)
    expect(r.bytes).toBeLessThan(2000)
  })

  it.each([
    ['limit=0&depth=10', 'depth'],
    ['limit=0&depth=0', 'limit'],
    ['limit=1&depth=10', 'depth'],
    ['pagination=false&depth=0', 'pagination'],
    [`limit=${MAX_REST_LIMIT + 1}&depth=0`, 'limit'],
    ['limit=10&depth=abc', 'depth'],
  ])('staff: %s answers a 400 envelope naming %s, before any query runs', async (query, param) => {
    const r = await timed(`/products?${query}`, { headers: { authorization: admin, 'accept-language': 'en' } })
    expect(r.status).toBe(400)
    expect(r.ms).toBeLessThan(2000)
    const body = JSON.parse(r.text) as { code: string; msg: string; data: { param: string }; errors: unknown[] }
    expect(body.code).toBe('E0400')
    expect(body.data.param).toBe(param)
    expect(body.msg).toMatch(/Too much asked at once/)
    expect(body.errors).toHaveLength(1)
  })

  it('staff: the same through a POST with X-HTTP-Method-Override: GET is refused as well', async () => {
    const r = await timed('/products', {
      method: 'POST',
      headers: {
        authorization: admin,
        'content-type': 'application/x-www-form-urlencoded',
        'x-http-method-override': 'GET',
      },
      body: 'limit=0&depth=10',
    })
    expect(r.status).toBe(400)
    expect(r.text).not.toContain('"docs"')
  })

  it('staff: one product at depth 10 and the site settings at depth 10 are refused (400)', async () => {
    const one = await payload.find({ collection: 'products', limit: 1, depth: 0, overrideAccess: true })
    expect((await timed(`/products/${one.docs[0]?.id}?depth=10`, { headers: { authorization: admin } })).status).toBe(
      400,
    )
    expect((await timed('/globals/site-config?depth=10', { headers: { authorization: admin } })).status).toBe(400)
  })

  it.each(['/products?depth=1000000', '/users/me?depth=1000000', '/globals/site-config?depth=99999999999'])(
    'staff: a huge depth on any path (%s) is refused at once, before Payload builds a query that deep',
    async (path) => {
      const r = await timed(path, { headers: { authorization: admin } })
      expect(r.status).toBe(400)
      expect(r.ms).toBeLessThan(2000)
    },
  )

  it.each(['/products?page=99999999999999999999999', '/channel-sessions/?page=1e30', '/articles?limit=99999999999999'])(
    'staff: a page or limit beyond any list (%s) is a 400, not an OFFSET overflow (500)',
    async (path) => {
      const r = await timed(path, { headers: { authorization: admin } })
      expect(r.status).toBe(400)
    },
  )

  it('staff: the largest allowed page (250 products, depth 2) answers quickly with a bounded body', async () => {
    const r = await timed(`/products?limit=${MAX_REST_LIMIT}&depth=2`, { headers: { authorization: admin } })
    expect(r.status).toBe(200)
    expect(r.ms).toBeLessThan(15_000)
    expect(r.bytes).toBeLessThan(8 * 1024 * 1024)
    // related products are populated one level, never their own related ones
    const body = JSON.parse(r.text) as { docs: { related?: ({ related?: unknown[] } | number)[] }[] }
    const withRelated = body.docs.find((d) => (d.related?.length ?? 0) > 0)
    const first = withRelated?.related?.[0]
    expect(typeof first).toBe('object')
    expect(typeof (first as { related: unknown[] }).related[0]).toBe('number')
  })

  it('the back office keeps working: a list page and its relationship titles (depth 0, 250 ids)', async () => {
    expect((await timed('/products?limit=10&page=2&depth=1', { headers: { authorization: admin } })).status).toBe(200)
    expect(
      (
        await timed(`/categories?depth=0&limit=${MAX_REST_LIMIT}&select[name]=true`, {
          headers: { authorization: admin },
        })
      ).status,
    ).toBe(200)
  })
})

describe('every relationship is bounded (maxDepth)', () => {
  it('the Local API too populates a self-relation one level only, whatever depth is asked', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      depth: 10,
      limit: 1,
      where: { related: { exists: true } },
    })
    const related = docs[0]?.related?.[0]
    expect(typeof related).toBe('object')
    expect(typeof (related as { related: unknown[] }).related[0]).toBe('number')
  })

  it('every relationship and upload field of every collection and global has a maxDepth of at most 1', () => {
    type AnyField = {
      type: string
      name?: string
      maxDepth?: number
      fields?: AnyField[]
      tabs?: { fields: AnyField[] }[]
      blocks?: { fields: AnyField[] }[]
    }
    const unbounded: string[] = []
    const walk = (owner: string, fields: AnyField[]) => {
      for (const f of fields) {
        if ((f.type === 'relationship' || f.type === 'upload') && !(typeof f.maxDepth === 'number' && f.maxDepth <= 1))
          unbounded.push(`${owner}.${f.name}`)
        if (f.fields) walk(owner, f.fields)
        for (const t of f.tabs ?? []) walk(owner, t.fields)
        for (const b of f.blocks ?? []) walk(owner, b.fields)
      }
    }
    const ours = (slug: string) => !slug.startsWith('payload-')
    for (const c of payload.config.collections.filter((c) => ours(c.slug))) walk(c.slug, c.fields as AnyField[])
    for (const g of payload.config.globals) walk(g.slug, g.fields as AnyField[])
    expect(unbounded).toEqual([])
  })
})
