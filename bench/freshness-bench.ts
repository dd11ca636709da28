/**
 * Edit to visible (issue 22), run by bench/freshness.mjs: a scratch database (SQLite, or PostgreSQL with the
 * argument `postgres`) migrated and seeded with the demo data, the app's APIs on a local port in this process, and
 * tests/setup/freshness.ts's measurement: three visitors keep reading while a staff user changes a price, deletes a
 * product and changes the hotline through Payload's local API; the time until /api/v1 shows each. Target: 2 s.
 * Run: node --conditions=production --import tsx bench/freshness-bench.ts [sqlite|postgres]
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { measureFreshness } from '../tests/setup/freshness'
import { openScratchPayload } from './scratch-payload'

interface PgPoolInternals {
  end: () => Promise<void>
  _clients: { release?: (destroy?: boolean) => void }[]
  _idle: { client: unknown }[]
}

/** Ends Payload's PostgreSQL pool so the scratch database can be dropped (see bench/search-bench.ts). */
async function endPool(pool: PgPoolInternals): Promise<void> {
  const idle = new Set(pool._idle.map((item) => item.client))
  const held = pool._clients.filter((client) => !idle.has(client))
  const ended = pool.end()
  for (const client of held) client.release?.(true)
  await ended
}

async function postgresAvailable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

async function run(label: string) {
  const { db, payload } = await openScratchPayload()
  const { migrateDatabase } = await import('../src/lib/migrate')
  const { seed } = await import('../src/seed/seed')
  const { apiRequestListener } = await import('../tests/setup/api-handler')
  const server = http.createServer(await apiRequestListener())
  try {
    await migrateDatabase(payload)
    await seed(payload)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const times = await measureFreshness(`http://127.0.0.1:${port}`, payload)
    return {
      database: label,
      'price ms': times.priceMs,
      'deletion in search ms': times.deleteMs,
      'site setting ms': times.settingMs,
    }
  } finally {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const pool = (payload.db as unknown as { pool?: PgPoolInternals }).pool
    await payload.destroy()
    if (pool) await endPool(pool)
    await db.drop()
  }
}

const which = process.argv[2] ?? 'sqlite'
const pgUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
if (which === 'postgres') {
  if (!(await postgresAvailable(pgUrl))) {
    console.log(`freshness bench (postgres): skipped, no server at ${pgUrl}`)
    process.exit(0)
  }
  process.env.DATABASE_URL = pgUrl
  console.log(JSON.stringify(await run('postgres')))
} else {
  process.env.DATABASE_URL = ''
  console.log(JSON.stringify(await run('sqlite')))
}
process.exit(0)
