/**
 * The jobs worker as a child process, for `npm start` on one machine (scripts/start.mjs): one worker
 * (scripts/worker.ts) beside the web processes, which then run with JOBS_WORKER=external (no jobs, no timers).
 * It is started again when it exits unexpectedly (after a pause that grows while it keeps failing), and
 * `stop(signal)` forwards the signal and resolves once it has exited (it drains: docs/adr/0023-jobs-worker.md).
 *
 *   import { startWorker } from './worker.mjs'
 *   const worker = process.env.JOBS_WORKER === 'external' ? null : startWorker({ env })
 *   // web processes: env JOBS_WORKER=external; on SIGINT/SIGTERM: await worker?.stop(signal) before exiting
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** The command that runs the worker (also `npm run worker`). */
export const workerCommand = {
  command: process.execPath,
  args: ['--conditions=production', '--import', 'tsx', path.join('scripts', 'worker.ts')],
  cwd: root,
}

export function startWorker({ env = process.env, stdio = 'inherit' } = {}) {
  let child = null
  let stopping = false
  let failures = 0
  let restartTimer = null
  let exited = Promise.resolve()
  const start = () => {
    const started = Date.now()
    child = spawn(workerCommand.command, workerCommand.args, { cwd: workerCommand.cwd, env, stdio })
    exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        child = null
        resolve()
        if (stopping) return
        failures = Date.now() - started > 60_000 ? 1 : failures + 1
        const pause = Math.min(30_000, 1000 * 2 ** (failures - 1))
        console.error(`✖ jobs worker exited (${signal ?? code}); starting it again in ${pause / 1000} s`)
        restartTimer = setTimeout(start, pause)
      })
    })
  }
  start()
  return {
    get pid() {
      return child?.pid
    },
    /** Forwards the signal (the worker drains) and resolves once it has exited. */
    async stop(signal = 'SIGTERM') {
      stopping = true
      if (restartTimer) clearTimeout(restartTimer)
      child?.kill(signal)
      await exited
    },
  }
}
