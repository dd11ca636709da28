import path from 'node:path'
import type { RunnerTestSuite } from 'vitest'
import { beforeAll } from 'vitest'
import { type QuarantinedTest, quarantined } from '../quarantine'

/**
 * Retries only by name (e2e/quarantine.ts): before a file's tests run, each test gets the retries of its quarantine
 * entry, and every other test none, whatever its own options or the command line say. Vitest reads a test's
 * `retry` when the test starts, after this file-level hook. docs/adr/0039-quarantine-and-no-silent-skips.md.
 */
const root = path.resolve(import.meta.dirname, '../..')

const retriesOf = (entry: QuarantinedTest | undefined) => (entry ? (entry.retries ?? 1) : 0)

function visit(suite: RunnerTestSuite, file: string) {
  for (const task of suite.tasks) {
    if (task.type === 'suite') visit(task, file)
    else task.retry = retriesOf(quarantined(file, task.fullTestName ?? task.name))
  }
}

// Vitest reads the first argument's destructuring for the fixtures a hook uses (none); the file is the second.
// biome-ignore lint/correctness/noEmptyPattern: an empty pattern is how a hook says it uses no fixture
beforeAll(({}, file) => {
  visit(file as RunnerTestSuite, path.relative(root, file.file.filepath))
})
