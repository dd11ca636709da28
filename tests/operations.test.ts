import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { FileStorage } from '../src/services/storage/file-storage'
import { setFileStorage } from '../src/services/storage/storage'
import { redisAnswers } from './setup/redis'
import { getJson, SEED_ADMIN, staffAuth, startServer } from './setup/server'

/**
 * Issue 18, "Operations": the health probes split into liveness and readiness, the request id, one JSON log line
 * per request carrying it, and the Prometheus metrics for staff, through real HTTP (the integration server, and
 * for the logs a server process whose stdout the test reads). docs/adr/0024-operations.md.
 */
let server: Awaited<ReturnType<typeof startServer>>
const root = path.resolve(import.meta.dirname, '..')

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  setFileStorage(undefined)
  await server?.close()
})

type Check = { status: 'ok' | 'fail' | 'skipped'; ms: number; reason?: string }
type Readiness = { status: string; checks: { database: Check; redis: Check; storage: Check } }

/** A storage whose every read fails, or never answers: the readiness check must report it, within its timeout. */
function brokenStorage(behaviour: 'fails' | 'hangs'): FileStorage {
  const never = () => new Promise<never>(() => {})
  const fail = async (): Promise<never> => {
    throw new Error('bucket unreachable at https://user:secret@s3.example.com/bucket')
  }
  const broken = behaviour === 'fails' ? fail : never
  // Every method a storage has had (get, open) fails alike.
  return { name: 's3', put: broken, get: broken, open: broken, delete: broken } as unknown as FileStorage
}

describe('health probes', () => {
  it('GET /api/v1/health still answers as before: the process and the database are up', async () => {
    const { status, body } = await getJson(server.baseUrl, '/api/v1/health')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ status: 'ok' })
    expect(['sqlite', 'postgres']).toContain((body.data as { database: string }).database)
  })

  it('GET /api/v1/health/live says the process answers, without asking any dependency', async () => {
    setFileStorage(brokenStorage('fails'))
    try {
      const { status, body } = await getJson(server.baseUrl, '/api/v1/health/live')
      expect(status).toBe(200)
      expect(body.code).toBe('E0001')
      expect(body.data).toMatchObject({ status: 'ok', pid: process.pid })
    } finally {
      setFileStorage(undefined)
    }
  })

  it('GET /api/v1/health/ready reports the database, Redis and the storage, each ok', async () => {
    const { status, body, headers } = await getJson(server.baseUrl, '/api/v1/health/ready')
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    const ready = body.data as Readiness
    expect(ready.status).toBe('ok')
    expect(ready.checks.database.status).toBe('ok')
    expect(ready.checks.storage.status).toBe('ok')
    if (process.env.REDIS_URL && (await redisAnswers(process.env.REDIS_URL))) {
      expect(ready.checks.redis.status).toBe('ok')
    } else if (!process.env.REDIS_URL) {
      expect(ready.checks.redis).toMatchObject({ status: 'skipped', reason: 'not configured' })
    }
  })

  it('GET /api/v1/health/ready is a 503 naming the failed check when the storage is unreachable, and leaks no URL', async () => {
    setFileStorage(brokenStorage('fails'))
    try {
      const { status, body } = await getJson(server.baseUrl, '/en/api/v1/health/ready')
      expect(status).toBe(503)
      expect(body.code).toBe('E0503')
      expect(body.msg).toBe('Service temporarily unavailable, please try again later')
      const ready = body.data as Readiness
      expect(ready.status).toBe('fail')
      expect(ready.checks.database.status).toBe('ok')
      expect(ready.checks.storage.status).toBe('fail')
      expect(ready.checks.storage.reason).toContain('bucket unreachable')
      expect(JSON.stringify(body)).not.toContain('secret')
    } finally {
      setFileStorage(undefined)
    }
  })

  it('GET /api/v1/health/ready gives up on a check that does not answer within HEALTH_CHECK_TIMEOUT_MS', async () => {
    setFileStorage(brokenStorage('hangs'))
    process.env.HEALTH_CHECK_TIMEOUT_MS = '300'
    try {
      const started = Date.now()
      const { status, body } = await getJson(server.baseUrl, '/api/v1/health/ready')
      expect(status).toBe(503)
      expect((body.data as Readiness).checks.storage).toMatchObject({
        status: 'fail',
        reason: 'no answer within 300 ms',
      })
      expect(Date.now() - started).toBeLessThan(5000)
    } finally {
      delete process.env.HEALTH_CHECK_TIMEOUT_MS
      setFileStorage(undefined)
    }
  })

  it('the probes refuse query parameters as every endpoint does (400)', async () => {
    for (const probe of ['live', 'ready']) {
      const { status, body } = await getJson(server.baseUrl, `/api/v1/health/${probe}?verbose=1`)
      expect(status, probe).toBe(400)
      expect(body.code).toBe('E0400')
    }
  })
})

