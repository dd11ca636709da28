import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { assertStorageKey, type FileStorage, type StoredFile } from './file-storage'
import { type S3Settings, s3Client, s3Folder } from './s3-settings'

/** True for the SDK's "no such object" answers (GetObject: NoSuchKey; HeadObject: NotFound; any 404). */
export function isMissingObject(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404
}

/** Reads one object as a web stream, or null when it does not exist. */
export async function openS3Object(client: S3Client, bucket: string, key: string): Promise<StoredFile | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    if (!object.Body) return null
    return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength ?? 0 }
  } catch (error) {
    if (isMissingObject(error)) return null
    throw error
  }
}

/**
 * Private files in the bucket of S3_BUCKET (s3-settings.ts), under `<S3_PREFIX>private/<key>`, through the AWS
 * SDK (signing, session tokens, retries with backoff, timeouts, streamed reads). Objects are private: they are
 * served only through GET /api/v1/private-files/:fileId, to sales and admins.
 */
export class S3Storage implements FileStorage {
  readonly name = 's3' as const
  private readonly client: S3Client

  constructor(private readonly settings: S3Settings) {
    this.client = s3Client(settings)
  }

  /** The object key of a storage key. */
  objectKey(key: string): string {
    assertStorageKey(key)
    return `${s3Folder(this.settings, 'private-files')}/${key}`
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
      }),
    )
  }

  async open(key: string): Promise<StoredFile | null> {
    return openS3Object(this.client, this.settings.bucket, this.objectKey(key))
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }))
    } catch (error) {
      if (!isMissingObject(error)) throw error
    }
  }
}
