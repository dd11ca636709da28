import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import { hasRole } from '../access/roles'
import { FILE_ID_PATTERN } from '../domain/leads/paper-award'
import { clientSubject } from '../lib/client-ip'
import { isUploadPurpose, MiB, UPLOAD_PURPOSES, type UploadPurpose } from '../server/uploads/inspect-upload'
import { type StoredUpload, storeUpload, UploadRefused } from '../server/uploads/store-upload'
import { redeemCaptchaTicket } from '../services/captcha/captcha'
import { type Budget, kv } from '../services/kv/kv'
import { DAY, HOUR, MINUTE } from '../services/rate-limit/rate-limit'
import { fileStorage } from '../services/storage/storage'
import { secureCookies, successWith } from './account-common'
import { ApiError } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { captchaError } from './kaptcha'
import { optionalMemberId } from './lead-form'
import { enforce } from './rate-limit-guard'
import { isSameSite, readJsonBody, readSingleFile } from './request-body'

/**
 * POST /upload?purpose=id-image|paper: one file (multipart/form-data, field `file`) for the paper award, from a
 * logged-in member or a visitor holding an upload pass (401 otherwise): POST /upload/pass { ticket } trades a
 * solved image captcha (/kaptcha/check) for one, an HttpOnly cookie valid for UPLOAD_PASS_HOURS. Stored bytes
 * count against daily budgets, the visitor's (member or pass) and the address's first, then the site's
 * (UPLOAD_VISITOR_DAILY_MIB, UPLOAD_IP_DAILY_MIB, UPLOAD_DAILY_MIB): 429 with Retry-After and a message
 * saying which (issue 15, point 4; docs/adr/0010).
 * Refused with 413 from Content-Length before anything is read, and while reading as soon as the count passes
 * the limit (5 MiB images, 10 MiB PDFs, plus a little for the multipart framing). The type is decided by the
 * bytes (src/server/uploads/inspect-upload.ts); images are re-encoded without metadata. The file is stored under a
 * random key through the storage interface and answered as an opaque `fileId` that one award application may
 * claim; unclaimed files are purged after UPLOAD_ORPHAN_HOURS.
 *
 * GET /private-files/:fileId: the stored bytes, for sales and admins only (Payload staff session: the admin's
 * cookie or `Authorization: JWT …`), as an attachment with nosniff and a sandboxing CSP.
 */
export const UPLOAD_RULES = {
  perIpMinute: { name: 'upload-ip-minute', limit: 10, windowMs: MINUTE },
  perIpHour: { name: 'upload-ip-hour', limit: 40, windowMs: HOUR },
  passesPerIp: { name: 'upload-pass-ip-hour', limit: 20, windowMs: HOUR },
}

export const UPLOAD_PASS_COOKIE = 'upload_pass'
const PASS_PATTERN = /^[A-Za-z0-9_-]{32}$/

const mib = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Math.round((Number.isFinite(n) && n > 0 ? n : fallback) * MiB)
}

/** The daily byte budgets (settings in MiB, read per request so tests and operators can change them). */
export function uploadBudgets(env: Record<string, string | undefined> = process.env) {
  return {
    visitor: mib(env.UPLOAD_VISITOR_DAILY_MIB, 50),
    ip: mib(env.UPLOAD_IP_DAILY_MIB, 100),
    site: mib(env.UPLOAD_DAILY_MIB, 5120),
  }
}

function passHours(): number {
  const n = Number(process.env.UPLOAD_PASS_HOURS)
  return Number.isFinite(n) && n > 0 ? n : 2
}

const passKey = (pass: string) => `upload-pass:${createHash('sha256').update(pass).digest('hex')}`

function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=') || null
  }
  return null
}

/** Who is uploading, for the per-visitor budget: a member, or the holder of a live upload pass. */
async function uploader(ctx: ApiContext): Promise<string> {
  const pass = readCookie(ctx.request, UPLOAD_PASS_COOKIE)
  if (pass && PASS_PATTERN.test(pass) && (await kv().get(passKey(pass)))) return passKey(pass)
  const memberId = await optionalMemberId(ctx)
  if (memberId !== undefined) return `member:${memberId}`
  throw new ApiError('E0401', { msgKey: 'uploadNeedsCaptcha' })
}

