import { ApiError } from './envelope'

/**
 * The mutating JSON endpoints' shared request checks (leave_word, suggest, calculator): same-site origin, the
 * JSON content type, and a size limit enforced while the body is read.
 */

/** True when a URL path decodes (no malformed percent-escape such as `%E0%A4%A`). */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** Largest accepted body, in bytes. */
export const MAX_JSON_BODY = 16 * 1024

/** The same-site check of every mutating endpoint (src/lib/same-site.ts; the members' auth strategy uses it too). */
export { isSameSite } from '../lib/same-site'

/** The body as JSON: `application/json` only (415), at most `limit` bytes by header and by count (413). */
export async function readJsonBody(request: Request, limit = MAX_JSON_BODY): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') throw new ApiError('E0415')
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (!/^\d{1,15}$/.test(declared.trim())) throw new ApiError('E0400')
    if (Number(declared) > limit) throw new ApiError('E0413')
  }
  const bytes = await readLimited(request, limit)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ApiError('E0400')
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError('E0400')
  }
}

/** Reads the body, stopping (413) as soon as it exceeds `limit` bytes, whatever Content-Length said (the rest unread). */
export async function readLimited(request: Pick<Request, 'body'>, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // The rest is left unread, not cancelled: cancelling the body of a Node request destroys its socket, and the
      // client would get a reset instead of the 413. The server closes the connection once the answer is out
      // (scripts/server.mjs, closeUnreadBodies).
      reader.releaseLock()
      throw new ApiError('E0413')
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

/**
 * The one file a multipart body sends as `file`, read through `readLimited`: `tooLarge` when the body passes
 * `limit` bytes, `missing()` when it is no readable form or holds no file or more than one.
 */
export async function readSingleFile(
  request: Request,
  limit: number,
  tooLarge: ApiError,
  missing: () => ApiError,
): Promise<File> {
  let raw: Uint8Array
  try {
    raw = await readLimited(request, limit)
  } catch (error) {
    if (error instanceof ApiError && error.code === 'E0413') throw tooLarge
    throw error
  }
  let form: FormData
  try {
    form = await new Response(Buffer.from(raw), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
  } catch {
    throw missing()
  }
  const files = form.getAll('file')
  const file = files[0]
  if (files.length !== 1 || !(file instanceof File)) throw missing()
  return file
}
