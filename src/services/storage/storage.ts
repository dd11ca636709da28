import { randomBytes } from 'node:crypto'
import type { FileStorage } from './file-storage'
import { LocalStorage } from './local-storage'
import { s3SettingsFromEnv } from './s3-settings'
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