const passBody = z.object({ ticket: z.string().min(1).max(64) }).strict()

/** POST /upload/pass { ticket }: a solved captcha's ticket for an upload pass (HttpOnly cookie). */
async function issuePass(ctx: ApiContext) {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  await enforce([[UPLOAD_RULES.passesPerIp, clientSubject(ctx.request.headers)]])
  const parsed = passBody.safeParse(await readJsonBody(ctx.request))
  if (!parsed.success) throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'ticket' } })
  if (!(await redeemCaptchaTicket(parsed.data.ticket))) throw captchaError()
  const pass = randomBytes(24).toString('base64url')
  const ttlMs = passHours() * HOUR
  await kv().set(passKey(pass), '1', ttlMs)
  const cookie = [`${UPLOAD_PASS_COOKIE}=${pass}`, 'Path=/', 'HttpOnly', 'SameSite=Strict']
  cookie.push(`Max-Age=${Math.floor(ttlMs / 1000)}`)
  if (secureCookies(ctx.request)) cookie.push('Secure')
  return successWith(ctx, { expiresIn: Math.floor(ttlMs / 1000) }, { 'set-cookie': cookie.join('; ') })
}

/**
 * Reserves `amount` bytes on the visitor's and the address's daily budgets, then on the site's (so one visitor
 * runs out long before the site does, and a refused visitor spends nothing of the site's). Returns the keys to
 * settle with `release`.
 */
async function reserveBytes(visitor: string, ip: string, amount: number): Promise<string[]> {
  const caps = uploadBudgets()
  const own: Budget[] = [
    { key: `upload-bytes:${visitor}`, cap: caps.visitor, ttlMs: DAY },
    { key: `upload-bytes-ip:${ip}`, cap: caps.ip, ttlMs: DAY },
  ]
  const ownWait = await kv().reserve(own, amount)
  if (ownWait > 0) {
    throw new ApiError('E0429', { msgKey: 'uploadBudgetVisitor', retryAfter: Math.max(1, Math.ceil(ownWait / 1000)) })
  }
  const site: Budget = { key: 'upload-bytes-site', cap: caps.site, ttlMs: DAY }
  const siteWait = await kv().reserve([site], amount)
  if (siteWait > 0) {
    await kv().release(
      own.map((b) => b.key),
      amount,
    )
    throw new ApiError('E0429', { msgKey: 'uploadBudgetSite', retryAfter: Math.max(1, Math.ceil(siteWait / 1000)) })
  }
  return [...own.map((b) => b.key), site.key]
}
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024

/** The per-address limits of every customer upload (the open endpoint and an order's payment proof). */
export async function enforceUploadRules(request: Request): Promise<string> {
  const ip = clientSubject(request.headers)
  await enforce([
    [UPLOAD_RULES.perIpMinute, ip],
    [UPLOAD_RULES.perIpHour, ip],
  ])
  return ip
}

async function upload(ctx: ApiContext) {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  const ip = await enforceUploadRules(ctx.request)
  const purpose = ctx.url.searchParams.get('purpose')
  if (!isUploadPurpose(purpose)) throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'purpose' } })
  const { id: _, ...stored } = await receiveUpload(ctx, { purpose, ip, visitor: () => uploader(ctx) })
  return stored
}

/**
 * Receives the one file of a multipart request under `purpose`'s rules and stores it (issue 15): 415 for another
 * body type, 413 from Content-Length or while reading, the daily byte budgets of `visitor` (asked for after the
 * headers passed), the address and the site (429), the type decided by the bytes (415) and checked (400). The
 * record is created claimed by `claimedBy` when the caller attaches it at once (an order's payment proof);
 * otherwise a later submission claims it by its fileId.
 */
