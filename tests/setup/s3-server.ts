import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// s3rver ships no types; its constructor options and run/close are all the tests use.
// @ts-expect-error -- untyped CommonJS module
import S3rver from 's3rver'

/** The bucket the tests' S3 server holds, and the credentials it accepts (s3rver's fixed pair). */
export const TEST_BUCKET = 'site-uploads'
export const TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>
  close(): Promise<void>
}

/**
 * A real S3-protocol server (s3rver: the S3 REST API over a folder) on a random local port, in a new temporary
 * folder, holding one empty bucket. It refuses unknown access key ids (it does not verify SigV4 signatures, nor refuse
 * unsigned requests: the bucket's privacy is the deployment's policy, not something this server can show).
 * `env` is what the app reads to use it.
 */
export async function startS3Server(): Promise<{
  endpoint: string
  directory: string
  env: Record<string, string>
  close: () => Promise<void>
}> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  }) as S3rverInstance
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    directory,
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: TEST_CREDENTIALS.secretAccessKey,
    },
    close: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
