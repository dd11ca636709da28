import { afterEach, describe, expect, it, vi } from 'vitest'
import { absolClient, createApiClient, type FetchLike, getJson, retryAfterSeconds } from './api-client'

interface Call {
  url: string
  init: RequestInit | undefined
}

/** A fetch that records its calls and answers with `respond`. */
function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetch: FetchLike = async (url, init) => {
    const call = { url, init }
    calls.push(call)
    return respond(call)
  }
  return { fetch, calls }
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

describe('the API client: base and language prefix, built once', () => {
  it('sends to /api/v1 in Chinese (and without a locale) and to /en/api/v1 in English', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 'E0001', data: null, msg: '' }))
    await createApiClient({ locale: 'cn', fetch }).get('/users/info')
    await createApiClient({ fetch }).get('/users/info')
    await createApiClient({ locale: 'en', fetch }).get('/users/info')
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/users/info', '/api/v1/users/info', '/en/api/v1/users/info'])
  })

  it('adds the query (skipping null and undefined, encoding values) and gives the same address through url()', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 'E0001', data: [], msg: '' }))
    const api = createApiClient({ locale: 'en', fetch })
    await api.get('/search/product', { query: { keywords: 'a b&c', size: 8, page: undefined, x: null } })
    expect(calls[0]?.url).toBe('/en/api/v1/search/product?keywords=a+b%26c&size=8')
    expect(api.url('/leave_word/form')).toBe('/en/api/v1/leave_word/form')
    expect(api.url('/order', { size: -1 })).toBe('/en/api/v1/order?size=-1')
  })

  it('uses another base when given one (the second API base), trailing slashes dropped', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 'E0001', data: null, msg: '' }))
    await createApiClient({ base: '/stats/api/', fetch }).post('/relaies', [])
    expect(calls[0]?.url).toBe('/stats/api/relaies')
    expect(absolClient().base).toBe('/absol/api')
  })
})

describe('the API client: requests', () => {
  it('sends JSON with same-origin credentials and asks for JSON', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 'E0001', data: { id: 1 }, msg: 'ok' }))
    await createApiClient({ fetch }).put('/order/clear', { idList: [1, 2] }, { headers: { 'idempotency-key': 'k' } })
    const init = calls[0]?.init
    expect(init?.method).toBe('PUT')
    expect(init?.credentials).toBe('same-origin')
    expect(init?.body).toBe('{"idList":[1,2]}')
    expect(init?.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'idempotency-key': 'k',
    })
  })

  it('sends FormData as is (the browser sets its multipart content type) and no body on GET and DELETE', async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 'E0001', data: null, msg: '' }))
    const api = createApiClient({ fetch })
    const form = new FormData()
    form.append('file', new Blob(['x']), 'x.pdf')
    await api.post('/upload', form, { query: { purpose: 'paper' } })
    await api.get('/kaptcha', { cache: 'no-store' })
    await api.del('/auth')
    expect(calls[0]?.init?.body).toBe(form)
    expect(calls[0]?.init?.headers).toEqual({ accept: 'application/json' })
    expect(calls[0]?.url).toBe('/api/v1/upload?purpose=paper')
    expect(calls[1]?.init?.body).toBeUndefined()
    expect(calls[1]?.init?.cache).toBe('no-store')
    expect(calls[2]?.init?.method).toBe('DELETE')
  })
})

