import type { Payload } from 'payload'

/**
 * SQLite allows one writer at a time, and Payload's SQLite adapter opens a connection per transaction, so two
 * concurrent writes in one process can fail at once with SQLITE_BUSY instead of waiting. The lead forms and
 * the mail queue write through this queue: on SQLite their writes run one after another in this process; on
 * PostgreSQL they run as they come.
 */
let tail: Promise<unknown> = Promise.resolve()

export function serialWrite<T>(payload: Payload, write: () => Promise<T>): Promise<T> {
  if (payload.db.name !== 'sqlite') return write()
  const run = tail.then(write, write)
  tail = run.catch(() => undefined)
  return run
}
