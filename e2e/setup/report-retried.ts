import { beforeEach } from 'vitest'

/**
 * CI retries a failed browser test once (E2E_RETRY, vitest.config.ts). Vitest reports only the last attempt, so a
 * test that passed on its retry never showed why its first attempt failed. This prints each failed attempt that is
 * retried, with its error, in the run's output.
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
