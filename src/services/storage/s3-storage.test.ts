import { describe, expect, it } from 'vitest'
import { S3Storage, s3ConfigFromEnv, signV4 } from './s3-storage'

const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
}
const EMPTY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

describe('AWS Signature Version 4', () => {
  it('reproduces the signature of the S3 documentation example (GET /test.txt with a Range header)', () => {
    const auth = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_HASH,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: EMPTY_HASH,
      amzDate: '20130524T000000Z',
      ...AWS_EXAMPLE,
    })
    expect(auth).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
  })
})

describe('S3 storage', () => {
  const key = 'ab'.repeat(24)
  const config = s3ConfigFromEnv({
    S3_BUCKET: 'uploads',
    S3_ENDPOINT: 'http://minio.local:9000',
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
  })

  it('is not configured without S3_BUCKET and refuses a bucket without credentials', () => {
    expect(s3ConfigFromEnv({})).toBeNull()
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/)
  })

  it('puts, gets and deletes signed objects under the prefix (path style), 404 meaning absent', async () => {
    const calls: { url: string; method: string; headers: Record<string, string> }[] = []
    const fake = (async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), method: String(init.method), headers: init.headers as Record<string, string> })
      return new Response(init.method === 'GET' ? 'x' : null, { status: init.method === 'GET' ? 404 : 200 })
    }) as unknown as typeof fetch
    if (!config) throw new Error('config')
    const s3 = new S3Storage(config, fake, () => new Date('2024-01-02T03:04:05Z'))
    await s3.put(key, new Uint8Array([1, 2, 3]), 'image/png')
    expect(await s3.get(key)).toBeNull()
    await s3.delete(key)
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `PUT http://minio.local:9000/uploads/private/${key}`,
      `GET http://minio.local:9000/uploads/private/${key}`,
      `DELETE http://minio.local:9000/uploads/private/${key}`,
    ])
    expect(calls[0]?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=id\/20240102\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    )
    expect(calls[0]?.headers['x-amz-date']).toBe('20240102T030405Z')
  })

  it('refuses keys that are not random hex (no path traversal into the bucket)', async () => {
    if (!config) throw new Error('config')
    const s3 = new S3Storage(config, fetch)
    await expect(s3.get('../etc/passwd')).rejects.toThrow(/invalid storage key/)
  })
})
