import http from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distinctIp, SEED_ADMIN, staffAuth, startServer } from '../setup/server'
import { generateRequests, runAll, sendRaw } from './fuzz-requests'

/**
 * Issue 15, point 12: generated malformed requests (bad escapes, wrong methods, wrong or missing content types,
 * invalid, huge and deep JSON, NUL and control characters, overlong and array/object query strings, bad ids) over
 * every /api/v1 route, every route of the second API base and every Payload REST path. None may answer 5xx;
 * every answer of our APIs is the `{code,data,msg}` envelope, every error of Payload's its `{errors:[…]}`.
 * Issue 31 adds malformed cookies on every kind of request, broken multipart posts to site pages and staff deletes
 * of records others point at (products with lots, their category), each of which must be a 4xx too.
 * FUZZ_REQUESTS (default 20000) and FUZZ_SEED (default 31031, the same every run, so CI reproduces; printed;
 * `FUZZ_SEED=random` draws a new one, for local runs) reproduce a run.
 */
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 20_000)
const SEED =
  process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED || 31_031)
/** Site pages the broken multipart posts go to (answered here by the guard and the API server's 404). */
const PAGES = ['/', '/en', '/article', '/en/article', '/robots.txt', '/product-detail', '/search', '/admin']

let server: Awaited<ReturnType<typeof startServer>>
let staff: string
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })

beforeAll(async () => {
  // Every request from its own address (X-Forwarded-For, trusted here), so the rate limits do not answer for the handlers.
  process.env.TRUSTED_PROXY_HOPS = '1'
  server = await startServer({ trustedProxyHops: 1 })
  staff = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
})
afterAll(async () => {
  agent.destroy()
  await server?.close()
})

async function routePatterns() {
  const { routes } = await import('../../src/api/routes')
  const { absolRoutes } = await import('../../src/api/absol/routes')
  const { absolApiBase, ABSOL_INTERNAL_BASE } = await import('../../src/lib/absol-base')
  const config = await (await import('../../src/payload.config')).default
  const envelope = [
    ...routes.flatMap((r) => [`/api/v1${r.path}`, `/en/api/v1${r.path}`]),
    ...absolRoutes.flatMap((r) => [`${absolApiBase()}${r.path}`, `${ABSOL_INTERNAL_BASE}${r.path}`]),
    '/api/v1/no-such-route',
  ]
  const cms = [
    '/api/cms/access',
    ...config.collections.flatMap((c) => [
      `/api/cms/${c.slug}`,
      `/api/cms/${c.slug}/:id`,
      `/api/cms/${c.slug}/versions/:id`,
      ...(c.auth
        ? ['login', 'me', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'unlock', 'init'].map(
            (p) => `/api/cms/${c.slug}/${p}`,
          )
        : []),
      ...(c.upload ? [`/api/cms/${c.slug}/file/:id`] : []),
      ...(Array.isArray(c.endpoints) ? c.endpoints.map((e) => `/api/cms/${c.slug}${e.path}`) : []),
    ]),
    ...config.globals.map((g) => `/api/cms/globals/${g.slug}`),
  ]
  return { envelope, cms, pages: PAGES }
}

/** Products with lots and their category, made for the staff deletes (refused with 409: the lots point at them). */
async function referencedRecords(): Promise<string[]> {
  const { payload } = server
  const category = await payload.create({
    collection: 'categories',
    locale: 'cn',
    data: { name: '模糊测试分类', status: '1' },
    overrideAccess: true,
  })
  const paths = [`/api/cms/categories/${category.id}`]
  for (let i = 0; i < 5; i++) {
    const product = await payload.create({
      collection: 'products',
      locale: 'cn',
      data: { catalogNumber: `FUZZ-${Date.now()}-${i}`, name: '模糊测试产品', category: category.id, status: 'draft' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'lots',
      data: {
        product: product.id,
        lotNumber: `FZ${i}`,
        manufacturedAt: '2026-01-01',
        expiresAt: '2099-01-01',
        status: 'draft',
      },
      overrideAccess: true,
    })
    paths.push(`/api/cms/products/${product.id}`)
  }
  return paths
}

describe('generated malformed requests', () => {
  it(`answers ${COUNT} of them with a 4xx (or 2xx) in the API's error shape, never a 5xx (seed ${SEED})`, async () => {
    const patterns = await routePatterns()
    const requests = generateRequests(patterns, COUNT, SEED)
    // Staff deletes of records others point at, 20 of each (with and without a malformed cookie beside the login).
    for (const path of await referencedRecords()) {
      for (let i = 0; i < 20; i++) {
        requests.push({
          method: 'DELETE',
          path,
          headers: i % 2 ? { cookie: 'member_session=%%%' } : {},
          api: 'cms',
          staff: true,
        })
      }
    }
    const started = Date.now()
    const loop = monitorEventLoopDelay({ resolution: 20 })
    loop.enable()
    const slow: string[] = []
    const problems = await runAll(requests, 16, async (request) => {
      const at = Date.now()
      try {
        return await sendRaw(server.baseUrl, request, agent, {
          'x-forwarded-for': distinctIp(),
          ...(request.staff ? { authorization: staff } : {}),
        })
      } finally {
        const ms = Date.now() - at
        if (ms > 3000)
          slow.push(
            `+${at - started} ms, ${ms} ms: ${request.method} ${request.path.slice(0, 160)}${request.staff ? ' (staff)' : ''}`,
          )
      }
    })
    loop.disable()
    console.log(
      `fuzz: longest event-loop block ${(loop.max / 1e6).toFixed(0)} ms; requests over 3 s:\n${slow.join('\n')}`,
    )
    console.log(
      `fuzz: ${requests.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${SEED}, ${problems.length} problems`,
    )
    expect(requests.length).toBeGreaterThanOrEqual(COUNT)
    expect(problems.slice(0, 30), `seed ${SEED}: ${problems.length} problems`).toEqual([])
  }, 600_000)
})
