/**
 * The search benchmark (issues 4 and 20) for `npm run bench`: 10,000 and 50,000 generated products in a scratch
 * database, 500 fixed queries against /api/v1/search/product, p50/p95 server time (all requests, and the first
 * request of each distinct query alone, which the index's ranking cache cannot help), the index build time (rows
 * read from the database and indexed) and the memory the index takes in each node process, on SQLite and (when a
 * server answers) PostgreSQL. Each run has its own process (bench/search-bench.ts); nothing is left behind.
 * BENCH_SEARCH_SIZES=10000 runs one size only.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export function runSearchBench() {
  const sizes = (process.env.BENCH_SEARCH_SIZES || '10000,50000').split(',').map(Number)
  console.log(
    `Search: ${sizes.join(' and ')} products, 500 queries of /api/v1/search/product (server time, in process)`,
  )
  const rows = []
  for (const size of sizes)
    for (const db of ['sqlite', 'postgres']) {
      const args = ['--expose-gc', '--conditions=production', '--import', 'tsx', 'bench/search-bench.ts', db]
      const r = spawnSync(process.execPath, args, {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '', BENCH_SEARCH_PRODUCTS: String(size) },
        // A stalled run (it once waited forever on a pool that could not end) fails this part, not the whole bench.
        timeout: 15 * 60_000,
        killSignal: 'SIGKILL',
      })
      if (r.error || r.signal) {
        console.error(
          `search bench (${db}) failed: ${r.error?.message ?? `killed by ${r.signal}`}\n${(r.stderr ?? '').slice(-2000)}`,
        )
        continue
      }
      const line = r.stdout
        .split('\n')
        .reverse()
        // The result is the line with `database`; Payload's own JSON log lines may come after it.
        .find((l) => l.startsWith('{"database"') || l.startsWith('search bench'))
      if (!line) {
        console.error(`search bench (${db}) failed:\n${r.stderr.slice(-2000)}`)
        continue
      }
      if (line.startsWith('{')) rows.push(JSON.parse(line))
      else console.log(line)
    }
  if (rows.length) console.table(rows)
  console.log('Target: p95 of 10 ms or less at 10,000 products, 30 ms or less at 50,000.\n')
}