describe('the API client: the {code,data,msg} envelope', () => {
  it('answers ok with the data for E0001', async () => {
    const { fetch } = fakeFetch(() => json({ code: 'E0001', data: { list: [1, 2], total: 2 }, msg: '成功' }))
    const result = await createApiClient({ fetch }).get<{ list: number[]; total: number }>('/order')
    expect(result).toEqual({
      ok: true,
      code: 'E0001',
      data: { list: [1, 2], total: 2 },
      msg: '成功',
      status: 200,
      retryAfter: null,
    })
  })

  it('answers a typed error with the code, the localized msg, the status and the refusal data', async () => {
    const { fetch } = fakeFetch(() =>
      json({ code: 'E0400', data: { step: 'paper', field: 'doi' }, msg: 'DOI is invalid' }, 400),
    )
    const result = await createApiClient({ locale: 'en', fetch }).post('/paper_reward/check', { steps: [] })
    expect(result).toEqual({
      ok: false,
      code: 'E0400',
      data: { step: 'paper', field: 'doi' },
      msg: 'DOI is invalid',
      status: 400,
      retryAfter: null,
      aborted: false,
    })
  })

  it('reads Retry-After of a 429 as seconds', async () => {
    const { fetch } = fakeFetch(() => json({ code: 'E0429', data: null, msg: '太频繁' }, 429, { 'retry-after': '42' }))
    const result = await createApiClient({ fetch }).post('/auth/login', {})
    expect(result.ok).toBe(false)
    expect(result.status).toBe(429)
    expect(result.retryAfter).toBe(42)
  })

  it('is not ok when a 200 answer carries another code', async () => {
    const { fetch } = fakeFetch(() => json({ code: 'E0404', data: null, msg: 'none' }))
    const result = await createApiClient({ fetch }).get('/product/detail')
    expect(result.ok).toBe(false)
    expect(result.code).toBe('E0404')
  })

  it('gives E0500 with the status when the answer is not an envelope (an HTML error page, no body)', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    const result = await createApiClient({ fetch }).get('/users/info')
    expect(result).toMatchObject({ ok: false, code: 'E0500', msg: '', status: 502, data: null })
  })

  it('gives E0500 with status 0 when no answer comes, and tells an abort apart', async () => {
    const down = await createApiClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) }).get('/x')
    expect(down).toMatchObject({ ok: false, code: 'E0500', status: 0, aborted: false })
    const controller = new AbortController()
    controller.abort()
    const aborted = await createApiClient({
      fetch: () => Promise.reject(new DOMException('aborted', 'AbortError')),
    }).get('/x', { signal: controller.signal })
    expect(aborted).toMatchObject({ ok: false, status: 0, aborted: true })
  })

  it('checks the data with parse when given, and refuses a wrong shape', async () => {
    const { fetch } = fakeFetch(() => json({ code: 'E0001', data: 'yes', msg: '' }))
    const api = createApiClient({ fetch })
    const parse = (data: unknown) => {
      if (typeof data !== 'boolean') throw new Error('not a boolean')
      return data
    }
    const result = await api.get('/user/isChina', { parse })
    expect(result).toMatchObject({ ok: false, code: 'E0500', status: 200, data: 'yes' })
  })
})

describe('the API client: files and beacons', () => {
  it('downloads a file answer, and reads the envelope of a refused one', async () => {
    const file = fakeFetch(
      () => new Response('PK', { status: 200, headers: { 'content-disposition': 'attachment; filename="a.xlsx"' } }),
    )
    const ok = await createApiClient({ fetch: file.fetch }).download('/calculator/export', { module: 'pipeline' })
    expect(ok.ok).toBe(true)
    if (ok.ok) {
      expect(await ok.data.blob.text()).toBe('PK')
      expect(ok.data.contentDisposition).toBe('attachment; filename="a.xlsx"')
    }
    const refused = fakeFetch(() => json({ code: 'E0401', data: null, msg: 'log in' }, 401))
    const no = await createApiClient({ fetch: refused.fetch }).download('/calculator/export', {})
    expect(no).toMatchObject({ ok: false, code: 'E0401', status: 401, msg: 'log in' })
  })

  it('sends a beacon when the browser queues it, else a keep-alive fetch, and never throws', async () => {
    const beacons: string[] = []
    const { fetch, calls } = fakeFetch(() => json({}))
    createApiClient({ base: '/absol/api', fetch, sendBeacon: (url) => beacons.push(url) > 0 }).beacon('/relaies', [1])
    expect(beacons).toEqual(['/absol/api/relaies'])
    expect(calls).toHaveLength(0)
    createApiClient({ base: '/absol/api', fetch, sendBeacon: () => false }).beacon('/channel_analyse', { a: 1 })
    expect(calls[0]?.url).toBe('/absol/api/channel_analyse')
    expect(calls[0]?.init?.keepalive).toBe(true)
    expect(calls[0]?.init?.body).toBe('{"a":1}')
    const failing = createApiClient({ fetch: () => Promise.reject(new Error('down')), sendBeacon: () => false })
    expect(() => failing.beacon('/relaies', [])).not.toThrow()
    expect(() =>
      createApiClient({ fetch }).beacon('/x', {
        toJSON: () => {
          throw new Error('bad')
        },
      }),
    ).not.toThrow()
  })
})

describe('the API client: helpers', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('uses globalThis.fetch when no fetch is given', async () => {
    const stub = vi.fn(async () => json({ code: 'E0001', data: 1, msg: '' }))
    vi.stubGlobal('fetch', stub)
    const result = await createApiClient().get<number>('/x')
    expect(result.ok && result.data).toBe(1)
    expect(stub).toHaveBeenCalledOnce()
  })

  it('reads plain JSON (message bundles) and rejects a non-2xx answer', async () => {
    const ok = fakeFetch(() => json({ title: 'Hi' }))
    expect(await getJson('/api/i18n/en/account', ok.fetch)).toEqual({ title: 'Hi' })
    const missing = fakeFetch(() => new Response('', { status: 404 }))
    await expect(getJson('/api/i18n/en/nope', missing.fetch)).rejects.toThrow('HTTP 404')
  })

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryAfterSeconds('120', now)).toBe(120)
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90)
    expect(retryAfterSeconds(null, now)).toBeNull()
    expect(retryAfterSeconds('soon', now)).toBeNull()
  })
})
