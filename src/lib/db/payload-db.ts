import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as liteSql } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Payload } from 'payload'

/**
 * The one typed adapter for the Payload internals this project needs (DESIGN.md, "lib/db"): raw SQL where Payload's
 * local API cannot say it, Payload's Drizzle tables for bulk reads, and its open transactions. No other file casts
 * `payload.db`; `tests/payload-db.test.ts` fails when Payload's surface under these changes.
 */

/**
 * One raw SQL statement on either database, for what Payload's local API cannot say atomically (a conditional
 * `UPDATE … WHERE … RETURNING`, a `DELETE … RETURNING` claim). `build` gets the dialect's `sql` tag; with a
 * `transactionID` the statement runs in that open transaction. Returns the rows the statement returned.
 */
type SqlTag = typeof pgSql
interface DrizzleLike {
  execute?: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }>
  all?: (query: unknown) => Promise<Record<string, unknown>[]>
}

export async function rawQuery(
  payload: Payload,
  build: (sql: SqlTag) => unknown,
  transactionID?: string | number | null,
): Promise<Record<string, unknown>[]> {
  const db = internals(payload) as { drizzle: DrizzleLike; sessions: Record<string, { db: DrizzleLike }> }
  let target = db.drizzle
  if (transactionID !== undefined && transactionID !== null) {
    const session = db.sessions[String(transactionID)]?.db
    if (!session) throw new Error('rawQuery: the transaction is not open')
    target = session
  }
  const query = build(payload.db.name === 'postgres' ? pgSql : (liteSql as unknown as SqlTag))
  if (target.execute && payload.db.name === 'postgres') return (await target.execute(query)).rows
  if (target.all) return await target.all(query)
  throw new Error('rawQuery: unsupported database adapter')
}

/** What Payload's SQL adapters (db-sqlite, db-postgres 3.x) hold beyond the public `DatabaseAdapter` type. */
interface PayloadInternals {
  name: string
  drizzle: unknown
  tables: Record<string, unknown>
  sessions: Record<string, { db: unknown }>
  execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
}

function internals(payload: Payload): PayloadInternals {
  return payload.db as unknown as PayloadInternals
}

/**
 * Payload's Drizzle database and its tables (`products`, `products_locales`, …), typed by the caller as the
 * narrow query surface it uses (`select().from()`, `insert().values()`…), for bulk reads and writes where Payload's
 * per-document pipeline is too slow (10,000 products: 76 s through `find`, a fraction of a second this way).
 */
export function drizzleTables<Drizzle, Table = unknown>(
  payload: Payload,
): {
  drizzle: Drizzle
  tables: Record<string, Table>
} {
  const db = internals(payload)
  return { drizzle: db.drizzle as Drizzle, tables: db.tables as Record<string, Table> }
}

/** One raw statement with no parameters (DDL-like maintenance, e.g. moving a PostgreSQL sequence). */
export async function executeRaw(payload: Payload, raw: string): Promise<void> {
  const db = internals(payload)
  await db.execute({ drizzle: db.drizzle, raw })
}

/** SQLite's "database is locked" (SQLITE_BUSY): another connection held the write lock past the busy timeout. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (code === 'SQLITE_BUSY' || (typeof message === 'string' && message.includes('database is locked'))) return true
  }
  return false
}

/** Runs `write`, again up to `attempts` times in all while the database is busy (growing pauses between). */
export async function retryWhileBusy<T>(write: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      if (attempt >= attempts || !isDatabaseBusy(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt))
    }
  }
}

