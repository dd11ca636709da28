import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { databaseKind } from '../../src/lib/database'

/**
 * A fresh, empty database for one test run: a temporary SQLite file, or (when DATABASE_URL is a postgres URL)
 * a new database on that server, dropped afterwards. Sets DATABASE_URL and DATA_DIR for the run.
 */
/** A new, empty PostgreSQL database named `<prefix>_<time>_<random>` on the server at `base`, and its drop. */
export async function createPostgresDatabase(
  base: string,
  prefix = 'site_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  // A test database: a commit does not wait for its WAL flush to reach the disk (only a crash of the database
  // server itself, which no test causes, could lose the last commits). The suites commit thousands of times, one
  // after another; in CI the disk's flush latency was idle time of every test.
  await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit TO off`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    },
  }
}

export async function freshDatabase(): Promise<{ url: string; dataDir: string; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  const base = process.env.DATABASE_URL
  if (databaseKind(base) === 'postgres' && base) {
    const database = await createPostgresDatabase(base)
    return {
      url: database.url,
      dataDir,
      drop: async () => {
        await database.drop()
        fs.rmSync(dataDir, { recursive: true, force: true })
      },
    }
  }
  return {
    url: `file:${path.join(dataDir, 'site.db')}`,
    dataDir,
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  }
}
