import { DEFAULT_ABSOL_BASE } from './absol-base'
import { apiBase } from './api-base'

/**
 * The browser's one client for the site API (`/api/v1`, `/en/api/v1`) and the second API base (`/absol/api`).
 * It builds the base and the language prefix once, sends JSON (or FormData as is), reads the `{code,data,msg}`
 * envelope and answers with a result instead of throwing:
 *
 *   const api = createApiClient({ locale })            // '/en/api/v1' for 'en', '/api/v1' otherwise
 *   const r = await api.get<Cart>('/order', { query: { size: -1 } })
 *   if (r.ok) use(r.data)                               // code 'E0001'
 *   else show(r.msg || fallback)                        // r.code, r.status (0: no answer), r.retryAfter, r.data
 *   await api.post<T>(path, body, options)  · api.put<T>(…)  · api.del<T>(path, options)
 *   await api.download(path, body)                      // a file answer (Blob), e.g. /calculator/export
 *   api.beacon(path, body)                              // fire-and-forget (sendBeacon, else keep-alive fetch)
 *   api.url(path, query)                                // the address itself (a form's action, a link)
 *
 * Browser-safe on purpose: no zod (it would ride into every page's JavaScript), nothing server-only. Give
 * `parse` to check the data where a wrong shape matters. Tests pass their own `fetch`.
 */

/** The envelope's success code (docs/api.md). */
export const SUCCESS_CODE = 'E0001'
/** The code of an answer that never came (network down, aborted) or was not an envelope. */
export const NO_ANSWER_CODE = 'E0500'

export type Query = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  query?: Query
  headers?: Record<string, string>
  signal?: AbortSignal
  cache?: RequestCache
  keepalive?: boolean
}

export interface ApiSuccess<T> {
  ok: true
  code: typeof SUCCESS_CODE
  data: T
  msg: string
  status: number
  retryAfter: null
}

/** A refusal or a failure: the server's code and localized msg, or NO_ANSWER_CODE with status 0 and msg ''. */
export interface ApiError {
  ok: false
  code: string
  /** The refusal's data (e.g. `{ step, field }` of a multi-step form), else null. */
  data: unknown
  msg: string
  /** The HTTP status; 0 when no answer came. */
  status: number
  /** Seconds to wait (Retry-After of a 429), else null. */
  retryAfter: number | null
  /** True when the request was aborted through its signal (the caller moved on: show nothing). */
  aborted: boolean
}

export type ApiResult<T> = ApiSuccess<T> | ApiError

export interface FileAnswer {
  blob: Blob
  /** The Content-Disposition header, for the file's name. */
  contentDisposition: string | null
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export interface ApiClientOptions {
  /** The page's language: 'en' sends to the English base (answers in English); anything else to the default. */
  locale?: string
  /** Another base instead of the language's `/api/v1` (e.g. the second API base, `absolBase`). */
  base?: string
  /** Headers sent with every request of this client. */
  headers?: Record<string, string>
  fetch?: FetchLike
  /** For tests: the beacon sender (defaults to navigator.sendBeacon when there is one). */
  sendBeacon?: (url: string, data: Blob) => boolean
}

export interface ApiClient {
  readonly base: string
  url(path: string, query?: Query): string
  request<T>(
    method: string,
    path: string,
    options?: RequestOptions & { body?: unknown; parse?: (data: unknown) => T },
  ): Promise<ApiResult<T>>
  get<T>(path: string, options?: RequestOptions & { parse?: (data: unknown) => T }): Promise<ApiResult<T>>
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>
  del<T = unknown>(path: string, options?: RequestOptions & { body?: unknown }): Promise<ApiResult<T>>
  download(path: string, body: unknown, options?: RequestOptions): Promise<ApiResult<FileAnswer>>
  beacon(path: string, body: unknown): void
}

/** Retry-After as seconds: a number of seconds or an HTTP date (RFC 9110), else null. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const at = Date.parse(text)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000))
}

function queryString(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

function failure(status: number, fields: Partial<ApiError> = {}, retryAfter: string | null = null): ApiError {
  return {
    ok: false,
    code: NO_ANSWER_CODE,
    data: null,
    msg: '',
    status,
    retryAfter: retryAfterSeconds(retryAfter),
    aborted: false,
    ...fields,
  }
}

/** Reads an answer's envelope: success only for code E0001 (and a parse that accepts the data). */
export async function readEnvelope<T>(res: Response, parse?: (data: unknown) => T): Promise<ApiResult<T>> {
  const body: unknown = await res.json().catch(() => null)
  const envelope = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const code = typeof envelope.code === 'string' ? envelope.code : NO_ANSWER_CODE
  const msg = typeof envelope.msg === 'string' ? envelope.msg : ''
  const data = envelope.data ?? null
  const retryAfter = res.headers.get('retry-after')
  if (code !== SUCCESS_CODE) return failure(res.status, { code, msg, data }, retryAfter)
  if (!parse) return { ok: true, code: SUCCESS_CODE, data: data as T, msg, status: res.status, retryAfter: null }
  try {
    return { ok: true, code: SUCCESS_CODE, data: parse(data), msg, status: res.status, retryAfter: null }
  } catch {
    return failure(res.status, { data })
  }
}

/** The header a solved proof-of-work challenge goes back in (src/services/proof-of-work/proof-of-work.ts). */
export const PROOF_HEADER = 'x-proof-of-work'

/** A proof-of-work challenge as the server hands it out (src/services/proof-of-work/proof-of-work.ts). */
export interface ProofChallenge {
  algorithm: string
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

/** The proof-of-work challenge a 429 carries in its data, if any. */
function proofChallenge(refusal: ApiError): ProofChallenge | null {
  if (refusal.status !== 429 || !refusal.data || typeof refusal.data !== 'object') return null
  const proof = (refusal.data as { proof?: Partial<ProofChallenge> }).proof
  if (!proof || typeof proof.challenge !== 'string' || typeof proof.salt !== 'string') return null
  if (typeof proof.signature !== 'string' || typeof proof.maxnumber !== 'number') return null
  return proof as ProofChallenge
}

/**
 * Solves the challenge (ALTCHA's format, `altcha-lib`, loaded only when one comes) and returns the header's
 * value: base64 of the solution's JSON; null when it cannot be solved here or the caller moved on.
 */
async function solveProof(proof: ProofChallenge, signal?: AbortSignal): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null
  const { solveChallenge } = await import('altcha-lib/v1')
  const work = solveChallenge(proof.challenge, proof.salt, proof.algorithm, proof.maxnumber)
  signal?.addEventListener('abort', () => work.controller.abort(), { once: true })
  const solution = await work.promise.catch(() => null)
  if (!solution || signal?.aborted) return null
  const { algorithm, challenge, salt, signature } = proof
  return btoa(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature }))
}

