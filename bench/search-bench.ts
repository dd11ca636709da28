/**
 * Search at scale (issues 4 and 20): loads 10,000 (BENCH_SEARCH_PRODUCTS) generated products into a scratch database (SQLite, and PostgreSQL
 * when BENCH_POSTGRES_URL or the local server at 127.0.0.1:5432 answers), then times the server side of
 * GET /api/v1/search/product over a fixed mix of 500 queries and prints p50/p95/p99.
 * Run: node --conditions=production --import tsx bench/search-bench.ts   (npm run bench runs it)
 */
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { aliases } from '../src/seed/data/aliases'
import { categories } from '../src/seed/data/categories'
import { freshDatabase } from '../tests/setup/database'
import { generatedProducts, queryMix } from './search-catalogue'

const TOTAL = Number(process.env.BENCH_SEARCH_PRODUCTS || 10_000)

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
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

/** The parts of pg-pool's Pool that endPool uses (`_clients` and `_idle` are pg-pool internals). */
interface PgPoolInternals {
  end: () => Promise<void>
  _clients: { release?: (err?: Error | boolean) => void }[]
  _idle: { client: unknown }[]
}

/**
 * Ends Payload's PostgreSQL pool so the scratch database can be dropped. Payload's destroy() leaves the pool
 * open, and its connect() (@payloadcms/db-postgres dist/connect.js, connectWithReconnect) checks out one client
 * to listen for ECONNRESET and never releases it. pool.end() resolves only once every client is back, so on its
 * own it waited forever: that was the hang "after migrating" (the bench's own output only comes at the end;
 * pg_stat_activity showed that one client idle in ClientRead, no lock waits). Ending the pool first and then
 * releasing the clients still checked out lets pg-pool close each of them as it comes back.
 */
async function endPool(pool: PgPoolInternals): Promise<void> {
  const idle = new Set(pool._idle.map((item) => item.client))
  const held = pool._clients.filter((client) => !idle.has(client))
  const ended = pool.end()
  for (const client of held) client.release?.(true)
  await ended
}

/** Progress on stderr with the elapsed time, so a stalled run shows where it stopped. */
function step(label: string, message: string) {
  console.error(`[search bench ${label} +${(performance.now() / 1000).toFixed(1)} s] ${message}`)
}

