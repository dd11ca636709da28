/** Runs once when a server process starts (Next.js instrumentation hook). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertProvidersAllowed } = await import('./services/providers')
  assertProvidersAllowed()
  // Retention: unclaimed uploads and closed award cases' ID data (src/services/uploads/purge.ts).
  const { startPurgeJobs } = await import('./services/uploads/purge')
  const { getPayloadClient } = await import('./lib/payload')
  startPurgeJobs(getPayloadClient)
}
