import { createHash, createHmac } from 'node:crypto'
import { assertStorageKey, type FileStorage } from './file-storage'

/**
 * An S3-compatible bucket (AWS S3, Aliyun OSS in S3 mode, MinIO) through plain HTTPS requests signed with AWS
 * Signature Version 4 (no SDK). Configured by S3_BUCKET, S3_REGION (default us-east-1), S3_ENDPOINT (default
 * https://s3.<region>.amazonaws.com), S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE=1 (MinIO) and
 * S3_PREFIX (default `private/`). Objects are private: the bucket must not allow public reads.
 */
export interface S3Config {
  bucket: string
  region: string
  endpoint: string
  accessKeyId: string
  secretAccessKey: string
  pathStyle: boolean
  prefix: string
}

export function s3ConfigFromEnv(env: Record<string, string | undefined> = process.env): S3Config | null {
  if (!env.S3_BUCKET) return null
  const region = env.S3_REGION || 'us-east-1'
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET is set but S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY is missing')
  }
  return {
    bucket: env.S3_BUCKET,
    region,
    endpoint: (env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    pathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    prefix: env.S3_PREFIX ?? 'private/',
  }
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding as SigV4 wants it (each path segment; `/` kept between segments). */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/')
}

export interface SignInput {
  method: string
  url: URL
  headers: Record<string, string>
  payloadHash: string
  /** YYYYMMDDTHHMMSSZ */
  amzDate: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  service?: string
}

/** The Authorization header of a request (SigV4, header-based). `headers` must include host and x-amz-*. */
export function signV4(input: SignInput): string {
  const service = input.service ?? 's3'
  const date = input.amzDate.slice(0, 8)
  const names = Object.keys(input.headers)
    .map((h) => h.toLowerCase())
    .sort()
  const lower = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]))
  const canonicalHeaders = names.map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, ' ')}\n`).join('')
  const signedHeaders = names.join(';')
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => (a as string).localeCompare(b as string))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const canonicalRequest = [
    input.method,
    encodePath(decodeURIComponent(input.url.pathname)),
    query,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n')
  const scope = `${date}/${input.region}/${service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256(canonicalRequest)].join('\n')
  const kDate = hmac(`AWS4${input.secretAccessKey}`, date)
  const kSigning = hmac(hmac(hmac(kDate, input.region), service), 'aws4_request')
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex')
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`
}

export class S3Storage implements FileStorage {
  readonly name = 's3' as const

  constructor(
    private readonly config: S3Config,
    private readonly fetcher: typeof fetch = fetch,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private url(key: string): URL {
    assertStorageKey(key)
    const base = new URL(this.config.endpoint)
    const objectPath = `${this.config.prefix}${key}`
    if (this.config.pathStyle) return new URL(`${base.origin}/${this.config.bucket}/${objectPath}`)
    return new URL(`${base.protocol}//${this.config.bucket}.${base.host}/${objectPath}`)
  }

  private async send(method: string, key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    const url = this.url(key)
    const amzDate = this.clock()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
    const payloadHash = sha256(body ?? '')
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    }
    if (contentType) headers['content-type'] = contentType
    const authorization = signV4({ method, url, headers, payloadHash, amzDate, ...this.config })
    const { host: _host, ...sent } = headers
    return this.fetcher(url, {
      method,
      headers: { ...sent, authorization },
      body: body ? Buffer.from(body) : undefined,
    })
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, bytes, contentType)
    if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status}`)
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.send('GET', key)
    if (res.status === 404) return null
    if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`)
    return Buffer.from(await res.arrayBuffer())
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key)
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status}`)
  }
}
