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
 * FUZZ_REQUESTS (default 20000) and FUZZ_SEED (default: a new one each run, printed) reproduce a run.
 */
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 20_000)
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))

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
  return { envelope, cms }
}

describe('generated malformed requests', () => {
  it(`answers ${COUNT} of them with a 4xx (or 2xx) in the API's error shape, never a 5xx (seed ${SEED})`, async () => {
    const patterns = await routePatterns()
    const requests = generateRequests(patterns, COUNT, SEED)
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
