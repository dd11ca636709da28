/**
 * The frame of a bench on a scratch database (bench/import-bench.ts, bench/quick-order-bench.ts; run per database
 * by bench/per-database.mjs): a fresh database (SQLite; PostgreSQL when DATABASE_URL is a postgres URL), Payload
 * on it, migrated; then `measure`, whose figures are printed as one JSON line after the database's kind; the
 * database is dropped at the end and the process exits 1 when anything failed. bench/freshness-bench.ts opens its
 * scratch database with openScratchPayload alone (it serves the API and tears down its own way).
 */
import { performance } from 'node:perf_hooks'
import type { Payload } from 'payload'
import { freshDatabase } from '../tests/setup/database'

type ScratchDatabase = Awaited<ReturnType<typeof freshDatabase>>

/** Logs a step with the seconds since the start (stderr: stdout carries only the figures). */
export type Step = (message: string) => void

/**
 * A fresh database (SQLite; PostgreSQL when DATABASE_URL is a postgres URL) and Payload on it, not yet migrated;
 * the caller destroys Payload and drops the database.
 */
export async function openScratchPayload(): Promise<{ db: ScratchDatabase; payload: Payload }> {
  const db = await freshDatabase()
  process.env.DATABASE_URL = db.url
  process.env.DATA_DIR = db.dataDir
  process.env.PAYLOAD_SECRET = 'bench'
  process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'warn'
  // Imported only now: the app's modules read the environment set above.
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  return { db, payload: await getPayload({ config }) }
}

export async function benchOnScratchDatabase(
  name: string,
  measure: (payload: Payload, step: Step) => Promise<Record<string, unknown>>,
): Promise<never> {
  const step: Step = (message) =>
    console.error(`[${name} bench +${(performance.now() / 1000).toFixed(1)} s] ${message}`)
  const { db, payload } = await openScratchPayload()
  const { migrateDatabase } = await import('../src/lib/migrate')
  let failed = false
  try {
    await migrateDatabase(payload)
    step('migrated')
    const figures = await measure(payload, step)
    console.log(JSON.stringify({ database: db.url.startsWith('file:') ? 'sqlite' : 'postgres', ...figures }))
  } catch (error) {
    failed = true
    console.error(error)
  } finally {
    await payload.destroy().catch(() => {})
    const pool = (payload.db as { pool?: { end: () => Promise<void> } }).pool
    await Promise.race([pool?.end().catch(() => {}), new Promise((r) => setTimeout(r, 2000))])
    await db.drop().catch(() => {})
  }
  process.exit(failed ? 1 : 0)
}
