#!/usr/bin/env node
/**
 * `npm start`: brings the database up to date (migrations, demo seed on an empty database), builds the app
 * when the sources changed since the last build, then serves it on PORT (3000).
 * Node runs with --conditions=production everywhere (docs/adr/0001-node-conditions-production.md).
 */
import { spawn, spawnSync } from 'node:child_process'
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

run(process.execPath, ['--conditions=production', '--import', 'tsx', 'scripts/prepare-db.ts'])

const stampFile = path.join(root, '.next', 'source-stamp')
const stamp = sourceStamp()
const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(stampFile)
if (!built || fs.readFileSync(stampFile, 'utf8') !== stamp || process.env.FORCE_BUILD === '1') {
  console.log('▶ building the site (first start or sources changed)…')
  run(bin('next'), ['build'], { NODE_ENV: 'production' })
  fs.writeFileSync(stampFile, stamp)
} else {
  console.log('▶ build is up to date')
}

console.log(`▶ serving on http://localhost:${port} (back office: http://localhost:${port}/admin)`)
const server = spawn(bin('next'), ['start', '-p', port], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
