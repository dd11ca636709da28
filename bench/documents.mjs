/**
 * Generated PDFs (issue 19) for `npm run bench`: datasheet and COA generation time per PDF, in a process of its
 * own (bench/documents-bench.ts: the engine alone, no database or server), cold first then median and p95 over
 * 50. Target: < 300 ms per PDF.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export function runDocumentsBench() {
  console.log('Generated PDFs: datasheet and COA per PDF (engine only, no server; first = cold, then 50 runs)')
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
  console.log(`p95 per PDF ${worst} ms: ${worst < 300 ? 'within' : 'OVER'} the 300 ms target\n`)
}
