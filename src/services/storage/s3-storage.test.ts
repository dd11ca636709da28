import { HeadObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, TEST_BUCKET } from '../../../tests/setup/s3-server'
import { s3Client, s3SettingsFromEnv } from './s3-settings'
import { S3Storage } from './s3-storage'
import { storageReady } from './storage'

describe('S3 settings', () => {
  it('are off without S3_BUCKET', () => {
    expect(s3SettingsFromEnv({})).toBeNull()
    expect(s3SettingsFromEnv({ S3_BUCKET: '  ' })).toBeNull()
  })

  it('take static credentials with a session token, or leave them to the SDK default chain', () => {
    const withKeys = s3SettingsFromEnv({
      S3_BUCKET: 'b-uploads',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_SESSION_TOKEN: 'token',
    })
    expect(withKeys?.client.credentials).toEqual({
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      sessionToken: 'token',
    })
    const chain = s3SettingsFromEnv({ S3_BUCKET: 'b-uploads' })
    expect(chain?.client.credentials).toBeUndefined()
    expect(chain?.client).toMatchObject({ region: 'us-east-1', forcePathStyle: false, maxAttempts: 3 })
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/go together/)
  })

  it('read the endpoint, path style, prefix, timeout and attempts', () => {
    const s = s3SettingsFromEnv({
      S3_BUCKET: 'b-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/site/',
      S3_TIMEOUT_MS: '5000',
      S3_MAX_ATTEMPTS: '5',
    })
    expect(s).toMatchObject({
      bucket: 'b-uploads',
      prefix: 'site/',
      client: {
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
        maxAttempts: 5,
        requestHandler: { connectionTimeout: 5000, requestTimeout: 5000 },
      },
    })
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_TIMEOUT_MS: 'soon' })).toThrow(/S3_TIMEOUT_MS/)
  })
})

describe('private files in an S3 bucket (s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>
  let storage: S3Storage
  const key = 'ab'.repeat(24)

  beforeAll(async () => {
    s3 = await startS3Server()
    const settings = s3SettingsFromEnv({ ...s3.env, S3_PREFIX: 'site' })
    if (!settings) throw new Error('settings')
    storage = new S3Storage(settings)
  })
  afterAll(async () => s3?.close())

  async function exists(objectKey: string): Promise<boolean> {
    const settings = s3SettingsFromEnv(s3.env)
    if (!settings) throw new Error('settings')
    try {
      await s3Client(settings).send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: objectKey }))
      return true
    } catch {
      return false
    }
  }

  it('puts an object under <S3_PREFIX>private/, streams it back, and deletes it', async () => {
    const bytes = new Uint8Array(200_000).map((_, i) => i % 251)
    await storage.put(key, bytes, 'application/pdf')
    expect(await exists(`site/private/${key}`)).toBe(true)
    const stored = await storage.open(key)
    expect(stored?.size).toBe(bytes.byteLength)
    expect(stored?.body).toBeInstanceOf(ReadableStream)
    expect(Buffer.from(await new Response(stored?.body).arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
    await storage.delete(key)
    expect(await exists(`site/private/${key}`)).toBe(false)
    expect(await storage.open(key)).toBeNull()
    await expect(storage.delete(key)).resolves.toBeUndefined()
  })

  it('refuses keys that are not random hex (no path traversal into the bucket)', async () => {
    await expect(storage.open('../etc/passwd')).rejects.toThrow(/invalid storage key/)
  })

  it('fails (no silent success) when the bucket refuses the credentials', async () => {
    const settings = s3SettingsFromEnv({ ...s3.env, S3_ACCESS_KEY_ID: 'NOBODY', S3_MAX_ATTEMPTS: '1' })
    if (!settings) throw new Error('settings')
    await expect(new S3Storage(settings).put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Access Key Id/i)
    await expect(new S3Storage(settings).open(key)).rejects.toThrow(/Access Key Id/i)
  })
})

describe('storage readiness', () => {
  it('is ready when the bucket answers, and not when it is missing (without throwing)', async () => {
    const s3 = await startS3Server()
    const saved = { ...process.env }
    try {
      Object.assign(process.env, s3.env)
      expect(await storageReady()).toEqual({ kind: 's3', ok: true })
      process.env.S3_BUCKET = 'no-such-bucket'
      expect(await storageReady()).toMatchObject({ kind: 's3', ok: false })
    } finally {
      for (const name of Object.keys(s3.env)) {
        if (saved[name] === undefined) delete process.env[name]
        else process.env[name] = saved[name]
      }
      await s3.close()
    }
  })
})
