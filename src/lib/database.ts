import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { restrictDataFiles } from './data-files'
import { SQLITE_BUSY_SLICE_MS, waitForSqliteWriteLock } from './db/payload-db'
import { dataDir, projectRoot } from './paths'

export type DatabaseKind = 'sqlite' | 'postgres'

/** PostgreSQL when DATABASE_URL is a postgres URL; otherwise the embedded SQLite file. */
export function databaseKind(url = process.env.DATABASE_URL): DatabaseKind {
  return url && /^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite'
}

/** The SQLite URL: DATABASE_URL when it is a `file:` URL, else data/site.db. */
export function sqliteUrl(url = process.env.DATABASE_URL): string {
  if (url?.startsWith('file:')) return url
  return `file:${path.join(dataDir(), 'site.db')}`
}

export function migrationDir(kind: DatabaseKind): string {
  return path.resolve(/*turbopackIgnore: true*/ projectRoot(), 'src/migrations', kind)
}

/** DATABASE_READ_REPLICAS as Payload's postgres adapter takes it, or nothing when unset. */
export function readReplicas(env: Record<string, string | undefined> = process.env): { readReplicas?: string[] } {
  const urls = (env.DATABASE_READ_REPLICAS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  return urls.length ? { readReplicas: urls } : {}
}

/**
 * Both adapters: schema push is off everywhere (migrations only, so no database with data is ever pushed),
 * callers may pass ids on create (the category tree has fixed ids), SQLite runs in WAL mode with transactions.
 */
export function databaseAdapter(): DatabaseAdapterObj {
  const kind = databaseKind()
  // Data files 0600, folders 0700 (umask 077 from here on): src/lib/data-files.ts.
  restrictDataFiles(dataDir(), kind === 'sqlite' ? [sqliteUrl().replace(/^file:/, '')] : [])
  if (kind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX || 10) },
      push: false,
      allowIDOnCreate: true,
      migrationDir: migrationDir('postgres'),
      // Reads go to these replicas (DATABASE_READ_REPLICAS: comma-separated URLs), writes and the reads of the
      // 2 s after a write to the primary (Payload's readReplicas; docs/deploy.md).
      ...readReplicas(),
    })
  }
  // Other processes write too (the jobs worker): a transaction or a statement waits for the write lock (up to 5 s)
  // instead of failing, in short slices with the event loop running between them (payload-db.ts).
  const sqlite = sqliteAdapter({
    client: { url: sqliteUrl() },
    push: false,
    allowIDOnCreate: true,
    wal: true,
    busyTimeout: SQLITE_BUSY_SLICE_MS,
    transactionOptions: {},
    migrationDir: migrationDir('sqlite'),
  })
  return waitForSqliteWriteLock(sqlite, 5000)
}
