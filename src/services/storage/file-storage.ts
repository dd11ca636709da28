/**
 * The private file storage's contract, shared by its two providers (local-storage.ts, s3-storage.ts) and the
 * selector (storage.ts). Kept apart from storage.ts, which imports the providers, so the providers do not import
 * it back (no import cycle).
 *
 * Where private files (customers' uploads) are kept: the local disk under DATA_DIR (default; outside `public/`,
 * never served by the web server) or an S3-compatible bucket (Aliyun OSS, MinIO, AWS) when S3_BUCKET is set, so
 * several app processes share them. Keys are random (storageKey()); names never come from a user.
 */
export interface FileStorage {
  readonly name: 'local' | 's3'
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The bytes as a stream (never the whole file in memory), or null when there is no such object. */
  open(key: string): Promise<StoredFile | null>
  /** Deletes; no error when already gone. */
  delete(key: string): Promise<void>
}

/** A stored file being read: its bytes as a web stream, and its size in bytes. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>
  size: number
}

export const STORAGE_KEY_PATTERN = /^[a-f0-9]{48}$/

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error('invalid storage key')
}
