/**
 * Generated PDFs (issues 19 and 30) for `npm run bench`: every document kind's generation time and size per PDF
 * and language, in a process of its own (bench/documents-bench.ts: the engine alone, no database or server),
 * cold first then median and p95 over 50. Targets: p95 <= 300 ms per PDF; a one-page Chinese datasheet <= 150 KB.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export function runDocumentsBench() {
  console.log('Generated PDFs: every kind per PDF and language (engine only, no server; first = cold, then 50 runs)')
  const r = spawnSync(process.execPath, ['--conditions=production', '--import', 'tsx', 'bench/documents-bench.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
    timeout: 5 * 60_000,
    killSignal: 'SIGKILL',
  })
  const line = (r.stdout ?? '').split('\n').find((l) => l.startsWith('['))
  if (r.error || r.signal || !line) {
    console.error(`documents bench failed: ${r.error?.message ?? r.signal ?? ''}\n${(r.stderr ?? '').slice(-2000)}`)
    return
  }
  const rows = JSON.parse(line)
  console.table(rows)
  const worst = Math.max(...rows.map((row) => row['p95 ms']))
  console.log(`p95 per PDF ${worst} ms: ${worst <= 300 ? 'within' : 'OVER'} the 300 ms target`)
  const sheet = rows.find((row) => row.pdf === 'datasheet (cn)')
  if (sheet)
    console.log(
      `Chinese datasheet ${sheet['size KB']} KB, ${sheet.pages} page(s): ${sheet['size KB'] <= 150 ? 'within' : 'OVER'} the 150 KB target\n`,
    )
}
