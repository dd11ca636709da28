import type { Payload } from 'payload'
import type { z } from 'zod'
import { type LeaveWord, leaveWordLimit, leaveWordSchemaFor } from '../domain/leave-word'
import { VALIDATION_MESSAGES } from '../domain/validation'
import { translate } from '../i18n/messages'
import type { Locale } from '../i18n/routing'
import { ApiError } from './envelope'
import type { ApiContext, Route } from './router'

/**
 * POST /leave_word: the footer's online message (spec sections 3, 5, 7). A same-site JSON body of at most
 * 16 KiB, checked with the form's own schema (messages in the request's language), stored as plain text in the
 * `leave-words` inbox before anything else happens, then (later issue) notified.
 */

/** Largest accepted body, in bytes. */
export const MAX_JSON_BODY = 16 * 1024

/**
 * Cross-site protection for mutating endpoints: a request whose Origin header is present must come from the
 * site itself, i.e. the host the request was sent to (Host, or X-Forwarded-Host behind a proxy; browsers never
 * let a page set either) or the configured public origin (SITE_URL). Requests without Origin (server-to-server
 * clients, old browsers on same-origin GETs) pass: browsers always send Origin on cross-site POSTs.
 */
export function isSameSite(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) return true
  let originUrl: URL
  try {
    originUrl = new URL(origin)
  } catch {
    return false // "null" (sandboxed frames, privacy redirects) or garbage
  }
  if (!['http:', 'https:'].includes(originUrl.protocol)) return false
  const hosts = [request.headers.get('host'), ...(request.headers.get('x-forwarded-host') ?? '').split(',')]
    .map((h) => h?.trim().toLowerCase())
    .filter((h): h is string => Boolean(h))
  if (hosts.includes(originUrl.host.toLowerCase())) return true
  const site = process.env.SITE_URL
  if (!site) return false
  try {
    return new URL(site).origin === originUrl.origin
  } catch {
    return false
  }
}

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

/** Reads the body, stopping (413) as soon as it exceeds `limit` bytes, whatever Content-Length said. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
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

/** A zod failure as E0400 with the first field's message, in the request's language. */
export function validationError(error: z.ZodError, locale: Locale, limitOf: (field: string) => number | undefined) {
  const issue = error.issues[0]
  if (issue?.code === 'unrecognized_keys') {
    const param = (issue.keys[0] ?? '').replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, 40)
    return new ApiError('E0400', { msgKey: 'invalidParam', params: { param } })
  }
  if (!issue || issue.path.length === 0) return new ApiError('E0400')
  const field = String(issue.path[0])
  const max = limitOf(field) ?? 0
  return new ApiError('E0400', { text: translate(locale, `forms.${issue.message}`, { max }) })
}

/**
 * After a message is stored: tell the sales inbox. Mail notification and rate limiting come with a later issue;
 * whatever this does must never lose the stored submission (errors are logged, not answered).
 */
async function notify(_payload: Payload, _message: { id: number; locale: Locale } & LeaveWord): Promise<void> {}

async function leaveWord({ request, payload, locale }: ApiContext): Promise<{ id: number }> {
  if (!isSameSite(request)) throw new ApiError('E0403')
  // Seam for the later rate-limit issue: check the visitor's budget here, before reading the body.
  const body = await readJsonBody(request)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError('E0400')
  const parsed = leaveWordSchemaFor(locale).safeParse(body)
  if (!parsed.success) throw validationError(parsed.error, locale, leaveWordLimit)
  const message = parsed.data
  const area = await payload.count({ collection: 'areas', where: { id: { equals: message.address } } })
  if (area.totalDocs === 0) {
    throw new ApiError('E0400', { text: translate(locale, `forms.${VALIDATION_MESSAGES.notInList}`) })
  }
  const doc = await payload.create({
    collection: 'leave-words',
    data: { ...message, inboxStatus: 'new', locale },
    depth: 0,
    overrideAccess: true,
  })
  try {
    await notify(payload, { ...message, id: doc.id, locale })
  } catch (error) {
    console.error('[leave_word] notification failed for message', doc.id, error)
  }
  return { id: doc.id }
}

export const leaveWordRoutes: Route[] = [{ method: 'POST', path: '/leave_word', handler: leaveWord }]
