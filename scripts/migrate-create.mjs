#!/usr/bin/env node
/**
 * `npm run migrate:create -- <name>`: generates the migration for a schema change for BOTH databases
 * (src/migrations/sqlite and src/migrations/postgres), by diffing the collections against each adapter's
 * latest migration snapshot. Needs a PostgreSQL server: MIGRATE_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres (only read to pick the dialect; nothing is written to it).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const name = process.argv[2]
if (!name || !/^[a-z0-9_-]+$/i.test(name)) {
  console.error('usage: npm run migrate:create -- <name>   (letters, digits, _ and -)')
  process.exit(1)
}
const pg = process.env.MIGRATE_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
for (const [label, url] of [
  ['sqlite', ''],
  ['postgres', pg],
]) {
  console.log(`▶ ${label}`)
  const r = spawnSync(
    process.execPath,
    ['--conditions=production', '--import', 'tsx', 'scripts/payload.ts', 'migrate:create', name],
    {
      cwd: root,
      // Drizzle asks whether a new column is created or renamed from a dropped one: the person answers.
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: path.join(root, '.tmp', 'migrate-create') },
    },
  )
  if (r.status !== 0) process.exit(r.status ?? 1)
}