/**
 * SQLite with more than one writing process (the jobs worker beside the web processes):
 * - a transaction (`BEGIN IMMEDIATE`) that finds the write lock taken waits for it, as `busy_timeout` promises,
 *   instead of failing at once (libsql opens a new connection after every transaction, without the busy timeout);
 * - a connection on which a statement failed with SQLITE_BUSY is never used again: libsql leaves the failed
 *   statement open, and the next transaction on that connection then fails to COMMIT ("SQL statements in
 *   progress"), which Payload's adapter swallows, so a visitor would be told "stored" for a lead that is not.
 *   The client is handed a fresh connection instead (opening and rolling back a deferred transaction makes
 *   libsql drop the current one).
 * Beginning again is safe: nothing has happened yet. Waits `waitMs` at most, then throws as before.
 * - a statement outside a transaction that finds the lock taken is tried again the same way (a statement that
 *   failed with SQLITE_BUSY did nothing).
 * The waiting is done here, between attempts, not by SQLite: libsql runs statements synchronously on the event
 * loop, so SQLite's own busy wait (`busy_timeout`) freezes the whole process while it waits — and when the lock's
 * holder is another request of this same process (an open Payload transaction), that holder cannot go on until
 * the wait gives up: every request stood still for 5 s per attempt (the fuzz suite saw 60 s). The adapter's
 * `busyTimeout` is therefore short (SQLITE_BUSY_SLICE_MS) and the event loop runs between the attempts.
 * docs/adr/0023-jobs-worker.md.
 */
export function waitForSqliteWriteLock(adapterObj: DatabaseAdapterObj, waitMs = 5000): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args)
      const begin = adapter.beginTransaction
      adapter.beginTransaction = function beginWhenUnlocked(this: typeof adapter, options) {
        return whenUnlocked(this, waitMs, () => begin.call(this, options))
      }
      const connect = adapter.connect
      if (connect) {
        adapter.connect = async function connectAndGuard(this: typeof adapter, options) {
          await connect.call(this, options)
          guardClient(this, waitMs)
        }
      }
      return adapter
    },
  }
}

interface LibsqlClientLike {
  execute: (...args: unknown[]) => Promise<unknown>
  batch?: (...args: unknown[]) => Promise<unknown>
  transaction?: (mode: string) => Promise<{ rollback(): Promise<void> }>
  [GUARDED]?: true
}
const GUARDED = Symbol.for('site.sqliteBusyGuard')

/**
 * The connection settings Payload gives only the client's first connection (busy timeout, WAL synchronous mode):
 * libsql hands its connection to each transaction and opens a new one for the next statement, which would wait
 * 0 ms for a lock another process holds and fail at once with SQLITE_BUSY (seen: a batched analytics insert while
 * the jobs worker wrote). Applied to each new connection the moment it opens.
 */
function connectionPragmas(adapter: unknown): string[] {
  const { busyTimeout, wal } = adapter as { busyTimeout?: number; wal?: false | { synchronous?: string } }
  const pragmas: string[] = []
  if (busyTimeout && busyTimeout > 0) pragmas.push(`PRAGMA busy_timeout = ${Math.trunc(busyTimeout)}`)
  if (wal && typeof wal === 'object' && wal.synchronous && /^[A-Z]+$/.test(wal.synchronous)) {
    pragmas.push(`PRAGMA synchronous = ${wal.synchronous}`)
  }
  return pragmas
}

/**
 * Statements outside transactions wait for the write lock in slices (`whenUnlocked`), each SQLITE_BUSY failure
 * leaving the client a fresh connection; every connection libsql opens after a transaction gets the connection
 * settings first.
 */
function guardClient(adapter: unknown, waitMs: number): void {
  const client = (adapter as { client?: LibsqlClientLike }).client
  if (!client || client[GUARDED]) return
  client[GUARDED] = true
  const execute = client.execute.bind(client)
  const pragmas = connectionPragmas(adapter)
  const transaction = client.transaction?.bind(client)
  if (transaction && pragmas.length) {
    client.transaction = (mode: string) => {
      // transaction() gives up the client's connection synchronously; the execute calls below open the next one
      // at once (also synchronously), before any other statement can run on it.
      const started = transaction(mode)
      const settings = pragmas.map((pragma) => execute(pragma).catch(() => undefined))
      return Promise.all([started, ...settings]).then(([tx]) => tx)
    }
  }
  client.execute = (...args: unknown[]) => whenUnlocked(adapter, waitMs, () => execute(...args))
  const batch = client.batch?.bind(client)
  // A batch runs in its own transaction: one that failed with SQLITE_BUSY was rolled back whole.
  if (batch) client.batch = (...args: unknown[]) => whenUnlocked(adapter, waitMs, () => batch(...args))
}

/** SQLite's own busy wait per attempt (ms): short, since libsql's wait blocks the event loop (see above). */
export const SQLITE_BUSY_SLICE_MS = 20

