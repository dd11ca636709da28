/**
 * Prometheus metrics (prom-client) of one server process: requests by route group (rate and latency), the jobs'
 * queue depth, the app's cache hits and misses, and Node's own process metrics. Exposed to staff at
 * /api/v1/metrics (src/api/metrics.ts) and, with METRICS_PORT, on an internal port that the reverse proxy does not
 * serve. With node:cluster (scripts/start.mjs) each worker answers the primary's aggregation requests and the
 * primary serves the sum on METRICS_PORT (serveClusterMetrics). docs/adr/0024-operations.md.
 *
 * The metrics live on `globalThis` under a registered symbol: the app's bundled code (src/lib/metrics.ts) reaches
 * them there without importing prom-client a second time.
 */
import cluster from 'node:cluster'
import http from 'node:http'
import client from 'prom-client'

const METRICS = Symbol.for('site.metrics')

/** Seconds: from a cached page (a few ms) to a slow export (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/** Distinct page groups one process labels before the rest count as `/(other)`: a bound on label cardinality. */
const MAX_PAGE_GROUPS = 100
/** A probe (queue depth) that takes longer is left out of this scrape. */
const PROBE_TIMEOUT_MS = 2000

function withTimeout(promise, ms) {
  let timer
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

function createMetrics() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route group and status code.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  })
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of the response, by method and route group.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  const cacheLookups = new client.Counter({
    name: 'site_cache_lookups_total',
    help: "Reads of the app's caches, by cache and result (hit or miss).",
    labelNames: ['cache', 'result'],
    registers: [registry],
  })
  /** @type {Map<string, () => Promise<number>>} */
  const probes = new Map()
  new client.Gauge({
    name: 'site_queue_depth',
    help: 'Jobs waiting to run, by queue (read from the database, cached a few seconds).',
    labelNames: ['queue'],
    registers: [registry],
    // Every process reads the same database: the cluster's answer is one process's, not the sum.
    aggregator: 'max',
    async collect() {
      await Promise.all(
        [...probes].map(async ([queue, probe]) => {
          try {
            this.set({ queue }, await withTimeout(probe(), PROBE_TIMEOUT_MS))
          } catch {
            // Left out of this scrape; the readiness check reports the database.
          }
        }),
      )
    },
  })
  const pageGroups = new Set()
  return {
    registry,
    /** Records one answered request. `route` is a route group (routeGroup()), never a raw path. */
    observeRequest(method, route, status, seconds) {
      const m = METHODS.has(method) ? method : 'OTHER'
      requests.inc({ method: m, route, status: String(status) })
      duration.observe({ method: m, route }, seconds)
    },
    cacheLookup(cache, hit) {
      cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' })
    },
    /** Names a queue and how to count it; the count runs at scrape time. */
    setQueueProbe(queue, probe) {
      probes.set(queue, probe)
    },
    async exposition() {
      return { contentType: registry.contentType, body: await registry.metrics() }
    },
    /** A page path's group: its first segment once the page answered, at most MAX_PAGE_GROUPS of them. */
    pageGroup(segment) {
      if (pageGroups.has(segment)) return `/${segment}`
      if (pageGroups.size >= MAX_PAGE_GROUPS) return '/(other)'
      pageGroups.add(segment)
      return `/${segment}`
    },
  }
}

/** The process's metrics (created on first use). */
export function metrics() {
  globalThis[METRICS] ??= createMetrics()
  return globalThis[METRICS]
}

/**
 * The route group of a request for the labels: the API's route pattern when the router named it (passed as
 * `route`), else a fixed group by prefix, else a page's first path segment when the page answered (status below
 * 400), else `/(unmatched)`. Never the raw path, so a scan of random URLs adds no series.
 * @param {string} pathname
 * @param {number} status
 * @param {string | undefined} route
 */
export function routeGroup(pathname, status, route) {
  if (route) return route
  const path = pathname === '/en' || pathname.startsWith('/en/') ? pathname.slice(3) || '/' : pathname
  if (path.startsWith('/_next/static/')) return '/_next/static'
  if (path.startsWith('/_next/image')) return '/_next/image'
  if (path.startsWith('/_next/')) return '/_next'
  if (path === '/api/v1' || path.startsWith('/api/v1/')) return '/api/v1/(unmatched)'
  if (path === '/api/cms' || path.startsWith('/api/cms/')) return '/api/cms'
  if (path.startsWith('/api/')) return '/api/(other)'
  if (path === '/admin' || path.startsWith('/admin/')) return '/admin'
  if (path === '/') return '/'
  if (status >= 400) return '/(unmatched)'
  const segment = path.split('/')[1] ?? ''
  if (!/^[a-z0-9][a-z0-9_.-]{0,40}$/i.test(segment)) return '/(other)'
  return metrics().pageGroup(segment.toLowerCase())
}

function serve(port, host, answer) {
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Not found: GET /metrics\n')
      return
    }
    try {
      const { contentType, body } = await answer()
      res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
      res.end(body)
    } catch (error) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(`metrics unavailable: ${error.message}\n`)
    }
  })
  server.on('error', (error) => console.error(`[metrics] port ${port}: ${error.message}`))
  server.listen(port, host)
  server.unref()
  return server
}

/** METRICS_PORT (default unset: no port) and METRICS_HOST (default 127.0.0.1; 0.0.0.0 in a container). */
export function metricsPortSettings(env = process.env) {
  const port = Number(env.METRICS_PORT || 0)
  return { port: Number.isInteger(port) && port > 0 && port < 65536 ? port : 0, host: env.METRICS_HOST || '127.0.0.1' }
}

/**
 * Called once by a server process (scripts/server.mjs). A cluster worker answers the primary's aggregation
 * requests (the primary serves METRICS_PORT: serveClusterMetrics); a lone process serves METRICS_PORT itself.
 */
export function exposeProcessMetrics(env = process.env) {
  const own = metrics()
  if (cluster.isWorker) {
    client.AggregatorRegistry.setRegistries([own.registry])
    // Constructing one installs the worker's listener for the primary's requests (prom-client's cluster.js).
    new client.AggregatorRegistry()
    return null
  }
  const { port, host } = metricsPortSettings(env)
  return port ? serve(port, host, () => own.exposition()) : null
}

/**
 * For the cluster's primary (scripts/start.mjs): METRICS_PORT serves the sum of every worker's metrics
 * (counters and histograms added up, the queue depth the largest). Returns the server, or null without the port.
 */
export function serveClusterMetrics(env = process.env) {
  const { port, host } = metricsPortSettings(env)
  if (!port) return null
  const aggregator = new client.AggregatorRegistry()
  return serve(port, host, async () => ({
    contentType: aggregator.contentType,
    body: await aggregator.clusterMetrics(),
  }))
}
