/**
 * The server processes' shutdown on SIGINT/SIGTERM (scripts/server.mjs, and the fault test's server,
 * tests/fault/api-server.ts): stop accepting connections and finish the requests under way (5 s at most), then
 * run the app's shutdown hooks (the mail sender stops claiming and finishes its sends under way:
 * src/server/notifications/mail-queue.ts), then exit with the signal's code (130, 143) as `next start` does.
 * Exits anyway after `limitMs`. The hooks live on `process` (the one object the app's bundled code surely shares).
 */
export const SHUTDOWN_HOOKS = Symbol.for('site.shutdownHooks')

export function exitGracefullyOnSignals(server, { limitMs = 20_000, requestsMs = 5000 } = {}) {
  let exiting = false
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, () => {
      if (exiting) return
      exiting = true
      setTimeout(() => process.exit(code), limitMs).unref()
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
