#!/usr/bin/env node
/**
 * The production server `npm start` runs (one per process with WEB_CONCURRENCY): Next.js's own request handler
 * (the one `next start` uses, through Next's custom-server API) behind one addition: the build's static files go
 * out precompressed (Brotli or Zopfli gzip, made at build time by scripts/precompress.mjs) instead of being
 * gzipped again on every request. docs/adr/0007-compressed-static-files.md.
 */
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { precompressedStaticHandler } from './static-files.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT || 3000)

process.title = 'site-server'
const app = next({ dev: false, dir: root, port })
await app.prepare()
const handle = app.getRequestHandler()
const servePrecompressed = precompressedStaticHandler(path.join(root, '.next', 'static'))

const server = http.createServer((req, res) => {
  if (servePrecompressed(req, res)) return
  handle(req, res).catch((error) => {
    console.error(`Failed to handle request for ${req.url}`, error)
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Internal Server Error')
  })
})
server.listen(port, () => console.log(`✓ Ready on port ${port} (pid ${process.pid})`))

// As `next start`: finish what is under way, then exit with the signal's code.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    server.close(() => process.exit(code))
    server.closeIdleConnections()
    setTimeout(() => process.exit(code), 5000).unref()
  })
}
