import { createHash, randomBytes } from 'node:crypto'
import { hasRole } from '../access/roles'
import { FILE_ID_PATTERN } from '../domain/paper-reward'
import { clientIp } from '../services/client-ip'
import { now } from '../services/clock'
import { HOUR, MINUTE } from '../services/rate-limit/rate-limit'
import { fileStorage, storageKey } from '../services/storage/storage'
import { inspectUpload, isUploadPurpose, MiB, safeFileName, UPLOAD_PURPOSES } from '../services/uploads/inspect'
import { ApiError } from './envelope'
import { enforce } from './rate-limit-guard'
import { isSameSite, readLimited } from './request-body'
import type { ApiContext, Route } from './router'

/**
 * POST /upload?purpose=id-image|paper: one file (multipart/form-data, field `file`) for the paper award.
 * Refused with 413 from Content-Length before anything is read, and while reading as soon as the count passes
 * the limit (5 MiB images, 10 MiB PDFs, plus a little for the multipart framing). The type is decided by the
 * bytes (src/services/uploads/inspect.ts); images are re-encoded without metadata. The file is stored under a
 * random key through the storage interface and answered as an opaque `fileId` that one award application may
 * claim; unclaimed files are purged after UPLOAD_ORPHAN_HOURS.
 *
 * GET /private-files/:fileId: the stored bytes, for sales and admins only (Payload staff session: the admin's
 * cookie or `Authorization: JWT …`), as an attachment with nosniff and a sandboxing CSP.
 */
export const UPLOAD_RULES = {
  perIpMinute: { name: 'upload-ip-minute', limit: 10, windowMs: MINUTE },
  perIpHour: { name: 'upload-ip-hour', limit: 40, windowMs: HOUR },
  perForm: { name: 'upload-all', limit: 1000, windowMs: HOUR },
}
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024

function newFileId(): string {
  return randomBytes(24).toString('base64url')
}

async function upload(ctx: ApiContext) {
  const { request, url, payload } = ctx
  if (!isSameSite(request)) throw new ApiError('E0403')
  const ip = clientIp(request.headers)
  await enforce([
    [UPLOAD_RULES.perIpMinute, ip],
    [UPLOAD_RULES.perIpHour, ip],
    [UPLOAD_RULES.perForm, 'all'],
  ])
  const purpose = url.searchParams.get('purpose')
  if (!isUploadPurpose(purpose)) throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'purpose' } })
  const rule = UPLOAD_PURPOSES[purpose]
  const tooLarge = new ApiError('E0413', { msgKey: 'uploadTooLarge', params: { max: rule.maxBytes / MiB } })
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'multipart/form-data') throw new ApiError('E0415')
  const limit = rule.maxBytes + MULTIPART_OVERHEAD
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (!/^\d{1,15}$/.test(declared.trim())) throw new ApiError('E0400')
    if (Number(declared) > limit) throw tooLarge
  }
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
    throw new ApiError('E0400', { msgKey: 'uploadMissing' })
  }
  const files = form.getAll('file')
  const file = files[0]
  if (files.length !== 1 || !(file instanceof File)) throw new ApiError('E0400', { msgKey: 'uploadMissing' })
  if (file.size > rule.maxBytes) throw tooLarge
  const inspected = await inspectUpload(purpose, new Uint8Array(await file.arrayBuffer()))
  if (!inspected.ok) {
    if (inspected.reason === 'tooLarge') throw tooLarge
    if (inspected.reason === 'type')
      throw new ApiError('E0415', { msgKey: rule.kind === 'image' ? 'uploadImageType' : 'uploadPdfType' })
    throw new ApiError('E0400', { msgKey: inspected.reason === 'unsafe' ? 'uploadUnsafe' : 'uploadDamaged' })
  }
  const key = storageKey()
  await fileStorage().put(key, inspected.bytes, inspected.mimeType)
  const fileId = newFileId()
  const name = safeFileName(file.name, inspected.ext)
  try {
    await payload.create({
      collection: 'private-files',
      data: {
        fileId,
        storageKey: key,
        purpose,
        originalName: name,
        mimeType: inspected.mimeType,
        size: inspected.bytes.byteLength,
        sha256: createHash('sha256').update(inspected.bytes).digest('hex'),
        uploadedAt: new Date(now()).toISOString(),
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    await fileStorage()
      .delete(key)
      .catch(() => {})
    throw error
  }
  return { fileId, name, size: inspected.bytes.byteLength, mimeType: inspected.mimeType }
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
  const bytes = await fileStorage().get(doc.storageKey)
  if (!bytes) throw new ApiError('E0404')
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': doc.mimeType,
      'content-length': String(bytes.byteLength),
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
  { method: 'GET', path: '/private-files/:fileId', handler: download },
]
