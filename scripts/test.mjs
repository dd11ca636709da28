#!/usr/bin/env node
/**
 * `npm test`: every unit and integration test on SQLite; then, when DATABASE_URL is a postgres URL, the same
 * integration suite again on PostgreSQL (a fresh database is created on that server and dropped afterwards).
 * Prints one closing line per run: "N passed, N failed". `--pg-only` runs only the PostgreSQL part (CI).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const nodeOptions = [process.env.NODE_OPTIONS, '--conditions=production'].filter(Boolean).join(' ')
const postgresUrl = /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : null
const pgOnly = process.argv.includes('--pg-only')
const extraArgs = process.argv.slice(2).filter((a) => a !== '--pg-only')

function vitest(label, projects, env) {
  const report = path.join(root, '.tmp', `vitest-${label}.json`)
  fs.mkdirSync(path.dirname(report), { recursive: true })
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    // The retried tests at the end, and a failed run for one outside e2e/quarantine.ts (vitest.config.ts).
    '--reporter=./e2e/setup/retries-reporter.ts',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extraArgs,
  ]
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vitest'), args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, NODE_OPTIONS: nodeOptions },
  })
  let passed = 0
  let failed = 0
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'))
    passed = json.numPassedTests
    failed = json.numFailedTests + (json.numRuntimeErrors ?? 0)
  } catch {
    failed = Math.max(failed, 1)
  }
  if (result.status !== 0 && failed === 0) failed = 1
  console.log(`\n${label}: ${passed} passed, ${failed} failed`)
  return result.status === 0 && failed === 0
}

if (pgOnly && !postgresUrl) {
  console.error('--pg-only needs DATABASE_URL=postgres://…')
  process.exit(1)
}
// The integration suite is two projects (vitest.config.ts): the files that share one process, and the few that need their own.
const integration = ['integration', 'integration-isolated']
let ok = pgOnly || vitest('sqlite', ['unit', ...integration], { DATABASE_URL: '' })
if (postgresUrl) ok = vitest('postgres', integration, { DATABASE_URL: postgresUrl }) && ok
process.exit(ok ? 0 : 1)
