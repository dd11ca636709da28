import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getJson, startServer } from './setup/server'

/**
 * Issue 2: every read endpoint answers malformed query parameters (wrong types, huge values, SQL or regex
 * metacharacters, unknown keys) with a 4xx and an error code, never a 500.
 */
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

const endpoints: { path: string; params: string[] }[] = [
  { path: '/banner/show', params: [] },
  { path: '/popular_product', params: ['size'] },
  { path: '/tree_structure', params: ['pid'] },
  { path: '/tree_structure/child', params: ['status'] },
  { path: '/article', params: ['menuId', 'id', 'slug', 'page', 'size'] },
  { path: '/product', params: ['pid', 'page', 'size', 'isNew'] },
  { path: '/product/detail', params: ['id', 'catalogNumber'] },
  { path: '/distributor', params: ['areaId'] },
  { path: '/distributor/area', params: [] },
  { path: '/reference', params: ['keyword', 'year', 'page', 'size'] },
  { path: '/global_cfg', params: ['keyList'] },
  { path: '/global_cfg/industry/values', params: [] },
  { path: '/recruitment_needs/config', params: [] },
  { path: '/recruitment_needs', params: ['hot'] },
  { path: '/search/rank', params: ['number'] },
  { path: '/health', params: [] },
]

/** Values no parameter of these endpoints accepts. */
const badValues = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '1e9',
  "1' OR '1'='1",
  '1; DROP TABLE products;--',
  '.*(',
  '[a-z]+$',
  '%',
  '_',
  '%00',
  '\u0000',
  '😀',
  'x'.repeat(5000),
  '',
]

const cases: { url: string }[] = []
for (const { path, params } of endpoints) {
  cases.push({ url: `${path}?unknownKey=1` })
  cases.push({ url: `${path}?__proto__=1` })
  for (const param of params) {
    for (const value of badValues) {
      if (param === 'status' && value === '0') continue // the one valid value
      cases.push({ url: `${path}?${param}=${encodeURIComponent(value)}` })
    }
    cases.push({ url: `${path}?${param}=1&${param}=2` })
  }
}

const freeText = new Set(['keyword', 'slug', 'catalogNumber', 'keyList'])

describe('malformed query parameters', () => {
  it(`answers ${cases.length} malformed requests with a 4xx and an error code`, async () => {
    const failures: string[] = []
    for (const { url } of cases) {
      const { status, body } = await getJson(server.baseUrl, `/api/v1${url}`)
      const param = url.split('?')[1]?.split('=')[0] ?? ''
      const tolerated = freeText.has(param) && (status === 200 || status === 404)
      if (status >= 500) failures.push(`${url.slice(0, 80)} → ${status}`)
      else if (!tolerated && (status < 400 || body.code === 'E0001'))
        failures.push(`${url.slice(0, 80)} → ${status} ${body.code}`)
      else if (!tolerated && !/^E0\d{3}$/.test(body.code)) failures.push(`${url.slice(0, 80)} → code ${body.code}`)
      if (status >= 400 && body.data !== null) failures.push(`${url.slice(0, 80)} → data on error`)
    }
    expect(failures).toEqual([])
  })

  it('treats SQL and regex metacharacters in free text as plain text, never an error', async () => {
    for (const keyword of ["' OR 1=1 --", '.*(', '%', '_', '\\', '😀', '白介素%']) {
      const { status, body } = await getJson(server.baseUrl, `/api/v1/reference?keyword=${encodeURIComponent(keyword)}`)
      expect(status, keyword).toBe(200)
      expect((body.data as { total: number }).total, keyword).toBe(0)
    }
  })

  it('names the offending parameter in the message, in the request language', async () => {
    const cn = await getJson(server.baseUrl, '/api/v1/product?pid=abc')
    expect(cn).toMatchObject({ status: 400, body: { code: 'E0400', msg: '参数 pid 无效', data: null } })
    const en = await getJson(server.baseUrl, '/en/api/v1/product?pid=abc')
    expect(en.body.msg).toBe('Invalid parameter: pid')
  })

  it('refuses an over-long query string', async () => {
    const { status, body } = await getJson(server.baseUrl, `/api/v1/reference?keyword=${'a'.repeat(5000)}`)
    expect(status).toBe(400)
    expect(body.code).toBe('E0400')
  })

  it('answers an unknown path with 404 and a wrong method with 405', async () => {
    expect((await getJson(server.baseUrl, '/api/v1/no_such_thing')).status).toBe(404)
    const wrong = await getJson(server.baseUrl, '/api/v1/banner/show', { method: 'DELETE' })
    expect(wrong).toMatchObject({ status: 405, body: { code: 'E0405' } })
  })

  it('answers a missing or unknown category id with 404', async () => {
    expect((await getJson(server.baseUrl, '/api/v1/tree_structure?pid=999999')).body.code).toBe('E0404')
    expect((await getJson(server.baseUrl, '/api/v1/tree_structure')).status).toBe(400)
  })

  it('answers a URL too long for the parser with 431, with no body for HEAD, also mid-connection and in pieces', async () => {
    const first = 'GET /api/v1/banner/show HTTP/1.1\r\nHost: localhost\r\n\r\n'
    for (const method of ['HEAD', 'GET'])
      for (const pipelined of [false, true]) {
        const label = `${method}${pipelined ? ' pipelined' : ''}`
        const start = `${method} /en/api/v1/search?q=`
        const received = await rawExchange(server.baseUrl, [
          // A first request on the kept-alive connection, then one whose URL arrives in 20 pieces; pipelined, the
          // second request's first bytes travel with the first request (the socket's next chunk after the first
          // answer is then the middle of a request line).
          ...(pipelined ? [first + start] : [first, start]),
          ...Array.from({ length: 20 }, () => 'q'.repeat(1000)),
          ' HTTP/1.1\r\nHost: localhost\r\n\r\n',
        ])
        const at = received.indexOf('HTTP/1.1 431')
        expect(at, label).toBeGreaterThan(0)
        const [head, body] = splitOnce(received.slice(at), '\r\n\r\n')
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1])
        expect(length, label).toBeGreaterThan(0)
        if (method === 'HEAD') expect(body, `${label}: a HEAD answer has no body`).toBe('')
        else expect(JSON.parse(body), label).toMatchObject({ code: 'E0431', data: null })
      }
  })
})

/** Sends `pieces` on one socket, a few milliseconds apart, and returns everything received until it closes. */
async function rawExchange(baseUrl: string, pieces: string[]): Promise<string> {
  const { hostname, port } = new URL(baseUrl)
  const socket = net.connect(Number(port), hostname)
  socket.setNoDelay(true)
  const chunks: Buffer[] = []
  socket.on('data', (chunk) => chunks.push(chunk))
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  for (const [i, piece] of pieces.entries()) {
    if (!socket.writable) break
    socket.write(piece)
    // Let the first answer arrive before the next request starts, and each piece travel on its own.
    await new Promise((resolve) => setTimeout(resolve, i === 0 ? 300 : 5))
  }
  await closed
  return Buffer.concat(chunks).toString('utf8')
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator)
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)]
}
