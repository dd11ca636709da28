import type { Payload } from 'payload'

/**
 * SQLite has one writer at a time, and each Payload write opens its own write transaction on a fresh
 * connection: two of them at once in one process make the second fail with SQLITE_BUSY. SQLite is the
 * one-process setup (docs/DESIGN.md), so its writes that may run concurrently (a double click, 20 settlements
 * of one cart) queue here. PostgreSQL runs them at once and relies on row locks and unique constraints.
 */
let queue: Promise<unknown> = Promise.resolve()

export function serialWrite<T>(payload: Payload, write: () => Promise<T>): Promise<T> {
  if (payload.db.name !== 'sqlite') return write()
  const run = queue.then(write, write)
  queue = run.catch(() => undefined)
  return run
}
