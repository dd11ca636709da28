import { randomBytes } from 'node:crypto'
import { LocalStorage } from './local-storage'
import { S3Storage, s3ConfigFromEnv } from './s3-storage'

/**
 * Where private files (customers' uploads) are kept: the local disk under DATA_DIR (default; outside `public/`,
 * never served by the web server) or an S3-compatible bucket (Aliyun OSS, MinIO, AWS) when S3_BUCKET is set, so
 * several app processes share them. Keys are random (storageKey()); names never come from a user.
 */
export interface FileStorage {
  readonly name: 'local' | 's3'
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>
  /** Deletes; no error when already gone. */
  delete(key: string): Promise<void>
}

export const STORAGE_KEY_PATTERN = /^[a-f0-9]{48}$/

/** A new random object key (192 bits). */
export function storageKey(): string {
  return randomBytes(24).toString('hex')
}

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error('invalid storage key')
}

let current: FileStorage | undefined

export function fileStorage(): FileStorage {
  if (!current) {
    const s3 = s3ConfigFromEnv()
    current = s3 ? new S3Storage(s3) : new LocalStorage()
  }
  return current
}

/** Replaces the storage (tests). `undefined` goes back to the configured one. */
export function setFileStorage(next: FileStorage | undefined): void {
  current = next
}
