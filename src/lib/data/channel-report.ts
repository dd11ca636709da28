import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import {
  aggregateReport,
  type ChannelReportData,
  type EventFact,
  type ReportPeriod,
  type SessionFact,
} from '../../domain/analytics/channel-report'
import { drizzleTables } from '../db/payload-db'

/**
 * The channel report's read model, for the staff report (src/collections/channel-sessions/components/
 * ChannelReportView.tsx) and its endpoints (JSON, and XLSX through src/server/workbooks/): only the
 * columns the figures need, straight from Payload's Drizzle tables (the same code on SQLite and PostgreSQL).
 */

type Row = Record<string, unknown>
interface Table {
  [column: string]: unknown
}
interface Select {
  from: (table: Table) => {
    where: (condition: unknown) => { orderBy: (...columns: unknown[]) => Promise<Row[]> } & Promise<Row[]>
  }
}
interface Drizzle {
  select: (columns: Record<string, unknown>) => Select
}

function db(payload: Payload): { drizzle: Drizzle; tables: Record<string, Table> } {
  return drizzleTables<Drizzle, Table>(payload)
}

const DAY_MS = 24 * 60 * 60 * 1000
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const iso = (value: unknown) => new Date(String(value)).toISOString()

export async function loadChannelReport(payload: Payload, period: ReportPeriod): Promise<ChannelReportData> {
  const { drizzle, tables } = db(payload)
  const s = tables.channel_sessions as Table
  const e = tables.channel_events as Table
  // Events of the period's sessions may arrive up to a day after the period's end (a session spans midnight).
  const eventsEnd = new Date(Date.parse(period.end) + DAY_MS).toISOString()
  const [sessionRows, eventRows] = await Promise.all([
    drizzle
      .select({ sessionStorageId: s.sessionStorageId, source: s.source, createdAt: s.createdAt })
      .from(s)
      .where(sql`${s.createdAt} >= ${period.start} and ${s.createdAt} < ${period.end}`),
    drizzle
      .select({ sessionStorageId: e.sessionStorageId, operateType: e.operateType, operateTypeId: e.operateTypeId })
      .from(e)
      .where(sql`${e.createdAt} >= ${period.start} and ${e.createdAt} < ${eventsEnd}`),
  ])
  const sessions: SessionFact[] = sessionRows.map((r) => ({
    sessionStorageId: text(r.sessionStorageId),
    source: text(r.source) || 'direct',
    createdAt: iso(r.createdAt),
  }))
  const events: EventFact[] = eventRows.map((r) => ({
    sessionStorageId: text(r.sessionStorageId),
    operateType: text(r.operateType),
    operateTypeId: text(r.operateTypeId),
  }))
  return aggregateReport(period, sessions, events)
}

export interface SessionPath {
  session: {
    sessionStorageId: string
    userName: string
    userType: string
    source: string
    sourceValue: string
    createdAt: string
  } | null
  events: Array<{ id: string; at: string; operateType: string; operateTypeId: string; source: string }>
}

/** One session's record and its actions in the order they were received. */
export async function loadSessionPath(payload: Payload, sessionStorageId: string): Promise<SessionPath> {
  const { drizzle, tables } = db(payload)
  const s = tables.channel_sessions as Table
  const e = tables.channel_events as Table
  const [sessions, events] = await Promise.all([
    drizzle
      .select({
        sessionStorageId: s.sessionStorageId,
        userName: s.userName,
        userType: s.userType,
        source: s.source,
        sourceValue: s.sourceValue,
        createdAt: s.createdAt,
      })
      .from(s)
      .where(sql`${s.sessionStorageId} = ${sessionStorageId}`),
    drizzle
      .select({
        at: e.createdAt,
        operateType: e.operateType,
        operateTypeId: e.operateTypeId,
        source: e.source,
        id: e.id,
      })
      .from(e)
      .where(sql`${e.sessionStorageId} = ${sessionStorageId}`)
      .orderBy(e.createdAt, e.id),
  ])
  const row = sessions[0]
  return {
    session: row
      ? {
          sessionStorageId: text(row.sessionStorageId),
          userName: text(row.userName),
          userType: text(row.userType),
          source: text(row.source),
          sourceValue: text(row.sourceValue),
          createdAt: iso(row.createdAt),
        }
      : null,
    events: events.map((r) => ({
      id: text(r.id),
      at: iso(r.at),
      operateType: text(r.operateType),
      operateTypeId: text(r.operateTypeId),
      source: text(r.source),
    })),
  }
}
