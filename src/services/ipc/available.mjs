import cluster from 'node:cluster'

/**
 * True in a node:cluster worker that can talk to its primary (scripts/start.mjs). Only a cluster worker: other
 * processes with an IPC channel (Next's build workers, Vitest's forks) have `process.send` too but nobody answering
 * on the other end. Plain JavaScript: the page-cache handler (src/cache-handler.mjs) loads it outside the bundle.
 */
export function ipcAvailable() {
  return cluster.isWorker && typeof process.send === 'function' && process.connected
}
