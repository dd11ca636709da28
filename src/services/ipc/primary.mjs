/**
 * The primary's side of the IPC between the node:cluster workers of `npm start` and their primary
 * (scripts/start.mjs). Plain JavaScript and no app imports, so the primary stays small (src/services/ipc/worker.ts
 * is the workers' side):
 * - `{ site: 'kv', id, op, args }` from a worker: runs the operation on the machine's one MemoryStore (the same
 *   logic as a single process's, src/services/kv/memory-store.mjs) and answers `{ site: 'kv-reply', id, result }`
 *   or `{ site: 'kv-reply', id, error }`. One thread runs one operation at a time, so the store's check-and-write
 *   operations (windowHit, reserve, take, setIfAbsent, incr) are atomic across the workers.
 * - `{ site: 'bus', channel, message }` from a worker: forwarded as it is to every other live worker (the
 *   cross-process bus, src/services/bus, builds on it), never back to the sender.
 */
import { KV_OPERATIONS, MemoryStoreCore } from '../kv/memory-store.mjs'

/**
 * Serves the workers of `cluster` (node:cluster, or anything with its `on('message')`, `off` and `workers`).
 * Returns the function that stops serving.
 * @param {import('node:cluster').Cluster} cluster
 * @param {{ store?: MemoryStoreCore }} [options]
 */
export function servePrimary(cluster, { store = new MemoryStoreCore() } = {}) {
  /** @param {import('node:cluster').Worker} worker @param {unknown} message */
  const onMessage = (worker, message) => {
    if (typeof message !== 'object' || message === null) return
    if (message.site === 'bus') relay(cluster, worker, message)
    else if (message.site === 'kv') answer(store, worker, message)
  }
  cluster.on('message', onMessage)
  return () => cluster.off('message', onMessage)
}

function relay(cluster, sender, message) {
  for (const worker of Object.values(cluster.workers ?? {})) {
    if (!worker || worker.id === sender.id || !worker.isConnected()) continue
    worker.send(message, undefined, undefined, () => {}) // a worker that just died misses it: it has no cache left
  }
}

async function answer(store, worker, { id, op, args }) {
  let reply
  if (typeof op !== 'string' || !KV_OPERATIONS.includes(op) || !Array.isArray(args)) {
    reply = { site: 'kv-reply', id, error: `unknown operation ${JSON.stringify(op)}` }
  } else {
    try {
      reply = { site: 'kv-reply', id, result: await store[op](...args) }
    } catch (error) {
      reply = { site: 'kv-reply', id, error: error instanceof Error ? error.message : String(error) }
    }
  }
  if (worker.isConnected()) worker.send(reply, undefined, undefined, () => {})
}
