import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { sqliteUrl } from './database'

type MigrateArgs = NonNullable<Parameters<Payload['db']['migrate']>[0]>

/**
 * Runs the pending migrations of the active adapter from its generated index (src/migrations/<adapter>),
 * so they load through the caller's module system (tsx, Vitest) instead of Payload's file reader.
 * Two processes may run this at once only inside `withMigrationLock` (scripts/prepare-db.ts does).
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const { migrations } =
    payload.db.name === 'postgres'
      ? await import('../migrations/postgres/index')
      : await import('../migrations/sqlite/index')
  await payload.db.migrate({ migrations: migrations as unknown as MigrateArgs['migrations'] })
}

/** The PostgreSQL advisory lock's key (any fixed 64-bit number; this one reads "site migr"). */
const ADVISORY_LOCK_KEY = '7163657245707374'

/** How often a waiting SQLite process tries the lock again. */
const SQLITE_RETRY_MS = 200

/**
 * Runs `work` (migrations and the seed of an empty database) while holding the database's migration lock, so that
 * two nodes starting at once (`npm run migrate`, `npm start`) migrate and seed one after the other: the second
 * finds the schema up to date and the database seeded. PostgreSQL: a session advisory lock on a connection of
 * Payload's pool. SQLite: a write transaction (BEGIN IMMEDIATE) on a lock database next to the database file
 * (`<file>.migrate-lock`); SQLite's file lock is the operating system's, so a process killed while migrating
 * leaves no stale lock behind. docs/adr/0020-one-build-many-nodes.md.
 */
export async function withMigrationLock<T>(
  payload: Payload,
  work: () => Promise<T>,
  log: (message: string) => void = (m) => payload.logger.info(m),
): Promise<T> {
  if (payload.db.name === 'postgres') {
    const pool = (payload.db as unknown as { pool: PgPool }).pool
    const client = await pool.connect()
    try {
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1::bigint) AS got', [ADVISORY_LOCK_KEY])
      if (!rows[0]?.got) {
        log('migrate: another process is migrating this database; waiting for it')
        await client.query('SELECT pg_advisory_lock($1::bigint)', [ADVISORY_LOCK_KEY])
      }
      try {
        return await work()
      } finally {
        await client.query('SELECT pg_advisory_unlock($1::bigint)', [ADVISORY_LOCK_KEY])
      }
    } finally {
      client.release()
    }
  }
  const lock = createClient({ url: `${sqliteUrl()}.migrate-lock` })
  try {
    await lock.execute('PRAGMA busy_timeout = 0')
    let waiting = false
    for (;;) {
      try {
        await lock.execute('BEGIN IMMEDIATE')
        break
      } catch (error) {
        if (!isBusy(error)) throw error
        if (!waiting) log('migrate: another process is migrating this database; waiting for it')
        waiting = true
        await new Promise((resolve) => setTimeout(resolve, SQLITE_RETRY_MS))
      }
    }
    try {
      return await work()
    } finally {
      await lock.execute('ROLLBACK')
    }
  } finally {
    lock.close()
  }
}

interface PgPool {
  connect(): Promise<{
    query(sql: string, params: unknown[]): Promise<{ rows: { got?: boolean }[] }>
    release(): void
  }>
}

function isBusy(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === 'SQLITE_BUSY' || (typeof message === 'string' && /SQLITE_BUSY|database is locked/i.test(message))
}
