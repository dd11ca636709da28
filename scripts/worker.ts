/**
 * `npm run worker`: the jobs worker (docs/adr/0023-jobs-worker.md). Runs the site's Payload Jobs (lead mails,
 * mail retries, retention purges: src/server/jobs/tasks.ts) in a process of its own, so no web process runs
 * background work (set JOBS_WORKER=external on the web processes). Any number of workers may run against one
 * database: each mail is claimed with a lease before it is sent, and a job whose worker died is run again after
 * JOBS_LEASE_SECONDS.
 *
 * SIGTERM/SIGINT drain it: it claims nothing new, finishes the jobs in hand and the mails being sent, and exits 0;
 * if that takes longer than JOBS_DRAIN_SECONDS (default 20) it exits 1 (what it held is run again after the lease).
 * Prints `READY worker <pid>` once it runs. Run: node --conditions=production --import tsx scripts/worker.ts
 * (scripts/worker.mjs starts and supervises it for `npm start`).
 */
import { getPayloadClient } from '../src/lib/payload'
import { jobsSettings, startJobRunner, stopJobs } from '../src/server/jobs/runner'
import { assertProvidersAllowed } from '../src/services/providers'

process.title = 'site-worker'
// Whatever this process creates (outboxes, the SQLite file's -wal) is its user's alone (src/lib/data-files.ts).
process.umask(0o077)
assertProvidersAllowed()
const payload = await getPayloadClient()
startJobRunner(payload)
console.log(`READY worker ${process.pid}`)

let exiting = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (exiting) return
    exiting = true
    const started = Date.now()
    setTimeout(() => {
      console.error(`[worker] jobs still running after ${jobsSettings().drainMs} ms: exiting anyway`)
      process.exit(1)
    }, jobsSettings().drainMs).unref()
    stopJobs()
      .then(() => console.log(`[worker] drained in ${Date.now() - started} ms`))
      .catch((error) => console.error('[worker] drain failed', error))
      .finally(() => process.exit(0))
  })
}
