import http from 'node:http'
import fc from 'fast-check'

/**
 * Generated malformed requests (issue 15, point 12), shared by the integration fuzz suite
 * (tests/security/fuzz.test.ts) and its smaller pass through the real Next.js server (e2e/security-headers.e2e.ts).
 */
export interface FuzzRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string | Uint8Array
  /** Which JSON API answers it: ours (the envelope) or Payload's REST API ({errors:[…]}); or a site page (any 4xx). */
  api: 'envelope' | 'cms' | 'page'
  /** Sent with a staff login (only paths and bodies that cannot change data). */
  staff?: boolean
}

/** Path segments no route accepts: malformed escapes, encoded NUL and control characters, traversal, huge. */
export const badSegments = [
  '%E0%A4%A',
  '%',
  '%%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '%00',
  '%0A%0D',
  '%1B%5B31m',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '-1',
  '0',
  '1.5',
  '1e99',
  'NaN',
  '99999999999999999999999',
  '0x10',
  "1'%20OR%20'1'%3D'1",
  '%F0%9F%98%80',
  'a'.repeat(3000),
  '%5B%5D',
  '%7B%7D',
  'null',
  'undefined',
  '__proto__',
  'constructor',
]

const queryNames = ['id', 'page', 'size', 'limit', 'depth', 'sort', 'where', 'locale', 'draft', 'keyword', 'q', 'pid']

/** Query strings: bad escapes, array/object params (`where[…]`), prototype keys, overlong, repeated. */
const queryArb: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constantFrom(...badSegments).map((v) => `?${v}=${v}`),
  fc.tuple(fc.constantFrom(...queryNames), fc.constantFrom(...badSegments)).map(([k, v]) => `?${k}=${v}`),
  fc.constantFrom(...queryNames).map((k) => `?${k}[]=1&${k}[]=2&${k}[a][b]=3`),
  fc.constantFrom(
    '?where[or][0][and][0][id][equals]=%E0%A4%A',
    '?where[__proto__][polluted]=1',
    '?where[id][in]=a,b,%00',
    '?where[id][like]=%25%25%25',
    '?where[password][exists]=true',
    '?where[hash][equals]=x',
    '?where=1',
    '?where[a][b][c][d][e][f][g][h][i][j][k][l][m]=1',
    '?depth=1000000',
    '?depth=10',
    '?depth=11',
    '?depth=-1',
    '?limit=-5&page=0',
    '?limit=99999999999',
    '?sort=-%00',
    '?sort[]=a',
    '?locale=xx&fallback-locale=%00',
    '?draft=maybe',
    '?select[password]=true',
    '?populate[a]=1',
    '?joins=garbage',
    '?__proto__[x]=1&constructor[prototype][x]=1',
  ),
  fc.integer({ min: 1, max: 4 }).map((n) => `?q=${'x'.repeat(n * 4000)}`),
  fc
    .array(fc.constantFrom(...queryNames), { minLength: 20, maxLength: 60 })
    .map((keys) => `?${keys.map((k, i) => `${k}=${i}`).join('&')}`),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `?q=${encodeURIComponent(s)}`),
)

/** Cookies that do not decode or are far too long (issue 31: `member_session=%%%` was a 500 on every member endpoint). */
const cookieArb: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  undefined,
  undefined,
  'member_session=%%%',
  'member_session=%E0%A4%A',
  'member_session=%',
  'a=1; member_session=%zz; b=%',
  `member_session=${'a'.repeat(4000)}`,
  'upload_pass=%%%',
  'i18n_redirected=%E0%A4%A',
  'payload-token=%%%',
  'payload-lng=%zz',
  'member_session',
  ';;;=;=',
)

