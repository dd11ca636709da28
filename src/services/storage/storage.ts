import { randomBytes } from 'node:crypto'
import { constants as fsConstants } from 'node:fs'
import fs from 'node:fs/promises'
import { HeadBucketCommand } from '@aws-sdk/client-s3'
import { dataDir } from '../../lib/paths'
import type { FileStorage } from './file-storage'
import { LocalStorage } from './local-storage'
import { s3Client, s3SettingsFromEnv } from './s3-settings'
import { S3Storage } from './s3-storage'

/** The configured private file storage (file-storage.ts): S3 when S3_BUCKET is set, else the local disk. */

/** A new random object key (192 bits). */
export function storageKey(): string {
  return randomBytes(24).toString('hex')
}

let current: FileStorage | undefined

export function fileStorage(): FileStorage {
  if (!current) {
    const s3 = s3SettingsFromEnv()
    current = s3 ? new S3Storage(s3) : new LocalStorage()
  }
  return current
}

/** Replaces the storage (tests). `undefined` goes back to the configured one. */
export function setFileStorage(next: FileStorage | undefined): void {
  current = next
}

/**
 * Whether the file storage answers, for a readiness check (issue 18's /api/v1/health): the bucket (HeadBucket,
 * one attempt, within `timeoutMs`) when S3_BUCKET is set, else that DATA_DIR is writable. Never throws.
 */
export async function storageReady(timeoutMs = 2000): Promise<{ kind: 'local' | 's3'; ok: boolean; error?: string }> {
  const s3 = s3SettingsFromEnv()
  try {
    if (s3) {
      await s3Client(s3).send(new HeadBucketCommand({ Bucket: s3.bucket }), {
        abortSignal: AbortSignal.timeout(timeoutMs),
      })
      return { kind: 's3', ok: true }
    }
    await fs.access(dataDir(), fsConstants.W_OK)
    return { kind: 'local', ok: true }
  } catch (error) {
    return { kind: s3 ? 's3' : 'local', ok: false, error: error instanceof Error ? error.name : String(error) }
  }
}
