/** Runs once when a server process starts (Next.js instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Times the back office renders on the server (the version view's date, the restore dialog) in Asia/Shanghai.
  const { applySiteTimeZone } = await import('./lib/site-time-zone')
  applySiteTimeZone()
  const { assertProvidersAllowed } = await import('./services/providers')
  assertProvidersAllowed()
  // Other app processes' changes (Redis pub/sub, with REDIS_URL): dropped from this one's caches too.
  const { listenForInvalidations } = await import('./lib/cache')
  listenForInvalidations()
  // Background work (mails, retries, retention purges) runs as Payload Jobs: in this process with
  // JOBS_WORKER=inline, else in the worker process (`npm run worker`), and then nothing starts here.
  const { startJobsSoon } = await import('./server/jobs/runner')
  const { getPayloadClient } = await import('./lib/payload')
  startJobsSoon(getPayloadClient)
  // Operations: the queues' depth for the metrics, read when scraped (src/lib/metrics.ts, docs/adr/0024-operations.md).
  const { registerQueueProbes } = await import('./lib/metrics')
  registerQueueProbes(async () => (await import('./lib/payload')).getPayloadClient())
}
