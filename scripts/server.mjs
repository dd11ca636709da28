#!/usr/bin/env node
/**
 * The production server `npm start` runs (one per process with WEB_CONCURRENCY): Next.js's own request handler
 * (the one `next start` uses, through Next's custom-server API) behind one addition: the build's static files go
 * out precompressed (Brotli or Zopfli gzip, made at build time by scripts/precompress.mjs) instead of being
 * gzipped again on every request. docs/adr/0007-compressed-static-files.md. And the visitor's address for the
 * per-IP limits is set from the socket (scripts/client-address.mjs, docs/adr/0010-trusted-client-address-and-limits.md).
 */
import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import next from 'next'
import { clientAddressSettings, stampClientAddress } from './client-address.mjs'
import { releaseCompressionStream } from './compression-stream.mjs'
import { exposeProcessMetrics, metrics } from './metrics.mjs'
import { observeRequests } from './observe-requests.mjs'
import { createPageMicroCache } from './page-micro-cache.mjs'
import { answerParserErrors, closeUnreadBodies, guardRequest } from './request-guard.mjs'
import { hashPageScripts, setSecurityHeaders } from './security-headers.mjs'
import { exitGracefullyOnSignals, refuseReadWhileDraining } from './shutdown.mjs'
import { precompressedStaticHandler } from './static-files.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT || 3000)

process.title = 'site-server'
// Whatever this process creates (the SQLite file, uploads, outboxes, caches) is its user's alone (src/lib/data-files.ts).
process.umask(0o077)
const app = next({ dev: false, dir: root, port })
await app.prepare()
const handle = app.getRequestHandler()
const servePrecompressed = precompressedStaticHandler(path.join(root, '.next', 'static'))
const clientAddressOptions = clientAddressSettings()
// The compression middleware Next.js itself uses, run here (next.config.ts: compress: false) so that the page's
// security headers are added to the uncompressed HTML first (docs/adr/0009-security-headers.md).
const compress = compression()
// Pages Next answered from its page cache, kept here for a second (scripts/page-micro-cache.mjs).
const microCache = createPageMicroCache({ onLookup: (hit) => metrics().cacheLookup('page-micro', hit) })
const keepPage = (req, since, https) => (status, headers, body) =>
  microCache.store(req, status, headers, body, since, https)

// Operations (docs/adr/0024-operations.md): a request id, one JSON log line and the metrics of every request;
// METRICS_PORT, or the cluster primary's aggregation when this process is a worker.
exposeProcessMetrics()
const server = http.createServer(observeRequests(serveRequest))
function serveRequest(req, res) {
  const security = setSecurityHeaders(req, res)
  if (refuseReadWhileDraining(req, res)) return
  if (guardRequest(req, res)) return
  // A body refused unread (413 on its size) is not read to its end: its connection is closed after the answer.
  closeUnreadBodies(req, res)
  if (servePrecompressed(req, res)) return
  const kept = microCache.lookup(req, security.https)
  compress(req, res, () => {})
  res.once('close', () => {
    if (!res.writableFinished) releaseCompressionStream(res)
  })
  if (kept) {
    res.writeHead(kept.status, { ...kept.headers, 'content-length': kept.body.length })
    res.end(kept.body)
    return
  }
  // The visitor's address for per-IP limits: the socket's, or X-Forwarded-For's only with TRUSTED_PROXY_HOPS.
  stampClientAddress(req, clientAddressOptions)
  hashPageScripts(res, security, keepPage(req, microCache.generation, security.https))
  handle(req, res).catch((error) => {
    console.error(`Failed to handle request for ${req.url}`, error)
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Internal Server Error')
  })
}
answerParserErrors(server)
server.listen(port, () => console.log(`✓ Ready on port ${port} (pid ${process.pid})`))

// As `next start`: finish the requests under way, then exit with the signal's code; before that the app's shutdown
// hooks run (the mail sender finishes the sends under way), 20 s at most.
exitGracefullyOnSignals(server)