function isRawBody(body: unknown): body is FormData | Blob | URLSearchParams {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams
  )
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const base = (options.base ?? apiBase(options.locale ?? '')).replace(/\/+$/, '')
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const url = (path: string, query?: Query) => `${base}${path}${queryString(query)}`

  const send = async (method: string, path: string, opts: RequestOptions & { body?: unknown } = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...opts.headers }
    let body: BodyInit | undefined
    if (opts.body !== undefined) {
      if (isRawBody(opts.body)) body = opts.body
      else {
        headers['content-type'] = 'application/json'
        body = JSON.stringify(opts.body)
      }
    }
    return doFetch(url(path, opts.query), {
      method,
      credentials: 'same-origin',
      headers,
      body,
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(opts.cache ? { cache: opts.cache } : {}),
      ...(opts.keepalive ? { keepalive: true } : {}),
    })
  }

  const noAnswer = (opts: RequestOptions) => failure(0, { aborted: opts.signal?.aborted === true })

  const request = async <T>(
    method: string,
    path: string,
    opts: RequestOptions & { body?: unknown; parse?: (data: unknown) => T } = {},
  ): Promise<ApiResult<T>> => {
    try {
      const first = await readEnvelope(await send(method, path, opts), opts.parse)
      // Near a site-wide ceiling the server asks for a proof of work (docs/adr/0042): solved here, once, and sent
      // again with it; the visitor sees only a slower answer.
      const proof = first.ok ? null : proofChallenge(first)
      if (!proof) return first
      const solved = await solveProof(proof, opts.signal)
      if (!solved) return first
      return await readEnvelope(
        await send(method, path, { ...opts, headers: { ...opts.headers, [PROOF_HEADER]: solved } }),
        opts.parse,
      )
    } catch {
      return noAnswer(opts)
    }
  }

  return {
    base,
    url,
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    del: (path, opts) => request('DELETE', path, opts),
    async download(path, body, opts = {}) {
      try {
        const res = await send('POST', path, { ...opts, body })
        if (!res.ok) {
          const refused = await readEnvelope(res)
          return refused.ok ? failure(res.status) : refused
        }
        const file: FileAnswer = { blob: await res.blob(), contentDisposition: res.headers.get('content-disposition') }
        return { ok: true, code: SUCCESS_CODE, data: file, msg: '', status: res.status, retryAfter: null }
      } catch {
        return noAnswer(opts)
      }
    },
    beacon(path, body) {
      // Analytics never breaks the page: every failure is swallowed, the answer ignored.
      try {
        const json = JSON.stringify(body)
        const sendBeacon =
          options.sendBeacon ??
          (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
            ? (target: string, data: Blob) => navigator.sendBeacon(target, data)
            : null)
        if (sendBeacon?.(url(path), new Blob([json], { type: 'application/json' }))) return
        doFetch(url(path), {
          method: 'POST',
          body: json,
          keepalive: true,
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
        }).catch(() => {})
      } catch {
        // see above
      }
    },
  }
}

/** The site API in a language (`/api/v1` or `/en/api/v1`). */
export function apiClient(locale?: string): ApiClient {
  return createApiClient({ locale })
}

/** The second API base (channel analytics; the layout passes the configured base, src/lib/absol-base.ts). */
export function absolClient(base: string = DEFAULT_ABSOL_BASE): ApiClient {
  return createApiClient({ base })
}

/**
 * Same-origin JSON that is not an envelope (the lazily loaded message bundles at `/api/i18n/<locale>/<ns>`).
 * Rejects when the answer is not 2xx, so a caller can forget a failed load and try again.
 */
export async function getJson<T>(
  path: string,
  fetchFn: FetchLike = (i, init) => globalThis.fetch(i, init),
): Promise<T> {
  const res = await fetchFn(path, { credentials: 'same-origin', headers: { accept: 'application/json' } })
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
  return (await res.json()) as T
}
