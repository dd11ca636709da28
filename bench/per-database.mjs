/**
 * Runs a scratch-database bench script (bench/*-bench.ts) in a process of its own per database: SQLite, and
 * PostgreSQL when BENCH_POSTGRES_URL is set. Each run prints its figures as its last JSON line; a failed run is
 * reported with the end of its stderr and left out. Prints the table of the runs that answered.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** `name` names the bench in failures; `script` is the path from the project root. */
export function runPerDatabase(name, script, timeoutMs) {
  const targets = [['sqlite', '']]
  if (process.env.BENCH_POSTGRES_URL) targets.push(['postgres', process.env.BENCH_POSTGRES_URL])
  const rows = []
  for (const [database, url] of targets) {
    const r = spawnSync(process.execPath, ['--conditions=production', '--import', 'tsx', script], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: url },
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    })
    const line = (r.stdout ?? '')
      .split('\n')
      .reverse()
      .find((l) => l.startsWith('{'))
    if (r.error || r.signal || !line) {
      console.error(
        `${name} bench (${database}) failed: ${r.error?.message ?? r.signal ?? ''}\n${(r.stderr ?? '').slice(-2000)}`,
      )
      continue
    }
    rows.push(JSON.parse(line))
  }
  if (rows.length) console.table(rows)
}
