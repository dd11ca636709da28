import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { now } from '../../services/clock'
import { fileStorage, storageKey } from '../../services/storage/storage'
import { inspectUpload, safeFileName, type UploadPurpose } from './inspect-upload'

/** A stored customer file: its record, the opaque id a form claims it by, and what the customer sees of it. */
export interface StoredUpload {
  id: number
  fileId: string
  name: string
  size: number
  mimeType: string
}

/**
 * Why a file was not stored (src/server/uploads/inspect-upload.ts decides): `tooLarge` names the cap that
 * refused it (`maxBytes`), `type` a kind the purpose does not take, `unsafe` an active PDF, `damaged` bytes no
 * reader opens. src/api/upload.ts answers each with its status and message.
 */
export class UploadRefused extends Error {
  readonly reason: 'tooLarge' | 'type' | 'unsafe' | 'damaged'
  readonly maxBytes: number
  constructor(reason: UploadRefused['reason'], maxBytes = 0) {
    super(reason)
    this.name = 'UploadRefused'
    this.reason = reason
    this.maxBytes = maxBytes
  }
}

/**
 * Stores one customer file: inspected (and images re-encoded without metadata), written under a random key
 * through the storage interface, then recorded as a `private-files` row; when the record cannot be written the
 * bytes are deleted again (nothing stored that no record points to). `claimedBy` claims it at once (a payment
 * proof for its order).
 */
export async function storeUpload(
  input: { purpose: UploadPurpose; bytes: Uint8Array; name: unknown; claimedBy?: string },
  ctx: { payload: Payload },
): Promise<StoredUpload> {
  const inspected = await inspectUpload(input.purpose, input.bytes)
  if (!inspected.ok) {
    if (inspected.reason === 'tooLarge') throw new UploadRefused('tooLarge', inspected.maxBytes)
    throw new UploadRefused(inspected.reason)
  }
  const key = storageKey()
  await fileStorage().put(key, inspected.bytes, inspected.mimeType)
  const fileId = randomBytes(24).toString('base64url')
  const name = safeFileName(input.name, inspected.ext)
  const at = new Date(now()).toISOString()
  try {
    const doc = await ctx.payload.create({
      collection: 'private-files',
      data: {
        fileId,
        storageKey: key,
        purpose: input.purpose,
        originalName: name,
        mimeType: inspected.mimeType,
        size: inspected.bytes.byteLength,
        sha256: createHash('sha256').update(inspected.bytes).digest('hex'),
        uploadedAt: at,
        ...(input.claimedBy ? { claimedAt: at, claimedBy: input.claimedBy } : {}),
      },
      depth: 0,
      overrideAccess: true,
    })
    return { id: doc.id, fileId, name, size: inspected.bytes.byteLength, mimeType: inspected.mimeType }
  } catch (error) {
    await fileStorage()
      .delete(key)
      .catch(() => {})
    throw error
  }
}

/** Deletes a stored file that was not attached after all (its collection hook deletes the bytes). */
export async function discardUpload(id: number, ctx: { payload: Payload }): Promise<void> {
  await ctx.payload.delete({ collection: 'private-files', id, overrideAccess: true }).catch(() => {})
}
