/** The spec's response envelope `{ code, data, msg }` and the one table of error codes (docs/api.md). */
export const SUCCESS = 'E0001'

export const ERROR_STATUS = {
  E0400: 400, // the request is malformed or a parameter is invalid
  E0401: 401, // not logged in
  E0403: 403, // logged in but not allowed, or a cross-site request
  E0404: 404, // no such resource or route
  E0405: 405, // method not allowed on this path
  E0409: 409, // conflict (duplicate, state changed)
  E0413: 413, // body or upload too large
  E0415: 415, // unsupported content type
  E0429: 429, // too many requests (Retry-After says when to try again)
  E0431: 431, // the URL or the headers are too long (answered by the server before any route)
  E0500: 500, // unexpected server error
  E0503: 503, // a dependency (database) is unavailable
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export interface Envelope<T> {
  code: string
  data: T | null
  msg: string
}

/**
 * A failure with a stable code. `msgKey` names a message in the `api` namespace of the message files;
 * without it the code's default message is used. `status` overrides the code's HTTP status (the toolbox's
 * spec codes such as E_SEQ_CHAR answer 400).
 */
export class ApiError extends Error {
  readonly code: string
  readonly status: number
  readonly msgKey?: string
  readonly params: Record<string, string | number>
  readonly retryAfter?: number
  readonly text?: string
  /** What the refusal's envelope carries as `data` (e.g. the proof-of-work challenge of a 429), else null. */
  readonly data?: unknown

  constructor(
    code: ErrorCode | string,
    options: {
      msgKey?: string
      params?: Record<string, string | number>
      retryAfter?: number
      status?: number
      text?: string
      data?: unknown
    } = {},
  ) {
    super(code)
    this.code = code
    this.status = options.status ?? ERROR_STATUS[code as ErrorCode] ?? 400
    this.msgKey = options.msgKey
    this.params = options.params ?? {}
    this.retryAfter = options.retryAfter
    this.text = options.text
    this.data = options.data
  }
}

export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

/** A file to download as an attachment: its length given, never cached, its type not sniffed. */
export function attachmentResponse(
  bytes: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  contentType: string,
  fileName: string,
  size = bytes instanceof Uint8Array ? bytes.byteLength : undefined,
): Response {
  return new Response(bytes, {
    status: 200,
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${fileName}"`,
      ...(size === undefined ? {} : { 'content-length': String(size) }),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
