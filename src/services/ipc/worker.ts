/**
 * The worker's side of the IPC between the node:cluster workers of `npm start` and their primary
 * (scripts/start.mjs, src/services/ipc/primary.mjs). Messages are JSON objects with a `site` field:
 * - `{ site: 'kv', id, op, args }` → `{ site: 'kv-reply', id, result?, error? }`: the shared key-value store
 *   (src/services/kv/ipc-store.ts);
 * - `{ site: 'bus', channel, message }`: a broadcast, which the primary forwards to every other live worker.
 */
export interface IpcChannel {
  /** Sends a message to the primary; rejects when the channel is closed. */
  send(message: object): Promise<void>
  /** Listens to the primary's messages; returns the function that stops listening. */
  onMessage(listener: (message: unknown) => void): () => void
}

export { ipcAvailable } from './available.mjs'

/** This process's channel to its parent (`process.send` / `process.on('message')`). */
export function processChannel(): IpcChannel {
  return {
    send: (message) =>
      new Promise((resolve, reject) => {
        if (!process.send || !process.connected) {
          reject(new Error('IPC: this process has no channel to a primary process'))
          return
        }
        process.send(message, undefined, {}, (error: Error | null) => (error ? reject(error) : resolve()))
      }),
    onMessage: (listener) => {
      process.on('message', listener)
      return () => {
        process.off('message', listener)
      }
    },
  }
}