/**
 * Runs `attempt` until it does not fail with SQLITE_BUSY, at most `waitMs`, with short growing pauses in which the
 * event loop runs (the lock's holder may be this process). Each failed attempt leaves libsql a fresh connection.
 */
async function whenUnlocked<T>(adapter: unknown, waitMs: number, attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + waitMs
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    try {
      return await attempt()
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error
      await freshConnection(adapter)
      if (Date.now() >= deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, pause + Math.random() * pause))
    }
  }
}

/** Makes libsql's client open a new connection for its next statement (see `waitForSqliteWriteLock`). */
async function freshConnection(adapter: unknown): Promise<void> {
  const client = (adapter as { client?: LibsqlClientLike }).client
  try {
    const tx = await client?.transaction?.('deferred')
    await tx?.rollback()
  } catch {
    // The next attempt tells.
  }
}

type TransactionEnd = (this: unknown, id?: unknown) => Promise<void>
type Run = () => Promise<void> | void
interface TransactionHooks {
  commitTransaction: TransactionEnd
  rollbackTransaction: TransactionEnd
  sessions?: Record<string, unknown>
  [AFTER_COMMIT]?: Map<string, Run[]>
}
const AFTER_COMMIT = Symbol.for('site.afterCommit')

/**
 * Runs `run` once the transaction `transactionID` (a Payload request's `req.transactionID`, or its promise) has
 * committed, or at once when there is none open (no transaction, SQLite without transactions, or already ended).
 * Payload's afterChange and afterDelete hooks run inside the operation's transaction: what they drop from a cache
 * a concurrent reader (another connection) could read again as it was, and keep, until the commit. A rolled-back
 * transaction runs nothing (nothing changed). Failures of `run` are reported to `onError`, never to the commit.
 */
export async function afterCommit(
  payload: Payload,
  transactionID: unknown,
  run: Run,
  onError: (error: unknown) => void = () => {},
): Promise<void> {
  const guarded = async () => {
    try {
      await run()
    } catch (error) {
      onError(error)
    }
  }
  const id = transactionID instanceof Promise ? await transactionID.catch(() => undefined) : transactionID
  const db = payload.db as unknown as TransactionHooks
  if ((typeof id !== 'string' && typeof id !== 'number') || !db.sessions?.[String(id)]) return guarded()
  const pending = pendingRuns(db)
  pending.set(String(id), [...(pending.get(String(id)) ?? []), guarded])
}

/** The runs waiting for each open transaction; the adapter's commit and rollback wrapped once to settle them. */
function pendingRuns(db: TransactionHooks): Map<string, Run[]> {
  const known = db[AFTER_COMMIT]
  if (known) return known
  const pending = new Map<string, Run[]>()
  db[AFTER_COMMIT] = pending
  const commit = db.commitTransaction
  const rollback = db.rollbackTransaction
  db.commitTransaction = async function commitThenRun(this: unknown, incoming?: unknown) {
    const id = incoming instanceof Promise ? await incoming : incoming
    try {
      await commit.call(this, id)
    } finally {
      const runs = pending.get(String(id)) ?? []
      pending.delete(String(id))
      for (const run of runs) await run()
    }
  }
  db.rollbackTransaction = async function rollbackAndForget(this: unknown, incoming?: unknown) {
    const id = incoming instanceof Promise ? await incoming : incoming
    pending.delete(String(id))
    await rollback.call(this, id)
  }
  return pending
}

/**
 * Runs `work` in one database transaction (its `req` passed to every write that belongs to it): committed when
 * `work` returns, rolled back when it throws. The use cases' one way to open a transaction, so that only this
 * folder touches the adapter.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: { transactionID: string | number }) => Promise<T>,
): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('the database adapter has no transactions')
  try {
    const result = await work({ transactionID })
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    throw error
  }
}

/** Whether the database numbers its rows (SQLite and PostgreSQL here: ids are integers, never text). */
export function numericIds(payload: Payload): boolean {
  return payload.db.defaultIDType === 'number'
}

/** The database adapter's name (`sqlite`, `postgres`), as /api/v1/health reports it. */
export function databaseName(payload: Payload): string {
  return payload.db.name
}
