import type { Payload } from 'payload'

/**
 * SQLite allows one writer at a time, and Payload's SQLite adapter opens a connection per transaction, so two
 * concurrent writes in one process can fail at once with SQLITE_BUSY instead of waiting. Writes that may run
 * concurrently (the lead forms, the mail queue, cart changes and settlements: a double click, 20 settlements of
 * one cart) go through this one queue: on SQLite they run one after another in this process (SQLite is the
 * one-process setup); on PostgreSQL they run as they come and rely on row locks and unique constraints.
 */
let tail: Promise<unknown> = Promise.resolve()

export function serialWrite<T>(payload: Payload, write: () => Promise<T>): Promise<T> {
  if (payload.db.name !== 'sqlite') return write()
  const run = tail.then(write, write)
  tail = run.catch(() => undefined)
  return run
}