/** Multipart bodies that are not: no boundary, a wrong one, no end, a header block cut short (issue 31). */
export const brokenMultipart: { contentType: string; body: string }[] = [
  { contentType: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
  { contentType: 'multipart/form-data; boundary=x', body: 'not multipart at all' },
  { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1' },
  { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; na' },
  { contentType: 'multipart/form-data; boundary=', body: '----\r\n\r\n' },
  { contentType: 'multipart/form-data; boundary="unterminated', body: '--x--' },
  { contentType: 'multipart/form-data; boundary=x', body: '--y\r\n\r\n--y--\r\n' },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="1_$ACTION_ID_x"\r\n\r\n\r\n--x--\r\n',
  },
]

const contentTypes = [
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'garbage',
  '',
]

function deepJson(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`
}

/** Bodies: invalid JSON, huge, deep, NUL and control characters, wrong shapes, random bytes. */
const bodyArb: fc.Arbitrary<string | Uint8Array | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '}',
    'null',
    'true',
    '0',
    '"x"',
    '[]',
    '{}',
    '[1,2,3]',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"email":{"$ne":null},"password":{"$gt":""}}',
    '{"id":"%E0%A4%A","page":"-1","size":1e999}',
    '{"a":"\u0000\u0001\u001b"}',
    '\u0000\u0000\u0000',
    '{"email":"a@b.c","password":"x"}',
    '{"data":{"data":{"data":null}}}',
    'a=1&b=2',
    '------x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nx\r\n------x--\r\n',
    '<?xml version="1.0"?><a/>',
  ),
  fc.integer({ min: 100, max: 20_000 }).map(deepJson),
  fc.integer({ min: 20_000, max: 300_000 }).map((n) => JSON.stringify({ text: 'x'.repeat(n) })),
  fc.json({ depthSize: 'medium' }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.uint8Array({ minLength: 1, maxLength: 300 }),
)

/** Every method Node's HTTP parser reads (an unknown one never reaches a handler), rare ones included. */
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PROPFIND', 'PURGE', 'TRACE', 'LINK']

/** Fills a route pattern's `:params` with bad values, or replaces/appends a segment with one. */
function pathArb(patterns: string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...patterns),
      fc.constantFrom(...badSegments),
      fc.constantFrom('fill', 'append', 'replace-last', 'trailing-slash', 'as-is'),
    )
    .map(([pattern, bad, how]) => {
      const filled = pattern.replace(/:[A-Za-z]+/g, bad)
      if (how === 'append') return `${filled}/${bad}`
      if (how === 'replace-last') return filled.replace(/\/[^/]*$/, `/${bad}`)
      if (how === 'trailing-slash') return `${filled}/`
      return filled
    })
}

function requestArb(patterns: string[], api: FuzzRequest['api'], staff: boolean): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArb(patterns),
      query: queryArb,
      method: fc.constantFrom(...methods),
      contentType: fc.constantFrom(...contentTypes),
      body: bodyArb,
      locale: fc.constantFrom(undefined, 'en', 'zh-CN', '*;q=garbage', 'x'.repeat(500)),
      apiVersion: fc.constantFrom(undefined, undefined, undefined, '2', '3', '%00'),
      cookie: cookieArb,
    })
    .map(({ path, query, method, contentType, body, locale, apiVersion, cookie }) => {
      const headers: Record<string, string> = {}
      if (cookie) headers.cookie = cookie
      if (contentType !== undefined) headers['content-type'] = contentType
      if (locale) headers['accept-language'] = locale
      if (apiVersion) headers['x-api-version'] = apiVersion
      const hasBody = method !== 'GET' && method !== 'HEAD' && body !== undefined
      const request: FuzzRequest = { method, path: path + query, headers, api, body: hasBody ? body : undefined }
      if (staff) {
        // A staff login only with requests that cannot change data: bad ids, and bodies that are not JSON objects.
        request.staff = true
        if (method === 'DELETE' || method === 'PUT' || method === 'PATCH')
          request.path = `${path.replace(/\/[^/]*$/, '')}/%E0%A4%A${query}`
        if (typeof body === 'string' && /^\s*\{/.test(body)) request.body = '{"unterminated":'
        if (body instanceof Uint8Array || (typeof body === 'string' && /^\s*\[/.test(body))) request.body = '[]'
      }
      return request
    })
}

/**
 * `count` requests over the given route patterns: the site's JSON APIs (full paths, e.g. `/api/v1/order/:id`)
 * and Payload's REST paths (`/api/cms/products/:id`). Deterministic for a seed.
 */
export function generateRequests(
  { envelope, cms, pages }: { envelope: string[]; cms: string[]; pages?: string[] },
  count: number,
  seed: number,
): FuzzRequest[] {
  const arbitraries = [
    { weight: 5, arbitrary: requestArb(envelope, 'envelope', false) },
    { weight: 3, arbitrary: requestArb(cms, 'cms', false) },
    { weight: 1, arbitrary: requestArb(cms, 'cms', true) },
  ]
  // Site pages: broken multipart posts (Next reads a multipart post to a page as a form action).
  if (pages?.length) arbitraries.push({ weight: 1, arbitrary: pagePostArb(pages) })
  return fc.sample(fc.oneof(...arbitraries), { numRuns: count, seed })
}

function pagePostArb(pages: string[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(fc.constantFrom(...pages), fc.constantFrom(...brokenMultipart), fc.constantFrom('POST', 'PUT'), cookieArb)
    .map(([path, { contentType, body }, method, cookie]) => ({
      method,
      path,
      headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
      body,
      api: 'page' as const,
    }))
}

const FORM_POST = /^(\/en)?\/api\/v1\/leave_word\/form\/?(\?|$)/
/** The quick-order template is a download without parameters (docs/api.md): its plain GET answers the file. */
const FILE_GET = /^(\/en)?\/api\/v1\/cart\/quick-order\/template\/?$/

/** What is wrong with an answer to `request`, or null when it is a proper 4xx/2xx in the API's error shape. */
export function checkAnswer(request: FuzzRequest, status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `${status}: ${text.slice(0, 160)}`
  if (request.method === 'HEAD' || status === 204 || status === 304) return null
  // The footer form's no-JavaScript post answers a browser, not a script: 303 back to the page it came from with a
  // notice (docs/api.md, POST /leave_word/form); every other answer of our APIs is the envelope.
  if (status === 303 && FORM_POST.test(request.path)) return null
  if (status === 200 && request.method === 'GET' && FILE_GET.test(request.path)) return null
  if (request.api === 'page') return null
  if (request.api === 'envelope') {
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return `${status} without the envelope (${contentType}): ${text.slice(0, 120)}`
    }
    const envelope = body as { code?: unknown; msg?: unknown }
    if (
      typeof body !== 'object' ||
      body === null ||
      !('data' in body) ||
      typeof envelope.code !== 'string' ||
      typeof envelope.msg !== 'string'
    )
      return `${status} without the envelope: ${text.slice(0, 120)}`
    if (status >= 400 && envelope.code === 'E0001') return `${status} with the success code`
    return null
  }
  // Payload's REST API: an error is JSON with its `errors` list; anything it answers is JSON or a file.
  if (status >= 400) {
    try {
      const body = JSON.parse(text) as { errors?: unknown }
      if (!Array.isArray(body.errors)) return `${status} without {errors:[…]}: ${text.slice(0, 120)}`
    } catch {
      return `${status} not JSON (${contentType}): ${text.slice(0, 120)}`
    }
  }
  return null
}

/** Sends `requests` with `concurrency` at a time through `send`; returns the problems found (request → what). */
export async function runAll(
  requests: FuzzRequest[],
  concurrency: number,
  send: (request: FuzzRequest) => Promise<Answer>,
): Promise<string[]> {
  const problems: string[] = []
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++] as FuzzRequest
      let problem: string | null
      try {
        const { status, contentType, text } = await send(request)
        problem = checkAnswer(request, status, contentType, text)
      } catch (error) {
        problem = `no answer: ${(error as Error).message}`
      }
      if (problem)
        problems.push(
          `${request.method} ${request.path.slice(0, 120)} [${request.headers['content-type'] ?? '-'}]${request.staff ? ' (staff)' : ''} → ${problem}`,
        )
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return problems
}

export interface Answer {
  status: number
  contentType: string
  text: string
}

/**
 * Sends one request as it is (raw path, any method, any body) with node:http: fetch would normalize or refuse much
 * of what is generated. `extra` headers are added (client address, staff login).
 */
export function sendRaw(
  baseUrl: string,
  request: FuzzRequest,
  agent: http.Agent,
  extra: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(baseUrl)
  const headers: Record<string, string> = { ...request.headers, ...extra }
  if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body))
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')))
    req.end(request.body)
  })
}
