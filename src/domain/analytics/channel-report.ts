import { z } from 'zod'
import { CONVERSIONS } from './channel-analytics'

/**
 * The staff report on channel analytics (pure part): the period, days in the business time zone (China,
 * UTC+8, no daylight saving), and the aggregation of sessions and their events into per-day, per-source figures.
 */

export const REPORT_UTC_OFFSET_MS = 8 * 60 * 60 * 1000
export const DEFAULT_REPORT_DAYS = 30
export const MAX_REPORT_DAYS = 366
const DAY_MS = 24 * 60 * 60 * 1000

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const reportQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional(), session: z.string().uuid().optional() })
  .strict()

export interface ReportPeriod {
  from: string
  to: string
  /** UTC instants: [start, end) */
  start: string
  end: string
  days: string[]
}

/** The business-day (UTC+8) of an instant, as YYYY-MM-DD. */
export function businessDay(instant: string | number | Date): string {
  return new Date(new Date(instant).getTime() + REPORT_UTC_OFFSET_MS).toISOString().slice(0, 10)
}

function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - REPORT_UTC_OFFSET_MS
}

/**
 * The period from `from` to `to` inclusive (business days); by default the last 30 days up to `today`.
 * Null when a date is not a real date, the period runs backwards or is longer than MAX_REPORT_DAYS.
 */
export function reportPeriod(query: { from?: string; to?: string }, nowMs: number): ReportPeriod | null {
  const to = query.to ?? businessDay(nowMs)
  const from = query.from ?? businessDay(dayStart(to) + REPORT_UTC_OFFSET_MS - (DEFAULT_REPORT_DAYS - 1) * DAY_MS)
  const startMs = dayStart(from)
  const endMs = dayStart(to) + DAY_MS
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) return null
  if (businessDay(startMs) !== from || businessDay(endMs - 1) !== to) return null
  const count = Math.round((endMs - startMs) / DAY_MS)
  if (count < 1 || count > MAX_REPORT_DAYS) return null
  const days = Array.from({ length: count }, (_, i) => businessDay(startMs + i * DAY_MS))
  return { from, to, start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString(), days }
}

export interface SessionFact {
  sessionStorageId: string
  source: string
  createdAt: string
}
export interface EventFact {
  sessionStorageId: string
  operateType: string
  operateTypeId: string
}

export interface Figures {
  sessions: number
  enquiry: number
  cart: number
  order: number
}
export type Conversion = keyof typeof CONVERSIONS

export interface ChannelReportData {
  period: { from: string; to: string; days: string[] }
  sources: string[]
  /** rows: one per day and source that had a session */
  rows: Array<{ day: string; source: string } & Figures>
  totals: Record<string, Figures>
  topProducts: Array<{ value: string; count: number }>
  topSearches: Array<{ value: string; count: number }>
}

const empty = (): Figures => ({ sessions: 0, enquiry: 0, cart: 0, order: 0 })

function top(events: EventFact[], type: string, limit: number): Array<{ value: string; count: number }> {
  const counts = new Map<string, number>()
  for (const e of events) {
    if (e.operateType !== type || !e.operateTypeId) continue
    const value = type === 'search' ? e.operateTypeId.toLowerCase() : e.operateTypeId
    counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, limit)
}

/**
 * Sessions per day by source, and how many of them converted (at least one enquiry, cart add or settle event:
 * each session counts once per kind). Top viewed products and searches count events of the period's sessions.
 */
export function aggregateReport(period: ReportPeriod, sessions: SessionFact[], events: EventFact[]): ChannelReportData {
  const sessionSource = new Map<string, { day: string; source: string }>()
  for (const s of sessions) sessionSource.set(s.sessionStorageId, { day: businessDay(s.createdAt), source: s.source })
  const converted = new Map<string, Set<Conversion>>()
  const kinds = Object.entries(CONVERSIONS) as Array<[Conversion, string]>
  const ownEvents = events.filter((e) => sessionSource.has(e.sessionStorageId))
  for (const e of ownEvents) {
    const kind = kinds.find(([, type]) => type === e.operateType)?.[0]
    if (!kind) continue
    const set = converted.get(e.sessionStorageId) ?? new Set<Conversion>()
    set.add(kind)
    converted.set(e.sessionStorageId, set)
  }
  const cells = new Map<string, { day: string; source: string } & Figures>()
  const totals: Record<string, Figures> = {}
  for (const [id, { day, source }] of sessionSource) {
    const key = `${day}\u0000${source}`
    const cell = cells.get(key) ?? { day, source, ...empty() }
    const total = totals[source] ?? empty()
    cell.sessions++
    total.sessions++
    for (const kind of converted.get(id) ?? []) {
      cell[kind]++
      total[kind]++
    }
    cells.set(key, cell)
    totals[source] = total
  }
  const sources = Object.keys(totals).sort((a, b) => (totals[b]?.sessions ?? 0) - (totals[a]?.sessions ?? 0))
  const rows = [...cells.values()].sort((a, b) => a.day.localeCompare(b.day) || a.source.localeCompare(b.source))
  return {
    period: { from: period.from, to: period.to, days: period.days },
    sources,
    rows,
    totals,
    topProducts: top(ownEvents, 'view_product', 10),
    topSearches: top(ownEvents, 'search', 10),
  }
}
