/**
 * Where the site's Payload Jobs run (JOBS_WORKER; docs/adr/0023-jobs-worker.md):
 * - `inline` (the default of a process started on its own: `next dev`, `npm run serve`, tests): this web process
 *   runs them itself (src/server/jobs/runner.ts), and sends a lead's mails right after the answer;
 * - `external`: a separate process runs them (`npm run worker`; `npm start` starts one as a child of its
 *   primary); this web process only queues jobs and starts no runner and no timer.
 */
export type JobsMode = 'inline' | 'external'

export function jobsMode(env: Record<string, string | undefined> = process.env): JobsMode {
  const value = (env.JOBS_WORKER || 'inline').trim().toLowerCase()
  if (value === 'external') return 'external'
  if (value === 'inline') return 'inline'
  throw new Error(`Unknown JOBS_WORKER "${env.JOBS_WORKER}" (inline or external)`)
}
