#!/usr/bin/env node
/**
 * The table at the end of `.ci/run`: each step's seconds (the file `.ci/run` writes, one "seconds<TAB>step" line per
 * step) and the 10 slowest test files of the run's vitest JSON reports (.tmp/vitest-*.json: scripts/test.mjs,
 * scripts/e2e.mjs). Usage: node scripts/ci-report.mjs <steps-file>.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const stepsFile = process.argv[2]

const steps = []
try {
  for (const line of fs.readFileSync(stepsFile, 'utf8').split('\n').filter(Boolean)) {
    const [seconds, ...name] = line.split('\t')
    steps.push({ step: name.join('\t'), seconds: Number(seconds) })
  }
} catch {}
if (steps.length) {
  console.log('\nSteps')
  console.table(steps)
  // The side-by-side jobs ("  └ …") are inside their step's time.
  console.log(`total: ${steps.filter((r) => !r.step.startsWith(' ')).reduce((s, r) => s + r.seconds, 0)} s`)
}

const files = []
const dir = path.join(root, '.tmp')
for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!/^vitest-.*\.json$/.test(name)) continue
  let report
  try {
    report = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'))
  } catch {
    continue
  }
  const run = name.replace(/^vitest-|\.json$/g, '')
  for (const file of report.testResults ?? []) {
    const seconds = (file.endTime - file.startTime) / 1000
    if (!Number.isFinite(seconds)) continue
    files.push({ run, file: path.relative(root, file.name), tests: file.assertionResults?.length ?? 0, seconds })
  }
}
if (files.length) {
  files.sort((a, b) => b.seconds - a.seconds)
  console.log('\nThe 10 slowest test files')
  console.table(files.slice(0, 10).map((f) => ({ ...f, seconds: Number(f.seconds.toFixed(1)) })))
}
