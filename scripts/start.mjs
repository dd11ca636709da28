#!/usr/bin/env node
/**
 * `npm start`: brings the database up to date (migrations, demo seed on an empty database), builds the app
 * when the sources changed since the last build, then serves it on PORT (3000).
 * Node runs with --conditions=production everywhere (docs/adr/0001-node-conditions-production.md).
 */
import { spawn, spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const nodeOptions = [process.env.NODE_OPTIONS, '--conditions=production'].filter(Boolean).join(' ')
const env = { ...process.env, NODE_OPTIONS: nodeOptions, NEXT_TELEMETRY_DISABLED: '1' }
const port = process.env.PORT || '3000'

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } })
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
}

/** A fingerprint of everything the build depends on: file paths, sizes and modification times. */
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
  return hash.digest('hex')
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name)
/** Next.js's request handler plus precompressed static files (scripts/server.mjs). */
const serverScript = path.join(root, 'scripts', 'server.mjs')

run(process.execPath, ['--conditions=production', '--import', 'tsx', 'scripts/prepare-db.ts'])

const stampFile = path.join(root, '.next', 'source-stamp')
const stamp = sourceStamp()
const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(stampFile)
if (!built || fs.readFileSync(stampFile, 'utf8') !== stamp || process.env.FORCE_BUILD === '1') {
  console.log('▶ building the site (first start or sources changed)…')
  run(bin('next'), ['build'], { NODE_ENV: 'production' })
  run(process.execPath, ['scripts/precompress.mjs'])
  fs.writeFileSync(stampFile, stamp)
} else {
  console.log('▶ build is up to date')
}

console.log(`▶ serving on http://localhost:${port} (back office: http://localhost:${port}/admin)`)
const asked = Math.max(1, Math.trunc(Number(process.env.WEB_CONCURRENCY || 1)) || 1)
// Several processes must share rate limits, captcha answers, codes and cache invalidation: only with Redis.
const workers = asked > 1 && !process.env.REDIS_URL ? 1 : asked
if (workers !== asked) {
  console.warn(
    `⚠ WEB_CONCURRENCY=${asked} needs REDIS_URL (rate limits, captcha answers, codes and cache invalidation must be shared by the processes): serving with one process.`,
  )
}
if (workers === 1) {
  const server = spawn(process.execPath, [serverScript], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production', PORT: port },
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
} else {
  serveCluster(workers)
}

/**
 * WEB_CONCURRENCY > 1 (with REDIS_URL): that many server processes (scripts/server.mjs) share the port (node:cluster hands the
 * connections out in turn), one per CPU core. Everything the processes must agree on is in the database or in
 * Redis (rate limits, captcha answers, codes, cache invalidation including Next.js's page cache:
 * src/lib/cache.ts). A worker that dies is replaced; if workers keep dying (five exits within a minute: the port
 * is taken, the build is missing…), the server stops with an error. docs/adr/0005-serving-performance.md.
 */
function serveCluster(count) {
  process.chdir(root)
  cluster.setupPrimary({ exec: serverScript })
  let stopping = false
  let stopCode = 0
  const exits = []
  const timers = new Set()
  const fork = () => cluster.fork({ ...env, NODE_ENV: 'production', PORT: port })
  for (let i = 0; i < count; i++) fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopCode)
      return
    }
    const now = Date.now()
    exits.push(now)
    while (exits.length && exits[0] < now - 60_000) exits.shift()
    if (exits.length >= 5) {
      console.error(`\n✖ server processes keep exiting (${exits.length} within a minute): stopping`)
      stop('SIGTERM', 1)
      return
    }
    console.error(`✖ worker ${worker.process.pid} exited (${signal ?? code}); starting another`)
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (!stopping) fork()
    }, 1000)
    timers.add(timer)
  })
  const stop = (signal, exitCode = 0) => {
    stopping = true
    stopCode = exitCode
    for (const timer of timers) clearTimeout(timer)
    const running = Object.values(cluster.workers ?? {})
    if (running.length === 0) process.exit(exitCode)
    for (const worker of running) worker?.process.kill(signal)
    // Longer than a worker's own shutdown (20 s: requests, then the mail sender's sends under way).
    setTimeout(() => process.exit(exitCode), 25_000).unref()
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
}
