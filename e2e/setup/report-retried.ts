import { beforeEach } from 'vitest'

/**
 * A test quarantined in e2e/quarantine.ts may be retried (e2e/setup/quarantine.ts). Vitest reports only its last
 * attempt, so a test that passed on its retry never showed why its first attempt failed. This prints each failed
 * attempt that is retried, with its error, in the run's output; e2e/setup/retries-reporter.ts lists them at the end.
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(({ task }) => {
    // The test's own retry setting, as vitest resolved it (the config's `retry`, or a test's own).
    const retries = typeof task.retry === 'number' ? task.retry : (task.retry?.count ?? 0)
    const attempt = (task.result?.retryCount ?? 0) + 1
    if (attempt > retries) return // the last attempt: vitest reports it as a failure
    for (const error of task.result?.errors ?? []) {
      console.error(`↻ retried after attempt ${attempt}: ${task.fullName}\n${error.stack ?? error.message}`)
    }
  })
})
