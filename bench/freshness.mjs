/**
 * Edit to visible (issue 22) for `npm run bench`: how long a staff change (a price, a deleted product in search, a
 * site setting) takes to show in /api/v1 while visitors keep reading, on a scratch SQLite database and (when a
 * server answers) PostgreSQL, each in a process of its own (bench/freshness-bench.ts). Target: 2 s.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export function runFreshnessBench() {
  console.log('Edit to visible: staff change through the local API until /api/v1 shows it, 3 visitors reading')
  const rows = []
  for (const db of ['sqlite', 'postgres']) {
    const r = spawnSync(
      process.execPath,
      ['--conditions=production', '--import', 'tsx', 'bench/freshness-bench.ts', db],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '' },
        timeout: 15 * 60_000,
        killSignal: 'SIGKILL',
      },
    )
    const line = (r.stdout ?? '')
      .split('\n')
      .reverse()
      .find((l) => l.startsWith('{') || l.startsWith('freshness bench'))
    if (r.error || r.signal || !line) {
      console.error(
        `freshness bench (${db}) failed: ${r.error?.message ?? r.signal ?? ''}\n${(r.stderr ?? '').slice(-2000)}`,
      )
      continue
    }
    if (line.startsWith('{')) rows.push(JSON.parse(line))
    else console.log(line)
  }
  if (rows.length) console.table(rows)
  const worst = Math.max(0, ...rows.flatMap((row) => Object.values(row).filter((v) => typeof v === 'number')))
  console.log(`Slowest ${worst} ms: ${worst <= 2000 ? 'within' : 'OVER'} the 2 s target.\n`)
}
