import { beforeEach } from 'vitest'

/**
 * CI retries a failed browser test once (E2E_RETRY, vitest.config.ts). Vitest reports only the last attempt, so a
 * test that passed on its retry never showed why its first attempt failed. This prints each failed attempt that is
 * retried, with its error, in the run's output.
 */
const retries = Number(process.env.E2E_RETRY ?? 0)

if (retries > 0) {
  beforeEach(({ onTestFailed }) => {
    onTestFailed(({ task }) => {
      const attempt = (task.result?.retryCount ?? 0) + 1
      if (attempt > retries) return // the last attempt: vitest reports it as a failure
      const where = task.fullName ?? task.name
      for (const error of task.result?.errors ?? []) {
        console.error(`↻ retried after attempt ${attempt}: ${where}\n${error.stack ?? error.message}`)
      }
    })
  })
}