export async function receiveUpload(
  ctx: ApiContext,
  options: { purpose: UploadPurpose; ip: string; visitor: () => Promise<string>; claimedBy?: string },
): Promise<StoredUpload> {
  const { request } = ctx
  const rule = UPLOAD_PURPOSES[options.purpose]
  const tooLarge = new ApiError('E0413', { msgKey: 'uploadTooLarge', params: { max: rule.maxBytes / MiB } })
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'multipart/form-data') throw new ApiError('E0415')
  const limit = rule.maxBytes + MULTIPART_OVERHEAD
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (!/^\d{1,15}$/.test(declared.trim())) throw new ApiError('E0400')
    if (Number(declared) > limit) throw tooLarge
  }
  const visitor = await options.visitor()
  const reserved = declared === null ? limit : Number(declared)
  const budgetKeys = await reserveBytes(visitor, options.ip, reserved)
  let stored = 0
  try {
    const result = await receive(ctx, options.purpose, limit, tooLarge, options.claimedBy)
    stored = result.size
    return result
  } finally {
    // The budgets count what was stored: give back the rest of the reservation (all of it on a refusal).
    await kv().release(budgetKeys, reserved - stored)
  }
}

/** The 415 message of a purpose's refused type. */
const TYPE_MESSAGE: Record<(typeof UPLOAD_PURPOSES)[UploadPurpose]['kind'], string> = {
  image: 'uploadImageType',
  pdf: 'uploadPdfType',
  'pdf-or-image': 'uploadProofType',
}

async function receive(
  ctx: ApiContext,
  purpose: UploadPurpose,
  limit: number,
  tooLarge: ApiError,
  claimedBy: string | undefined,
): Promise<StoredUpload> {
  const { request, payload } = ctx
  const rule = UPLOAD_PURPOSES[purpose]
  const file = await readSingleFile(request, limit, tooLarge, () => new ApiError('E0400', { msgKey: 'uploadMissing' }))
  if (file.size > rule.maxBytes) throw tooLarge
  try {
    return await storeUpload(
      { purpose, bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, claimedBy },
      { payload },
    )
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error
    if (error.reason === 'tooLarge') {
      // The message names the cap that refused it (a proof image has a lower one than a proof PDF).
      throw new ApiError('E0413', { msgKey: 'uploadTooLarge', params: { max: error.maxBytes / MiB } })
    }
    if (error.reason === 'type') throw new ApiError('E0415', { msgKey: TYPE_MESSAGE[rule.kind] })
    throw new ApiError('E0400', { msgKey: error.reason === 'unsafe' ? 'uploadUnsafe' : 'uploadDamaged' })
  }
}

/** RFC 6266 filename parameters: an ASCII fallback and the UTF-8 name. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

async function download(ctx: ApiContext) {
  const { request, payload, params } = ctx
  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection !== 'users') throw new ApiError('E0401')
  if (!hasRole(user, 'sales')) throw new ApiError('E0403')
  const fileId = params.fileId ?? ''
  if (!FILE_ID_PATTERN.test(fileId)) throw new ApiError('E0404')
  const found = await payload.find({
    collection: 'private-files',
    where: { fileId: { equals: fileId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const doc = found.docs[0]
  if (!doc) throw new ApiError('E0404')
  const answer = await privateFileResponse(doc)
  if (!answer) throw new ApiError('E0404')
  return answer
}

/**
 * A stored customer file as an attachment (nosniff, sandboxing CSP, never cached), or null when its bytes are
 * gone. The caller decides who may read it: staff here, the order's owner for a PO file (src/api/order-detail.ts).
 */
export async function privateFileResponse(doc: {
  storageKey: string
  mimeType: string
  originalName?: string | null
}): Promise<Response | null> {
  const stored = await fileStorage().open(doc.storageKey)
  if (!stored) return null
  return new Response(stored.body, {
    status: 200,
    headers: {
      'content-type': doc.mimeType,
      'content-length': String(stored.size),
      'content-disposition': attachmentDisposition(doc.originalName ?? `file.${doc.mimeType.split('/')[1]}`),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    },
  })
}

export const uploadRoutes: Route[] = [
  { method: 'POST', path: '/upload', handler: upload },
  { method: 'POST', path: '/upload/pass', handler: issuePass },
  { method: 'GET', path: '/private-files/:fileId', handler: download },
]
