#!/usr/bin/env node
/**
 * `npm run test:e2e`: the browser suite. Installs Debian's chromium and CJK fonts when missing (as root),
 * starts the production server on a fresh SQLite database with the demo seed (E2E_PORT, default 3100),
 * runs the Vitest `e2e` project (playwright-core driving /usr/bin/chromium) and stops the server.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const port = process.env.E2E_PORT || '3100'
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

function ensureBrowser() {
  const hasFonts = spawnSync('sh', ['-c', 'fc-list 2>/dev/null | grep -qi "Noto Sans CJK"']).status === 0
  if (fs.existsSync(chromium) && hasFonts) return
  if (process.getuid?.() !== 0) {
    console.error(`chromium (${chromium}) or fonts-noto-cjk missing: sudo apt-get install -y chromium fonts-noto-cjk`)
    process.exit(1)
  }
  console.log('▶ installing chromium and fonts-noto-cjk from Debian…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (r.status !== 0) process.exit(r.status ?? 1)
  }
}

async function waitFor(url, ms) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`server did not answer ${url} within ${ms / 1000} s`)
}

ensureBrowser()
fs.mkdirSync(path.join(root, '.tmp'), { recursive: true })
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
const outbox = path.join(dataDir, 'outbox')
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  OUTBOX_DIR: outbox,
  // The image captcha's answers go to the outbox too, so the trial and award specs can solve them.
  CAPTCHA_OUTBOX: '1',
  // Warnings and errors only, as in the integration runs: a line per request would bury the suite's report.
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  SEED_ADMIN_EMAIL: 'admin@example.com',
  SEED_ADMIN_PASSWORD: 'E2e-Admin-Password-1',
}
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
})
let code = 1
try {
  await waitFor(`http://127.0.0.1:${port}/api/v1/health`, 15 * 60 * 1000)
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vitest'),
    [
      'run',
      '--project',
      'e2e',
      // The config's reporters, and vitest's JSON report for the step table of .ci/run (scripts/ci-report.mjs).
      '--reporter=default',
      '--reporter=./e2e/setup/retries-reporter.ts',
      '--reporter=json',
      `--outputFile.json=${path.join(root, '.tmp', 'vitest-e2e.json')}`,
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, E2E_BASE_URL: `http://127.0.0.1:${port}`, CHROMIUM_PATH: chromium, E2E_RUN_DIR: dataDir },
    },
  )
  code = result.status ?? 1
} catch (error) {
  console.error(error)
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(code)
