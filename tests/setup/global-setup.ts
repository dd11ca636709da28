import type { TestProject } from 'vitest/node'
import { freshDatabase } from './database'

/** The run's database, made once and shared by both integration projects (see `setup`). */
interface RunDatabase {
  url: string
  dataDir: string
  seededAt: string
  drop: () => Promise<void>
}
const memo = globalThis as { __integrationDatabase?: Promise<RunDatabase>; __integrationDatabaseUsers?: number }

/**
 * Once per integration run: a fresh database (SQLite, or PostgreSQL when DATABASE_URL says so), migrated and
 * seeded with the demo data, shared by every test file (files run one after another). Vitest runs this once per
 * project (`integration` and `integration-isolated`, each with its own module runner, in the same main process):
 * the database is kept on globalThis, so the second project gets the first one's, and the last teardown drops it.
 */
export default async function setup(project: TestProject) {
  memo.__integrationDatabaseUsers = (memo.__integrationDatabaseUsers ?? 0) + 1
  memo.__integrationDatabase ??= createAndSeed()
  const db = await memo.__integrationDatabase
  project.provide('seededAt', db.seededAt)
  project.provide('databaseUrl', db.url)
  project.provide('dataDir', db.dataDir)
  return async () => {
    memo.__integrationDatabaseUsers = (memo.__integrationDatabaseUsers ?? 1) - 1
    if (memo.__integrationDatabaseUsers > 0) return
    memo.__integrationDatabase = undefined
    await db.drop()
  }
}

async function createAndSeed(): Promise<RunDatabase> {
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
  return { url: db.url, dataDir: db.dataDir, seededAt: new Date().toISOString(), drop: db.drop }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    dataDir: string
    /** When the seed was committed, before any test file ran (ISO time). */
    seededAt: string
  }
}
