/** Runs once when a server process starts (Next.js instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertProvidersAllowed } = await import('./services/providers')
  assertProvidersAllowed()
  // Other app processes' changes (Redis pub/sub, with REDIS_URL): dropped from this one's caches too.
  const { listenForInvalidations } = await import('./lib/cache')
  listenForInvalidations()
  // Retention: unclaimed uploads and closed award cases' ID data (src/server/uploads/purge-uploads.ts).
  const { startPurgeJobs } = await import('./server/uploads/purge-uploads')
  const { getPayloadClient } = await import('./lib/payload')
  startPurgeJobs(getPayloadClient)
  // Operations: the queues' depth for the metrics, read when scraped (src/lib/metrics.ts, docs/adr/0024-operations.md).
  const { registerQueueProbes } = await import('./lib/metrics')
  registerQueueProbes(async () => (await import('./lib/payload')).getPayloadClient())
}
