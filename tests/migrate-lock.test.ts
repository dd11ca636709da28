import { spawn } from 'node:child_process'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKind } from '../src/lib/database'
import { migrations as postgresMigrations } from '../src/migrations/postgres/index'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite/index'
import { products } from '../src/seed/data/products'
import { freshDatabase } from './setup/database'

/**
 * Issue 18: `npm run migrate` is a release step two nodes may start at once. Two processes migrating and seeding
 * one fresh database at the same time (scripts/prepare-db.ts) both succeed, one after the other under the
 * migration lock (src/lib/migrate.ts): every migration is recorded once and the demo data is there once.
 * SQLite, or PostgreSQL when DATABASE_URL is a postgres URL (as the rest of the suite).
 */
const root = path.resolve(import.meta.dirname, '..')
let db: Awaited<ReturnType<typeof freshDatabase>>

beforeAll(async () => {
  db = await freshDatabase()
})
afterAll(async () => {
  await db?.drop()
})

function migrate(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', 'scripts/prepare-db.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      PAYLOAD_SECRET: 'migrate-lock-test',
      SEED_ADMIN_EMAIL: 'admin@example.com',
      SEED_ADMIN_PASSWORD: 'Admin-Test-Password-1',
      // The seed's "done" line is an info line (the integration run logs warnings only).
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

async function query(sql: string): Promise<Record<string, unknown>[]> {
  if (databaseKind(db.url) === 'postgres') {
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    try {
      return (await client.query(sql)).rows
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: db.url })
  try {
    return (await client.execute(sql)).rows as unknown as Record<string, unknown>[]
  } finally {
    client.close()
  }
}

describe(`two migrations started at once on a fresh ${databaseKind()} database`, () => {
  it('both succeed; the schema and the seed are there once', async () => {
    const [a, b] = await Promise.all([migrate(), migrate()])
    expect(a.code, a.output.slice(-2000)).toBe(0)
    expect(b.code, b.output.slice(-2000)).toBe(0)
    // One of them seeded the empty database; the other found it seeded.
    expect(`${a.output}${b.output}`.match(/seed: done/g)).toHaveLength(1)

    const expected = (databaseKind(db.url) === 'postgres' ? postgresMigrations : sqliteMigrations).map((m) => m.name)
    const recorded = await query("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name")
    expect(recorded.map((r) => r.name)).toEqual([...expected].sort())
    const [productCount] = await query('SELECT COUNT(*) AS n FROM products')
    expect(Number(productCount?.n)).toBe(products.length)
    const [admins] = await query("SELECT COUNT(*) AS n FROM users WHERE email = 'admin@example.com'")
    expect(Number(admins?.n)).toBe(1)
  }, 300_000)
})
