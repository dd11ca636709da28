import type { Payload } from 'payload'
import { rawQuery, retryWhileBusy } from '../../lib/db/payload-db'
import { onShutdown } from '../../lib/shutdown-hooks'
import { drainMailSender } from '../notifications/mail-queue'
import { jobsMode } from './mode'

/**
 * The runner of the site's Payload Jobs (src/server/jobs/tasks.ts; docs/adr/0023-jobs-worker.md): one loop per
 * process that (1) hands back jobs whose runner died (Payload 3.90 leaves a job `processing` forever when its
 * process is killed: a job `processing` for longer than JOBS_LEASE_SECONDS is released and run again), (2) lets
 * Payload queue the scheduled tasks that are due (`payload.jobs.handleSchedules`), (3) runs what is due
 * (`payload.jobs.run`), and sleeps JOBS_POLL_SECONDS when there was nothing to run. `stopJobRunner` drains: no
 * new claim, the batch in hand finishes.
 *
 * Runs in the worker process (`npm run worker`, scripts/worker.ts) or, with JOBS_WORKER=inline, in the web
 * process (`startJobs`, called at start-up by src/instrumentation.ts and src/lib/payload.ts).
 */
export interface JobsSettings {
  pollMs: number
  leaseMs: number
  drainMs: number
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

export function jobsSettings(env: Record<string, string | undefined> = process.env): JobsSettings {
  return {
    pollMs: positive(env.JOBS_POLL_SECONDS, 1) * 1000,
    leaseMs: positive(env.JOBS_LEASE_SECONDS, 300) * 1000,
    drainMs: positive(env.JOBS_DRAIN_SECONDS, 20) * 1000,
  }
}

/** Jobs claimed per run. On SQLite they run one after another (one writer at a time anyway). */
const BATCH = 10
/** How often the due schedules are queued (each look writes Payload's job-stats global). */
const SCHEDULE_EVERY_MS = 5000

interface Runner {
  stop: boolean
  wake: () => void
  loop: Promise<void>
}
const RUNNER = Symbol.for('site.jobRunner')
type RunnerHolder = { [RUNNER]?: Runner }
const holder = globalThis as RunnerHolder

/** True while this process runs jobs (the assertion of "no web process runs jobs with JOBS_WORKER=external"). */
export function jobRunnerActive(): boolean {
  return Boolean(holder[RUNNER])
}

/**
 * Makes jobs whose runner died claimable again: `processing` and not touched for the lease (Payload updates the
 * row when it claims the job and after each task). Returns their ids. Safe to repeat: a released job that is in
 * fact still running is at worst run twice, and every task is idempotent (tasks.ts).
 */
export async function releaseAbandonedJobs(payload: Payload, leaseMs: number, at = Date.now()): Promise<string[]> {
  const cutoff = new Date(at - leaseMs).toISOString()
  const rows = await retryWhileBusy(() =>
    rawQuery(payload, (sql) => {
      const [yes, no] =
        payload.db.name === 'postgres' ? [sql.raw('true'), sql.raw('false')] : [sql.raw('1'), sql.raw('0')]
      return sql`UPDATE "payload_jobs" SET "processing" = ${no}, "updated_at" = ${new Date(at).toISOString()}
        WHERE "processing" = ${yes} AND "completed_at" IS NULL AND "updated_at" < ${cutoff}
        RETURNING "id"`
    }),
  )
  const ids = rows.map((row) => String(row.id))
  if (ids.length > 0) console.warn(`[jobs] released ${ids.length} job(s) of a runner that stopped: ${ids.join(', ')}`)
  return ids
}

/** True when a job could be claimed now (what `payload.jobs.run` claims: not done, not failed, not held, due). */
async function jobsDue(payload: Payload): Promise<boolean> {
  const found = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { processing: { equals: false } },
        { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: new Date().toISOString() } }] },
      ],
    },
    overrideAccess: true,
  })
  return found.totalDocs > 0
}

/** Starts this process's runner (once). */
export function startJobRunner(payload: Payload, env: Record<string, string | undefined> = process.env): void {
  if (holder[RUNNER]) return
  const { pollMs, leaseMs } = jobsSettings(env)
  const runner: Runner = { stop: false, wake: () => {}, loop: Promise.resolve() }
  holder[RUNNER] = runner
  runner.loop = (async () => {
    let lastRelease = 0
    let lastSchedule = 0
    while (!runner.stop) {
      let ran = 0
      try {
        const t = Date.now()
        if (t - lastRelease >= Math.min(leaseMs / 4, 30_000)) {
          lastRelease = t
          await releaseAbandonedJobs(payload, leaseMs)
        }
        if (t - lastSchedule >= SCHEDULE_EVERY_MS) {
          lastSchedule = t
          await payload.jobs.handleSchedules({ allQueues: true })
        }
        if (runner.stop) break
        // Payload's run opens a write transaction even when nothing is due: look first (a plain read).
        if (await jobsDue(payload)) {
          const result = await payload.jobs.run({
            allQueues: true,
            limit: BATCH,
            sequential: payload.db.name === 'sqlite',
            silent: { info: true },
          })
          ran = Object.keys(('jobStatus' in result && result.jobStatus) || {}).length
          // A plain read after the run's transactions: libsql opens its next connection now, so the SQLite file's
          // -wal stays while this process sleeps (it goes when a process's last connection closes).
          await jobsDue(payload)
        }
      } catch (error) {
        console.error('[jobs] run failed', error)
      }
      if (ran === 0 && !runner.stop) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs)
          runner.wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
    }
  })()
}

/** Drains this process's runner: no new claim; resolves once the jobs in hand have finished. */
export async function stopJobRunner(): Promise<void> {
  const runner = holder[RUNNER]
  if (!runner) return
  runner.stop = true
  runner.wake()
  await runner.loop
  if (holder[RUNNER] === runner) holder[RUNNER] = undefined
}

/**
 * The shutdown of a process that runs jobs: from now on no mail is claimed (a `send-mail` job of the batch in hand
 * finishes with the rows it already claimed and is left undone, so the next runner runs it again for its other
 * rows: tasks.ts), no job is claimed, and this resolves once the jobs in hand and the mails being sent are done
 * and recorded.
 */
export async function stopJobs(): Promise<void> {
  const mails = drainMailSender()
  await stopJobRunner()
  await mails
}

export type JobsStart = 'inline' | 'external' | 'off'

/**
 * The web app's start-up of background work (src/instrumentation.ts, src/lib/payload.ts): with
 * JOBS_WORKER=external nothing at all (no runner, no timer: the worker process runs the jobs); inline, this
 * process's runner, drained on SIGTERM by scripts/shutdown.mjs. Off in tests (they run jobs on demand).
 */
export function startJobs(payload: Payload, env: Record<string, string | undefined> = process.env): JobsStart {
  if (env.VITEST) return 'off'
  if (jobsMode(env) === 'external') return 'external'
  startJobRunner(payload, env)
  onShutdown(stopJobs)
  return 'inline'
}

/**
 * At a web process's start (src/instrumentation.ts): with JOBS_WORKER=inline, starts the runner shortly after
 * (so pending jobs run without waiting for a first request); with `external`, nothing.
 */
export function startJobsSoon(
  getPayload: () => Promise<Payload>,
  env: Record<string, string | undefined> = process.env,
): JobsStart {
  if (env.VITEST) return 'off'
  if (jobsMode(env) === 'external') return 'external'
  setTimeout(() => {
    getPayload()
      .then((payload) => startJobs(payload, env))
      .catch((error) => console.error('[jobs] start failed', error))
  }, 1000).unref()
  return 'inline'
}
