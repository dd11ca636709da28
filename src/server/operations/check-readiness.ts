import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { dataDir } from '../../lib/paths'
import { redis } from '../../services/redis'
import { fileStorage } from '../../services/storage/storage'

export type CheckStatus = 'ok' | 'fail' | 'skipped'

export interface CheckResult {
  status: CheckStatus
  ms: number
  /** Why a check failed or was skipped: the error's message (never a secret: no URL, no credentials). */
  reason?: string
}

export interface Readiness {
  status: 'ok' | 'fail'
  checks: { database: CheckResult; redis: CheckResult; storage: CheckResult }
}

/** HEALTH_CHECK_TIMEOUT_MS (default 2000): a check not done by then fails, so a probe never hangs. */
export function checkTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.HEALTH_CHECK_TIMEOUT_MS || 2000)
  return Number.isFinite(ms) && ms >= 50 ? Math.min(ms, 30_000) : 2000
}

async function timed(check: () => Promise<CheckStatus>, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const ms = () => Math.round(performance.now() - started)
  try {
    const status = await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
      }),
    ])
    return status === 'skipped' ? { status, ms: ms(), reason: 'not configured' } : { status, ms: ms() }
  } catch (error) {
    return { status: 'fail', ms: ms(), reason: reasonOf(error) }
  } finally {
    clearTimeout(timer)
  }
}

/** The error's message, without anything that looks like a URL (a connection string may carry a password). */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<url>').slice(0, 200)
}

/** A query the database must answer (the same one `GET /health` asks). */
async function checkDatabase(payload: Payload): Promise<CheckStatus> {
  await payload.count({ collection: 'areas', overrideAccess: true })
  return 'ok'
}

/** Redis answers PING, when REDIS_URL is set. */
async function checkRedis(): Promise<CheckStatus> {
  const client = redis()
  if (!client) return 'skipped'
  const answer = await client.ping()
  if (answer !== 'PONG') throw new Error(`unexpected answer ${answer}`)
  return 'ok'
}

/**
 * The file storage: on the local disk, DATA_DIR takes a file (written and removed: writable, not full); with
 * S3_BUCKET, the bucket accepts the deletion of a key that does not exist (reachable, credentials accepted, nothing
 * changed).
 */
async function checkStorage(): Promise<CheckStatus> {
  const storage = fileStorage()
  if (storage.name === 'local') {
    const probe = path.join(dataDir(), `.ready-${process.pid}-${randomBytes(4).toString('hex')}`)
    await fs.writeFile(probe, 'ok', { mode: 0o600 })
    await fs.rm(probe, { force: true })
    return 'ok'
  }
  await storage.delete(randomBytes(24).toString('hex'))
  return 'ok'
}

/**
 * Whether this node can serve traffic: the database, Redis (when configured) and the file storage, checked at
 * once, each bounded by HEALTH_CHECK_TIMEOUT_MS. docs/adr/0024-operations.md.
 */
export async function checkReadiness(payload: Payload, timeoutMs = checkTimeoutMs()): Promise<Readiness> {
  const [database, redisCheck, storage] = await Promise.all([
    timed(() => checkDatabase(payload), timeoutMs),
    timed(checkRedis, timeoutMs),
    timed(checkStorage, timeoutMs),
  ])
  const checks = { database, redis: redisCheck, storage }
  const failed = Object.values(checks).some((c) => c.status === 'fail')
  return { status: failed ? 'fail' : 'ok', checks }
}
