import type { TestProject } from 'vitest/node'
import { freshDatabase } from './database'

/**
 * Once per integration run: a fresh database (SQLite, or PostgreSQL when DATABASE_URL says so), migrated and
 * seeded with the demo data, shared by every test file (files run one after another).
 */
export default async function setup(project: TestProject) {
  const db = await freshDatabase()
  process.env.DATABASE_URL = db.url
  process.env.DATA_DIR = db.dataDir
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  process.env.SEED_ADMIN_EMAIL = 'admin@example.com'
  process.env.SEED_ADMIN_PASSWORD = 'Admin-Test-Password-1'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../src/payload.config')
  const { seed } = await import('../../src/seed/seed')
  const { migrateDatabase } = await import('../../src/lib/migrate')
  const payload = await getPayload({ config })
  // Payload's destroy() leaves pool clients open; dropping the database at the end terminates them: expected.
  ;(payload.db as { pool?: { on: (event: string, listener: () => void) => void } }).pool?.on('error', () => {})
  await migrateDatabase(payload)
  const started = Date.now()
  const report = await seed(payload)
  console.log(
    `[integration] ${payload.db.name}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    report.created,
  )
  await payload.destroy()
  project.provide('seededAt', new Date().toISOString())
  project.provide('databaseUrl', db.url)
  project.provide('dataDir', db.dataDir)
  return async () => {
    await db.drop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    dataDir: string
    /** When the seed was committed, before any test file ran (ISO time). */
    seededAt: string
  }
}
