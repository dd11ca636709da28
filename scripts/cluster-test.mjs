#!/usr/bin/env node
/**
 * `npm run test:cluster` (issue 18): the multi-node test. nginx (Debian's package, installed when missing and
 * running as root) in front of two app nodes started from this checkout's build, on a fresh PostgreSQL database
 * and Redis (cluster/topology.ts); the tests are cluster/*.test.ts. Builds first when there is no build.
 *   CLUSTER_POSTGRES_URL (or CI_POSTGRES_URL): the server to create the run's database on
 *     (default postgres://postgres@127.0.0.1:5432/postgres); REDIS_URL (default redis://127.0.0.1:6379).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

function ensure(command, packages) {
  if (has(command)) return
  if (process.getuid?.() !== 0) {
    console.error(`${command} missing: sudo apt-get install -y ${packages.join(' ')}`)
    process.exit(1)
  }
  console.log(`▶ installing ${packages.join(', ')} from Debian…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (r.status !== 0) process.exit(r.status ?? 1)
  }
}

ensure('nginx', ['nginx', 'libnginx-mod-http-brotli-static'])
ensure('chromium', ['chromium', 'fonts-noto-cjk'])
// Debian starts a system nginx on port 80 when it installs the package; the test runs its own.
if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('▶ no build yet: npm run build')
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
const result = spawnSync(
  path.join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--project', 'cluster', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '--conditions=production' } },
)
process.exit(result.status ?? 1)
