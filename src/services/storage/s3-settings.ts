import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'

/**
 * The S3-compatible bucket (AWS S3, Aliyun OSS, MinIO, …) that keeps every uploaded file when S3_BUCKET is set:
 * the public images and downloads, the COA certificates and the customers' private uploads, each under its own
 * key prefix (docs/adr/0022-object-storage.md). The bucket must not allow public reads: every file is served
 * through the site's access-checked routes.
 *
 * Settings: S3_BUCKET, S3_REGION (default us-east-1), S3_ENDPOINT (default: AWS for the region),
 * S3_FORCE_PATH_STYLE=1 (MinIO, s3rver), S3_PREFIX (default none: a folder for this site inside a shared
 * bucket), S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY (+ S3_SESSION_TOKEN) or, without them, the SDK's default
 * credential chain (AWS_* variables, shared config files, container or instance roles), S3_TIMEOUT_MS (default
 * 30000: connection and idle-socket timeout of one request) and S3_MAX_ATTEMPTS (default 3, retries with backoff).
 */
export interface S3Settings {
  bucket: string
  /** '' or a folder ending in '/'. */
  prefix: string
  client: S3ClientConfig
}

/** The key prefixes inside S3_PREFIX, one per kind of file. Private uploads keep their former `private/`. */
export const S3_FOLDERS = {
  media: 'media',
  downloads: 'downloads',
  'coa-certificates': 'coa-certificates',
  'private-files': 'private',
} as const

export type S3Folder = keyof typeof S3_FOLDERS

const truthy = (v: string | undefined) => v === '1' || v?.toLowerCase() === 'true'

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number (got "${value}")`)
  return n
}

/** The settings, or null when S3_BUCKET is not set (files stay on the local disk under DATA_DIR). */
export function s3SettingsFromEnv(env: Record<string, string | undefined> = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the default credentials)')
  }
  const timeout = positiveInt('S3_TIMEOUT_MS', env.S3_TIMEOUT_MS, 30_000)
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '')
  return {
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    client: {
      region: env.S3_REGION || 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: truthy(env.S3_FORCE_PATH_STYLE),
      ...(accessKeyId && secretAccessKey
        ? {
            credentials: {
              accessKeyId,
              secretAccessKey,
              ...(env.S3_SESSION_TOKEN ? { sessionToken: env.S3_SESSION_TOKEN } : {}),
            },
          }
        : {}),
      maxAttempts: positiveInt('S3_MAX_ATTEMPTS', env.S3_MAX_ATTEMPTS, 3),
      retryMode: 'standard',
      // Checksums only where S3 requires them: S3-compatible stores (Aliyun OSS, older MinIO) refuse the SDK's
      // default streaming CRC trailers, and TLS already protects the bytes in transit.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: {
        connectionTimeout: timeout,
        requestTimeout: timeout,
        httpAgent: { keepAlive: true, maxSockets: 100 },
        httpsAgent: { keepAlive: true, maxSockets: 100 },
      },
    },
  }
}

/** The object key prefix of one kind of file: `<S3_PREFIX><folder>`, no trailing slash. */
export function s3Folder(settings: S3Settings, folder: S3Folder): string {
  return `${settings.prefix}${S3_FOLDERS[folder]}`
}

const clients = new Map<string, S3Client>()

/** One client per bucket and settings for the process (keep-alive connections are reused). */
export function s3Client(settings: S3Settings): S3Client {
  const key = JSON.stringify({ bucket: settings.bucket, ...settings.client })
  let client = clients.get(key)
  if (!client) {
    client = new S3Client(settings.client)
    clients.set(key, client)
  }
  return client
}