/** Needs DATABASE_URL set to the server (postgres) or empty (SQLite) before it is called. */
async function run(label: string) {
  const db = await freshDatabase()
  step(label, 'scratch database created')
  process.env.DATABASE_URL = db.url
  process.env.DATA_DIR = db.dataDir
  process.env.PAYLOAD_SECRET = 'bench'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { migrateDatabase } = await import('../src/lib/migrate')
  const { handleApi } = await import('../src/api/router')
  const payload = await getPayload({ config })
  try {
    await migrateDatabase(payload)
    step(label, 'migrated')
    for (const c of categories) {
      const doc = await payload.create({
        collection: 'categories',
        data: { id: c.id, name: c.name.cn, parent: c.parentId ?? undefined, sort: c.sort, status: '0' } as never,
        locale: 'cn',
        overrideAccess: true,
      })
      await payload.update({
        collection: 'categories',
        id: doc.id,
        data: { name: c.name.en },
        locale: 'en',
        overrideAccess: true,
      })
    }
    const started = performance.now()
    const tables = (payload.db as unknown as { tables: Record<string, unknown> }).tables
    const drizzle = (
      payload.db as unknown as {
        drizzle: {
          insert: (t: unknown) => { values: (v: unknown[]) => { returning: () => Promise<{ id: number }[]> } }
        }
      }
    ).drizzle
    const rows = generatedProducts(TOTAL)
    const now = new Date().toISOString()
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500)
      const inserted = await drizzle
        .insert(tables.products)
        .values(
          batch.map((p) => ({
            catalogNumber: p.catalogNumber,
            category: p.categoryId,
            synonyms: p.synonyms.join('\n'),
            species: p.species,
            tag: p.tag,
            expressionSystem: p.expressionSystem,
            accession: p.accession,
            productType: p.productType,
            predictedMwKda: p.predictedMwKda,
            purityPercent: p.purityPercent,
            endotoxinEuPerUg: p.endotoxinEuPerUg,
            geneSymbol: aliases[p.catalogNumber]?.geneSymbol,
            ncbiGeneId: aliases[p.catalogNumber]?.ncbiGeneId,
            proteinNames: aliases[p.catalogNumber]?.proteinNames,
            isNew: p.isNew,
            isHot: p.isHot,
            isPopular: p.isPopular,
            status: 'published',
            // Products have drafts (issue 22): a published row is `_status` published too, or a later edit
            // through Payload (which keeps the stored `_status`) would unpublish it.
            _status: 'published',
            isDemo: true,
            updatedAt: now,
            createdAt: now,
          })),
        )
        .returning()
      const locales = inserted.flatMap((row, j) => {
        const p = batch[j]
        if (!p) return []
        return (['cn', 'en'] as const).map((locale) => ({
          _locale: locale,
          _parentID: row.id,
          name: p.name[locale],
          purityNote: p.purityNote?.[locale],
          endotoxinNote: p.endotoxinNote?.[locale],
          formulation: p.formulation[locale],
          storage: p.storage[locale],
          description: p.description[locale],
        }))
      })
      await drizzle.insert(tables.products_locales).values(locales).returning()
      const sizes = inserted.flatMap((row, j) =>
        (batch[j]?.sizes ?? []).map((s, k) => ({
          _order: k + 1,
          _parentID: row.id,
          id: `${row.id}-${k}`,
          size: s.size,
          priceFen: s.priceFen,
        })),
      )
      await drizzle.insert(tables.products_sizes).values(sizes).returning()
    }
    const loadSeconds = (performance.now() - started) / 1000
    step(label, `${rows.length} products loaded`)

    const time = async (path: string) => {
      const t0 = performance.now()
      const res = await handleApi(new Request(`http://bench.local/api/v1${path}`))
      const body = (await res.json()) as { code: string }
      if (body.code !== 'E0001') throw new Error(`${path}: ${JSON.stringify(body).slice(0, 200)}`)
      return performance.now() - t0
    }
    // The index: rows read from the database and indexed, and the heap it keeps (one node process holds one).
    const { searchCatalog } = await import('../src/services/search/search-service')
    const gc = (globalThis as { gc?: () => void }).gc
    gc?.()
    const heapBefore = process.memoryUsage().heapUsed
    const t0 = performance.now()
    await searchCatalog(payload)
    const indexBuild = performance.now() - t0
    gc?.()
    const indexMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6
    await time('/search/product?keywords=warmup')
    const queries = queryMix()
    const filters = ['', '&species=human', '&tag=his', '&categoryId=21', '&page=2']
    const samples: number[] = []
    const firsts: number[] = []
    const seen = new Set<string>()
    for (const [i, q] of queries.entries()) {
      const ms = await time(`/search/product?keywords=${encodeURIComponent(q)}${filters[i % filters.length]}`)
      samples.push(ms)
      if (!seen.has(q)) firsts.push(ms)
      seen.add(q)
    }
    samples.sort((a, b) => a - b)
    firsts.sort((a, b) => a - b)
    step(label, `${samples.length} queries timed`)

    // A staff edit (issue 20: within 2 s on every node): rename a product in both languages through Payload (its
    // hooks invalidate the index), then time the index's refresh (updated in place, not built again) and the
    // search API's first answer with the new name (the result rows carry their image ids, so no list of the whole
    // catalogue is read again); three edits, the slowest of each reported.
    const { searchRefreshes } = await import('../src/services/search/search-service')
    const buildsBefore = searchRefreshes.builds
    const [first] = await payload
      .find({ collection: 'products', limit: 1, depth: 0, overrideAccess: true })
      .then((r) => [r.docs[0]])
    let updateMs = 0
    let refreshMs = 0
    for (let n = 1; first && n <= 3; n++) {
      await payload.update({
        collection: 'products',
        id: first.id,
        locale: 'cn',
        data: { name: `基准改名${n}号` },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'products',
        id: first.id,
        locale: 'en',
        data: { name: `Benchmark rename ${n}` },
        overrideAccess: true,
      })
      const edited = performance.now()
      await searchCatalog(payload)
      refreshMs = Math.max(refreshMs, performance.now() - edited)
      const res = await handleApi(
        new Request(
          `http://bench.local/en/api/v1/search/product?keywords=${encodeURIComponent(`Benchmark rename ${n}`)}`,
        ),
      )
      const body = (await res.json()) as { data: { list: { id: number }[] } }
      if (body.data.list[0]?.id !== first.id) throw new Error(`renamed product not found (${n})`)
      updateMs = Math.max(updateMs, performance.now() - edited)
    }
    step(label, 'edits timed')
    return {
      database: label,
      products: rows.length,
      'load s': Number(loadSeconds.toFixed(1)),
      'index build ms': Math.round(indexBuild),
      'index MB/node': Number(indexMb.toFixed(1)),
      'index refresh ms': Math.round(refreshMs),
      'edit→API ms': Math.round(updateMs),
      'full builds after edits': searchRefreshes.builds - buildsBefore,
      queries: samples.length,
      'p50 ms': Number(percentile(samples, 50).toFixed(2)),
      'p95 ms': Number(percentile(samples, 95).toFixed(2)),
      'distinct queries': firsts.length,
      'p95 first ms': Number(percentile(firsts, 95).toFixed(2)),
      'p99 ms': Number(percentile(samples, 99).toFixed(2)),
      'max ms': Number((samples.at(-1) ?? 0).toFixed(2)),
    }
  } finally {
    const pool = (payload.db as unknown as { pool?: PgPoolInternals }).pool
    await payload.destroy()
    if (pool) await endPool(pool)
    await db.drop()
    step(label, 'scratch database dropped')
  }
}

const which = process.argv[2] ?? 'sqlite'
const pgUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
if (which === 'postgres') {
  if (!(await postgresAvailable(pgUrl))) {
    console.log(`search bench (postgres): skipped, no server at ${pgUrl}`)
    process.exit(0)
  }
  process.env.DATABASE_URL = pgUrl
  console.log(JSON.stringify(await run('postgres')))
} else {
  process.env.DATABASE_URL = ''
  console.log(JSON.stringify(await run('sqlite')))
}
process.exit(0)