describe('request id', () => {
  it('every answer carries a new X-Request-Id when the request has none', async () => {
    const a = await fetch(`${server.baseUrl}/api/v1/health/live`)
    const b = await fetch(`${server.baseUrl}/api/v1/no-such-route`)
    const ids = [a.headers.get('x-request-id'), b.headers.get('x-request-id')]
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(ids[0]).not.toBe(ids[1])
  })

  it("keeps the client's (or the proxy's) X-Request-Id when it is a safe id", async () => {
    for (const id of ['0123456789abcdef0123456789abcdef', 'req-2026.11.24:abc_DEF']) {
      const res = await fetch(`${server.baseUrl}/api/v1/health/live`, { headers: { 'x-request-id': id } })
      expect(res.headers.get('x-request-id')).toBe(id)
    }
  })

  it('replaces an X-Request-Id that could inject into logs or headers: too short, too long, odd characters', async () => {
    for (const id of ['short', 'x'.repeat(129), '<script>alert(1)</script>', 'id with spaces', 'a"b\\c{d}e|f']) {
      const res = await fetch(`${server.baseUrl}/api/v1/health/live`, { headers: { 'x-request-id': id } })
      const echoed = res.headers.get('x-request-id')
      expect(echoed, id).not.toBe(id)
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})

describe('metrics', () => {
  const scrape = (headers: Record<string, string> = {}) => fetch(`${server.baseUrl}/api/v1/metrics`, { headers })

  it('are refused to visitors (401) and to a wrong METRICS_TOKEN', async () => {
    process.env.METRICS_TOKEN = 'scraper-token-0123456789'
    try {
      const clients: Record<string, string>[] = [
        {},
        { authorization: 'Bearer wrong-token-0123456789' },
        { authorization: 'Bearer ' },
      ]
      for (const headers of clients) {
        const res = await scrape(headers)
        expect(res.status).toBe(401)
        expect(((await res.json()) as { code: string }).code).toBe('E0401')
      }
    } finally {
      delete process.env.METRICS_TOKEN
    }
  })

  it('answer a scraper holding METRICS_TOKEN, in the Prometheus text format', async () => {
    process.env.METRICS_TOKEN = 'scraper-token-0123456789'
    try {
      const res = await scrape({ authorization: 'Bearer scraper-token-0123456789' })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.text()).toContain('# TYPE http_requests_total counter')
    } finally {
      delete process.env.METRICS_TOKEN
    }
  })

  it('count requests and their latency by route pattern, never by raw path, with the queue depth', async () => {
    const authorization = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
    const marker = `zz${Date.now().toString(36)}`
    await fetch(`${server.baseUrl}/api/v1/product/detail?catalogNumber=${marker}`)
    await fetch(`${server.baseUrl}/en/api/v1/product/detail?catalogNumber=${marker}`)
    await fetch(`${server.baseUrl}/api/v1/order/${marker}`, { method: 'PUT' })
    await fetch(`${server.baseUrl}/api/v1/${marker}/${marker}`)
    const res = await scrape({ authorization })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/product\/detail",status="404"\} [2-9]/)
    expect(text).toMatch(/http_requests_total\{method="PUT",route="\/api\/v1\/order\/:id",status="\d{3}"\} \d/)
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/\(unmatched\)",status="404"\} \d/)
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/v1\/product\/detail"\}/,
    )
    expect(text).toMatch(/site_queue_depth\{queue="mail"\} \d+/)
    expect(text).toContain('process_cpu_seconds_total')
    expect(text).not.toContain(marker)
  })

  it("count the data cache's hits and misses (the hit ratio)", async () => {
    const authorization = await staffAuth(server.baseUrl, SEED_ADMIN.email, SEED_ADMIN.password)
    const count = (text: string, result: string) =>
      Number(new RegExp(`site_cache_lookups_total\\{cache="data",result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0)
    const before = await (await scrape({ authorization })).text()
    for (let i = 0; i < 3; i++) await fetch(`${server.baseUrl}/api/v1/tree_structure/child?status=0`)
    const after = await (await scrape({ authorization })).text()
    expect(count(after, 'hit') + count(after, 'miss')).toBeGreaterThan(count(before, 'hit') + count(before, 'miss'))
    expect(count(after, 'hit')).toBeGreaterThan(count(before, 'hit'))
  })
})

describe('JSON request logs', () => {
  let child: ChildProcess | undefined
  afterAll(() => {
    child?.kill('SIGKILL')
  })

  it('one line per request with its id, method, path, parameter names, route, status and time; app lines carry the id', async () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      DATA_DIR: inject('dataDir'),
      PAYLOAD_SECRET: 'integration-test-secret',
      LOG_LEVEL: 'info',
      PORT: '0',
    }
    delete env.VITEST
    delete env.REDIS_URL
    child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', 'tests/fault/api-server.ts'], {
      cwd: root,
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout?.on('data', (chunk) => {
      out += String(chunk)
    })
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setInterval(() => {
        const ready = /READY (\d+)/.exec(out)
        if (ready) {
          clearInterval(timer)
          resolve(Number(ready[1]))
        }
      }, 50)
      child?.once('exit', (code) => {
        clearInterval(timer)
        reject(new Error(`server exited (${code})`))
      })
    })
    const base = `http://127.0.0.1:${port}`
    const secret = 'secret-value-4711'
    const res = await fetch(`${base}/api/v1/product/detail?catalogNumber=${secret}&keyword=${secret}`, {
      headers: {
        'x-request-id': 'ops-test-0001',
        cookie: `member_session=${secret}`,
        authorization: `Bearer ${secret}`,
      },
    })
    expect(res.headers.get('x-request-id')).toBe('ops-test-0001')
    // A query Payload refuses (an unknown field): Payload logs the refusal itself, inside the request.
    await fetch(`${base}/api/cms/products?where[${secret}][equals]=1`, { headers: { 'x-request-id': 'ops-test-0002' } })
    await fetch(`${base}/api/v1/coa/file/0123456789abcdef0123456789abcdef`, {
      headers: { 'x-request-id': 'ops-test-0003' },
    })

    const lines = async () => {
      for (let i = 0; i < 50 && !out.includes('ops-test-0003'); i++) await new Promise((r) => setTimeout(r, 100))
      return out
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    }
    const all = await lines()
    const requestLines = all.filter((l) => l.msg === 'request')
    const first = requestLines.find((l) => l.reqId === 'ops-test-0001')
    expect(first).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/v1/product/detail',
      query: ['catalogNumber', 'keyword'],
      route: '/api/v1/product/detail',
      // `keyword` is not a parameter of this path: a 400, logged as such.
      status: 400,
    })
    expect(typeof first?.ms).toBe('number')
    expect(typeof first?.time).toBe('string')
    // Nothing of the query's values, the cookie or the authorization header is written.
    expect(out).not.toContain(secret)
    // Payload's own line about the refused query, written while handling request 0002, carries its id.
    const appLines = all.filter((l) => l.reqId === 'ops-test-0002' && l.msg !== 'request')
    expect(appLines.length).toBeGreaterThan(0)
    expect(requestLines.filter((l) => l.reqId === 'ops-test-0002')).toEqual([
      expect.objectContaining({ path: '/api/cms/products', query: ['where[…]'], route: '/api/cms' }),
    ])
    // A token in the path is masked.
    expect(requestLines.find((l) => l.reqId === 'ops-test-0003')).toMatchObject({ path: '/api/v1/coa/file/:masked' })
    expect(out).not.toContain('0123456789abcdef0123456789abcdef')
  })
})
