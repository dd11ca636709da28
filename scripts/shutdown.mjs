/**
 * The server processes' shutdown on SIGINT/SIGTERM (scripts/server.mjs, and the fault test's server,
 * tests/fault/api-server.ts): stop accepting connections and finish the requests under way (5 s at most), then
 * run the app's shutdown hooks (the mail sender stops claiming and finishes its sends under way:
 * src/server/notifications/mail-queue.ts), then exit with the signal's code (130, 143) as `next start` does.
 * Exits anyway after `limitMs`. The hooks live on `process` (the one object the app's bundled code surely shares).
 */
export const SHUTDOWN_HOOKS = Symbol.for('site.shutdownHooks')

/**
 * Behind a proxy that keeps connections to this server open (nginx's upstream keepalive), closing an idle
 * connection races with the proxy sending the next request on it, and a POST lost that way is not retried: the
 * visitor sees an error. So a node behind a proxy first drains for SHUTDOWN_DRAIN_MS (default 5000 with
 * TRUSTED_PROXY_HOPS, else 0): it goes on serving, but every answer closes its connection, and the proxy's idle
 * connections expire on the proxy's side (deploy/nginx.conf: keepalive_timeout 4s); reads get a 503 that takes the
 * node out of the proxy's rotation (`refuseReadWhileDraining`). Then it stops listening.
 */
export function drainMs(env = process.env) {
  const asked = Number(env.SHUTDOWN_DRAIN_MS)
  if (env.SHUTDOWN_DRAIN_MS !== undefined && Number.isFinite(asked) && asked >= 0) return Math.min(asked, 60_000)
  return Number(env.TRUSTED_PROXY_HOPS) > 0 ? 5000 : 0
}

let draining = false

/** From here until the exit, reads are refused (`refuseReadWhileDraining`). Called by the signal handler below. */
export function startDraining() {
  draining = true
}

/**
 * While a node behind a proxy drains, a read (GET, HEAD) is answered 503 at once, with `Connection: close`. nginx
 * sends it to another node (proxy_next_upstream http_503: the visitor sees that node's answer) and counts the 503 as
 * a failed attempt: after three (max_fails, shared by its workers through the upstream's zone) it sends this node
 * nothing for fail_timeout, POSTs included. Only then does the node close its port: closing it while nginx still
 * opens connections resets the ones waiting to be accepted, and a POST already written on one is lost (nginx does
 * not re-send a POST; the cluster test's rolling restart saw one 502 that way). Writes are still served meanwhile.
 * Answers true when it answered.
 */
export function refuseReadWhileDraining(req, res) {
  if (!draining || (req.method !== 'GET' && req.method !== 'HEAD')) return false
  res.writeHead(503, { 'Retry-After': '1', 'Cache-Control': 'no-store', Connection: 'close', 'Content-Length': 0 })
  res.end()
  return true
}

export function exitGracefullyOnSignals(server, { limitMs = 20_000, requestsMs = 5000 } = {}) {
  let exiting = false
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, async () => {
      if (exiting) return
      exiting = true
      const drain = drainMs()
      setTimeout(() => process.exit(code), limitMs + drain).unref()
      if (drain > 0) {
        startDraining()
        server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'))
        await new Promise((resolve) => setTimeout(resolve, drain))
      }
      const closed = new Promise((resolve) => server.close(resolve))
      // Keep-alive connections go as soon as their request is answered (close() waits for them otherwise).
      server.closeIdleConnections()
      const idle = setInterval(() => server.closeIdleConnections(), 100)
      void closed.finally(() => clearInterval(idle))
      Promise.race([closed, new Promise((resolve) => setTimeout(resolve, requestsMs))])
        .then(() => Promise.allSettled([...(process[SHUTDOWN_HOOKS] ?? [])].map((hook) => hook())))
        .finally(() => process.exit(code))
    })
  }
}
