#!/usr/bin/env node
/**
 * `npm start`: brings the database up to date (migrations, demo seed on an empty database; scripts/prepare-db.ts),
 * builds the app when the sources changed since the last build, then serves it on PORT (3000) with one server
 * process per core (WEB_CONCURRENCY overrides), no Redis needed.
 * `npm run build` (`start.mjs build`): builds only; `npm run serve` (`start.mjs serve`): serves the existing build
 * only (no build, no migration: in a deployment `npm run migrate` is the release step). One build serves any number
 * of nodes: its build id comes from the commit (next.config.ts) and its server-actions key from
 * NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (or DATA_DIR/.server-actions-key). docs/adr/0020-one-build-many-nodes.md.
 * Node runs with --conditions=production everywhere (docs/adr/0001-node-conditions-production.md).
 */
import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { servePrimary } from '../src/services/ipc/primary.mjs'
import { serveClusterMetrics } from './metrics.mjs'
import { serverActionsKey, serverNodeOptions, serverProcessCount } from './start-settings.mjs'
import { superviseCluster, superviseProcess } from './supervisor.mjs'
import { startWorker } from './worker.mjs'

const root = path.resolve(import.meta.dirname, '..')
const mode = process.argv[2] ?? 'start'
if (!['start', 'build', 'serve'].includes(mode)) {
  console.error(`usage: node scripts/start.mjs [start|build|serve]   (got ${JSON.stringify(mode)})`)
  process.exit(2)
}
const nodeOptions = [process.env.NODE_OPTIONS, '--conditions=production'].filter(Boolean).join(' ')
const env = { ...process.env, NODE_OPTIONS: nodeOptions, NEXT_TELEMETRY_DISABLED: '1' }
// The same key at build and run time (Next reads it in both); serve only passes on the environment's, if any: a
// build made elsewhere carries its own key in its manifest.
if (mode !== 'serve') env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = serverActionsKey(process.env, root)
const port = process.env.PORT || '3000'

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } })
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
}

/**
 * A fingerprint of everything the build depends on: file paths, sizes and modification times, the build settings
 * (BUILD_ID and friends) and a hash of the server-actions key (a new key needs a new build).
 */
function sourceStamp() {
  const hash = createHash('sha256')
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else {
        const stat = fs.statSync(full)
        hash.update(`${path.relative(root, full)}:${stat.size}:${stat.mtimeMs}\n`)
      }
    }
  }
  walk(path.join(root, 'src'))
  if (fs.existsSync(path.join(root, 'public'))) walk(path.join(root, 'public'))
  for (const file of ['package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json']) {
    const full = path.join(root, file)
    if (fs.existsSync(full)) hash.update(`${file}:${fs.readFileSync(full)}\n`)
  }
  for (const name of ['BUILD_ID', 'GIT_COMMIT', 'SOURCE_COMMIT']) hash.update(`${name}=${env[name] ?? ''}\n`)
  hash.update(
    `key:${createHash('sha256')
      .update(env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ?? '')
      .digest('hex')}\n`,
  )
  return hash.digest('hex')
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name)
/** Next.js's request handler plus precompressed static files (scripts/server.mjs). */
const serverScript = path.join(root, 'scripts', 'server.mjs')

const stampFile = path.join(root, '.next', 'source-stamp')
const hasBuild = () => fs.existsSync(path.join(root, '.next', 'BUILD_ID'))

function build() {
  console.log('▶ building the site…')
  const stamp = sourceStamp()
  run(bin('next'), ['build'], { NODE_ENV: 'production' })
  run(process.execPath, ['scripts/precompress.mjs'])
  fs.writeFileSync(stampFile, stamp)
  console.log(`✓ build ${fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim()} in .next/`)
}

if (mode === 'build') {
  build()
  process.exit(0)
}
if (mode === 'start') {
  run(process.execPath, ['--conditions=production', '--import', 'tsx', 'scripts/prepare-db.ts'])
  const built = hasBuild() && fs.existsSync(stampFile)
  if (!built || fs.readFileSync(stampFile, 'utf8') !== sourceStamp() || process.env.FORCE_BUILD === '1') {
    console.log('▶ first start or sources changed')
    build()
  } else {
    console.log('▶ build is up to date')
  }
} else if (!hasBuild()) {
  console.error('✖ no build in .next/: run `npm run build` first (or `npm start`, which builds when needed)')
  process.exit(1)
}

const { count: workers, warning } = serverProcessCount(process.env, os.availableParallelism())
if (warning) console.warn(warning)
// The server processes' own Node options: a larger young generation (SERVER_SEMI_SPACE_MB, start-settings.mjs).
const serverOptions = serverNodeOptions(nodeOptions, process.env)
if (serverOptions.warning) console.warn(serverOptions.warning)
console.log(
  `▶ serving on http://localhost:${port} with ${workers} process${workers === 1 ? '' : 'es'} (back office: http://localhost:${port}/admin)`,
)
// Payload Jobs (mail, retries, purges) run in one worker process beside the web processes, which then run none
// (JOBS_WORKER=external); a deployment that runs `npm run worker` itself sets JOBS_WORKER=external on its nodes.
// docs/adr/0023-jobs-worker.md.
const jobsWorker =
  process.env.JOBS_WORKER === 'external'
    ? null
    : startWorker({ env: { ...env, NODE_ENV: 'production', JOBS_WORKER: 'inline' } })
env.JOBS_WORKER = 'external'

const serverEnv = { ...env, NODE_OPTIONS: serverOptions.nodeOptions, NODE_ENV: 'production', PORT: port }
// A server process that exits is started again after a pause that grows while they keep exiting (1 s … 30 s),
// never given up on; each exit is logged with its code or signal and its last stderr lines (scripts/supervisor.mjs).
let supervisor
if (workers === 1) {
  supervisor = superviseProcess({ command: process.execPath, args: [serverScript], cwd: root, env: serverEnv })
} else {
  supervisor = serveCluster(workers)
}
let stopped = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopped) return
    stopped = true
    // Longer than a server process's own shutdown (20 s: requests, then the mail sender's sends under way).
    setTimeout(() => process.exit(0), 25_000).unref()
    void Promise.all([supervisor.stop(signal), jobsWorker?.stop(signal)]).then(() => process.exit(0))
  })
}

/**
 * Several server processes (scripts/server.mjs) share the port (node:cluster hands the connections out in turn),
 * one per CPU core by default. What the processes must agree on is in the database, in Redis with REDIS_URL, or
 * else here in the primary: it holds the machine's one key-value store (rate limits, captcha answers, codes) and
 * relays broadcasts between the workers (cache invalidation), both over the cluster's IPC
 * (src/services/ipc/primary.mjs; the workers' side: src/services/kv/ipc-store.ts). A worker that exits is
 * replaced (scripts/supervisor.mjs). docs/adr/0005-serving-performance.md, docs/adr/0020-one-build-many-nodes.md.
 */
function serveCluster(count) {
  process.chdir(root)
  // silent: the workers' output comes through the primary, which quotes a dead worker's last stderr lines.
  cluster.setupPrimary({ exec: serverScript, silent: true })
  process.title = 'site-primary'
  servePrimary(cluster)
  const supervised = superviseCluster({ cluster, count, env: serverEnv })
  // METRICS_PORT: the workers' Prometheus metrics summed here (prom-client's aggregator, over the same IPC).
  serveClusterMetrics()
  return supervised
}
