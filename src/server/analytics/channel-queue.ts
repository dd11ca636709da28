import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { drizzleTables } from '../../lib/db/payload-db'
import { onShutdown } from '../../lib/shutdown-hooks'
import { now } from '../../services/clock'

/**
 * Batched writes of channel analytics (docs/adr/0009) and of the search log (one row per search made on the site). The ingestion endpoints only validate and enqueue, and
 * answer at once; this in-process queue writes every ANALYTICS_FLUSH_MS (default 1 s), or as soon as
 * ANALYTICS_BATCH_SIZE records (default 500) are waiting, with one multi-row statement per table. The queue is
 * bounded (ANALYTICS_QUEUE_MAX, default 20,000 records): when it is full the endpoint answers 503 and the
 * browser's record is dropped, which costs a statistic, never a page. Each process has its own queue.
 *
 * Rows go straight into Payload's own Drizzle tables (the same code on SQLite and PostgreSQL): the Local API
 * runs its whole pipeline per document, a hundred times slower for rows nobody edits.
 * Expired rows (older than ANALYTICS_RETENTION_DAYS, default 180) are purged by the scheduled `purge-retention`
 * Payload Job (src/server/jobs/tasks.ts), not by the web processes.
 */

export interface SessionRow {
  sessionStorageId: string
  userName: string
  userType: 'platform' | 'external'
  source: string
  sourceValue: string
  ipHash: string
}

export interface EventRow {
  sessionStorageId: string
  operateType: string
  operateTypeId: string
  source: string
}

/** A search made on the site (src/server/search/log-search.ts): staff's hot keyword suggestions count them. */
export interface SearchLogRow {
  keyword: string
  normalized: string
  locale: string
  resultCount: number
  visitor: string
}

type Item =
  | { kind: 'session'; row: SessionRow; at: string }
  | { kind: 'event'; row: EventRow; at: string }
  | { kind: 'search'; row: SearchLogRow; at: string }

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

export function queueSettings() {
  return {
    flushMs: envNumber('ANALYTICS_FLUSH_MS', 1000),
    batchSize: envNumber('ANALYTICS_BATCH_SIZE', 500),
    queueMax: envNumber('ANALYTICS_QUEUE_MAX', 20_000),
    retentionDays: envNumber('ANALYTICS_RETENTION_DAYS', 180),
  }
}

/** Rows per INSERT statement (SQLite allows 32,766 bound values; 7 columns × 1,000 stays far below). */
const CHUNK = 1_000

interface Table {
  [column: string]: unknown
}
interface Drizzle {
  insert: (table: Table) => {
    values: (rows: Record<string, unknown>[]) => {
      onConflictDoUpdate: (config: { target: unknown; set: Record<string, unknown> }) => Promise<unknown>
    } & Promise<unknown>
  }
  delete: (table: Table) => { where: (condition: unknown) => Promise<unknown> }
}

const queue: Item[] = []
let timer: ReturnType<typeof setTimeout> | null = null
let flushing: Promise<void> | null = null
let payloadRef: Payload | null = null
let dropped = 0

function db(payload: Payload): { drizzle: Drizzle; tables: Record<string, Table> } {
  return drizzleTables<Drizzle, Table>(payload)
}

/** Queues records; false (nothing queued) when the queue cannot take them all. */
export function enqueue(payload: Payload, items: Array<Omit<Item, 'at'>>): boolean {
  const { queueMax, batchSize, flushMs } = queueSettings()
  if (queue.length + items.length > queueMax) {
    dropped += items.length
    return false
  }
  payloadRef = payload
  // SIGTERM writes what is queued before the process exits.
  onShutdown(flushChannelQueue)
  const at = new Date(now()).toISOString()
  for (const item of items) queue.push({ ...item, at } as Item)
  if (queue.length >= batchSize) void flushChannelQueue()
  else if (!timer) {
    timer = setTimeout(() => {
      timer = null
      void flushChannelQueue()
    }, flushMs)
    timer.unref?.()
  }
  return true
}

/** Writes everything queued so far (tests and shutdown await it; the timer calls it otherwise). */
export async function flushChannelQueue(): Promise<void> {
  // This flush writes everything queued: a pending timer has nothing left to do.
  if (timer) {
    clearTimeout(timer)
    timer = null
  }
  while (flushing) await flushing
  if (queue.length === 0 || !payloadRef) return
  const payload = payloadRef
  flushing = (async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, queueSettings().batchSize)
      try {
        await writeBatch(payload, batch)
      } catch (error) {
        dropped += batch.length
        console.error(`[analytics] ${batch.length} records not stored`, error)
      }
    }
  })()
  try {
    await flushing
  } finally {
    flushing = null
  }
}

async function writeBatch(payload: Payload, batch: Item[]): Promise<void> {
  const { drizzle, tables } = db(payload)
  const sessions = new Map<string, Record<string, unknown>>()
  const events: Record<string, unknown>[] = []
  const searches: Record<string, unknown>[] = []
  for (const item of batch) {
    if (item.kind === 'search') {
      searches.push({ ...item.row, createdAt: item.at, updatedAt: item.at })
    } else if (item.kind === 'session') {
      // The last record of a session wins (the user name arrives after login); createdAt stays the first one.
      const first = sessions.get(item.row.sessionStorageId)
      sessions.set(item.row.sessionStorageId, {
        ...item.row,
        createdAt: (first?.createdAt as string | undefined) ?? item.at,
        updatedAt: item.at,
      })
    } else {
      events.push({ ...item.row, createdAt: item.at, updatedAt: item.at })
    }
  }
  const sessionTable = tables.channel_sessions as Table
  const sessionRows = [...sessions.values()]
  for (let i = 0; i < sessionRows.length; i += CHUNK) {
    await drizzle
      .insert(sessionTable)
      .values(sessionRows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: sessionTable.sessionStorageId,
        set: {
          userName: sql`excluded.user_name`,
          userType: sql`excluded.user_type`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
  }
  for (let i = 0; i < events.length; i += CHUNK) {
    await drizzle.insert(tables.channel_events as Table).values(events.slice(i, i + CHUNK))
  }
  for (let i = 0; i < searches.length; i += CHUNK) {
    await drizzle.insert(tables.search_logs as Table).values(searches.slice(i, i + CHUNK))
  }
}

/** Deletes sessions and events received before the retention period (ANALYTICS_RETENTION_DAYS). */
export async function purgeExpired(payload: Payload): Promise<void> {
  const { drizzle, tables } = db(payload)
  const cutoff = new Date(now() - queueSettings().retentionDays * 24 * 60 * 60 * 1000).toISOString()
  for (const name of ['channel_events', 'channel_sessions']) {
    const table = tables[name] as Table
    await drizzle.delete(table).where(sql`${table.createdAt} < ${cutoff}`)
  }
}

/** Records waiting, and records dropped since start (queue full or a failed write). */
export function queueStats(): { waiting: number; dropped: number } {
  return { waiting: queue.length, dropped }
}
