import path from 'node:path'
import type { Reporter, TestCase } from 'vitest/node'
import { QUARANTINE, quarantined } from '../quarantine'

/**
 * The end of every run's report (vitest.config.ts, scripts/test.mjs, scripts/e2e.mjs): the tests that were retried,
 * each with its quarantine entry (e2e/quarantine.ts), and the run fails when a test outside the list was retried.
 * A test that needed a second attempt is a flaky one: passing on its retry must not turn it green unseen.
 */
const root = path.resolve(import.meta.dirname, '../..')

interface Retried {
  file: string
  name: string
  attempts: number
  state: string
}

export default class RetriesReporter implements Reporter {
  private retried: Retried[] = []

  onTestCaseResult(testCase: TestCase): void {
    const { retryCount } = testCase.diagnostic() ?? { retryCount: 0 }
    if (retryCount === 0) return
    this.retried.push({
      file: path.relative(root, testCase.module.moduleId),
      name: testCase.fullName,
      attempts: retryCount + 1,
      state: testCase.result().state,
    })
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) {
      if (QUARANTINE.length > 0) console.log(`\nretried: none (${QUARANTINE.length} test(s) in e2e/quarantine.ts)`)
      return
    }
    const outside = this.retried.filter((r) => !quarantined(r.file, r.name))
    console.log(`\nretried: ${this.retried.length} test(s)`)
    for (const r of this.retried) {
      const entry = quarantined(r.file, r.name)
      const why = entry ? `quarantined: ${entry.reason} (${entry.issue})` : 'NOT in e2e/quarantine.ts'
      console.log(`  ↻ ${r.file} > ${r.name}: ${r.attempts} attempts, ${r.state}; ${why}`)
    }
    if (outside.length > 0) {
      console.error(`✖ ${outside.length} test(s) retried outside the quarantine (e2e/quarantine.ts): the run fails`)
      process.exitCode = 1
    }
  }
}
