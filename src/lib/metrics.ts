import type { Payload } from 'payload'
import type { SiteMetrics } from '../../scripts/metrics.mjs'

/**
 * The app's side of the Prometheus metrics (scripts/metrics.mjs holds them, created by the server process that
 * wraps the requests: scripts/server.mjs, or the integration tests' server). The app reaches them through
 * `globalThis` and never imports prom-client into its bundle; without a server wrapper (`next dev`) every call here
 * does nothing and the exposition is null. docs/adr/0024-operations.md.
 */
const METRICS = Symbol.for('site.metrics')

function siteMetrics(): SiteMetrics | undefined {
  return (globalThis as { [METRICS]?: SiteMetrics })[METRICS]
}

/** Counts one read of a cache (`cache`: its name, e.g. `data`) as a hit or a miss. */
export function recordCacheLookup(cache: string, hit: boolean): void {
  siteMetrics()?.cacheLookup(cache, hit)
}

/** The metrics in Prometheus's text format, or null when this process has none. */
export async function metricsExposition(): Promise<{ contentType: string; body: string } | null> {
  return (await siteMetrics()?.exposition()) ?? null
}

/** How long a queue's count is reused: a scrape every few seconds costs one COUNT per window. */
const QUEUE_DEPTH_TTL_MS = 5000

function cachedCount(count: () => Promise<number>): () => Promise<number> {
  let value: { at: number; count: Promise<number> } | undefined
  return () => {
    const now = Date.now()
    if (!value || now - value.at > QUEUE_DEPTH_TTL_MS) {
      const count$ = count()
      value = { at: now, count: count$ }
      count$.catch(() => {
        if (value?.count === count$) value = undefined
      })
    }
    return value.count
  }
}

/** Payload's jobs collection (not in the generated types until jobs are configured). */
const JOBS_COLLECTION = 'payload-jobs' as Parameters<Payload['count']>[0]['collection']

let probesRegistered = false

/**
 * The queues' depth for the `site_queue_depth` gauge, read when scraped and reused for 5 s: `mail` (mail
 * deliveries pending or being sent) and `jobs` (Payload Jobs not yet completed, when the jobs queue exists).
 * Once per process; no-op without metrics.
 */
export function registerQueueProbes(getPayload: () => Promise<Payload>): void {
  const meter = siteMetrics()
  if (!meter || probesRegistered) return
  probesRegistered = true
  meter.setQueueProbe(
    'mail',
    cachedCount(async () => {
      const payload = await getPayload()
      const { totalDocs } = await payload.count({
        collection: 'mail-deliveries',
        where: { status: { in: ['pending', 'sending'] } },
        overrideAccess: true,
      })
      return totalDocs
    }),
  )
  meter.setQueueProbe(
    'jobs',
    cachedCount(async () => {
      const payload = await getPayload()
      // Payload adds its jobs collection only when jobs are configured (the worker's queue, issue 18).
      if (!payload.collections[JOBS_COLLECTION]) return 0
      const { totalDocs } = await payload.count({
        collection: JOBS_COLLECTION,
        where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
        overrideAccess: true,
      })
      return totalDocs
    }),
  )
}
