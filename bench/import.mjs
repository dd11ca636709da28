/**
 * The product import benchmark (issue 22) for `npm run bench -- import`: 1,000 rows of price changes in yuan
 * imported into a scratch database with 500 products (bench/import-bench.ts, its own process per database:
 * SQLite, and PostgreSQL when BENCH_POSTGRES_URL is set). Prints the preview, apply and total times.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export function runImportBench() {
  console.log('Import: 1,000 rows of price changes (XLSX) into 500 products, preview then apply in one transaction')
  const targets = [['sqlite', '']]
  if (process.env.BENCH_POSTGRES_URL) targets.push(['postgres', process.env.BENCH_POSTGRES_URL])
  const rows = []
  for (const [name, url] of targets) {
    const r = spawnSync(process.execPath, ['--conditions=production', '--import', 'tsx', 'bench/import-bench.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: url },
      timeout: 10 * 60_000,
      killSignal: 'SIGKILL',
    })
    const line = (r.stdout ?? '')
      .split('\n')
      .reverse()
      .find((l) => l.startsWith('{'))
    if (r.error || r.signal || !line) {
      console.error(
        `import bench (${name}) failed: ${r.error?.message ?? r.signal ?? ''}\n${(r.stderr ?? '').slice(-2000)}`,
      )
      continue
    }
    rows.push(JSON.parse(line))
  }
  if (rows.length) console.table(rows)
  console.log('Target: the 1,000-row import (preview + apply) in less than 5 s.\n')
}
