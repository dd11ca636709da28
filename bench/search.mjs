/**
 * The search benchmark (issue 4) for `npm run bench`: 10,000 generated products in a scratch database, 500
 * fixed queries against /api/v1/search/product, p50/p95 server time, on SQLite and (when a server answers)
 * PostgreSQL. Each database runs in its own process (bench/search-bench.ts); nothing is left behind.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export function runSearchBench() {
  console.log('Search: 10,000 products, 500 queries of /api/v1/search/product (server time, in process)')
  const rows = []
  for (const db of ['sqlite', 'postgres']) {
    const r = spawnSync(process.execPath, ['--conditions=production', '--import', 'tsx', 'bench/search-bench.ts', db], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
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
      .find((l) => l.startsWith('{') || l.startsWith('search bench'))
    if (!line) {
      console.error(`search bench (${db}) failed:\n${r.stderr.slice(-2000)}`)
      continue
    }
    if (line.startsWith('{')) rows.push(JSON.parse(line))
    else console.log(line)
  }
  if (rows.length) console.table(rows)
  console.log('Target: p95 of 30 ms or less.\n')
}
