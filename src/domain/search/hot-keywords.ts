/**
 * Hot keywords (spec section 9; issue 15 point 10): what the search bar offers is a list staff curate, per
 * language. Search logs only ever feed suggestions that staff see and approve: never shown before approval.
 * Pure rules; the reads live in src/lib/data/hot-keywords.ts.
 */

/** Days of search log a suggestion is computed from. */
export const HOT_KEYWORD_WINDOW_DAYS = 30
/** Distinct visitors who must have searched a query (with results) before it is suggested to staff. */
export const SUGGESTION_MIN_SESSIONS = 3
/** Longest hot keyword, in characters. */
export const HOT_KEYWORD_MAX_LENGTH = 40

export type HotKeywordLanguage = 'cn' | 'en'

/** Lower-cased, trimmed, inner whitespace folded: how search log entries are grouped. */
export function normalizeKeyword(keyword: string): string {
  return keyword.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
}

/** One logged search as the suggestion rules need it. */
export interface LoggedSearch {
  keyword: string
  normalized: string
  /** The visitor key (a hash of the client's network), empty when unknown. */
  visitor: string
  resultCount: number
}

export interface HotKeywordSuggestion {
  /** The most recent spelling searched. */
  keyword: string
  normalized: string
  /** Distinct visitors who searched it (with results). */
  sessions: number
  /** Searches counted (with results). */
  searches: number
}

/**
 * Suggestions for staff: queries of one language (the logs given, newest first) that found something, searched
 * by at least `minSessions` distinct visitors, not already curated, short and without a link; most visitors
 * first. Repeating a query from one visitor adds nothing; a query that found nothing never shows.
 */
export function rankSuggestions(
  logs: readonly LoggedSearch[],
  curated: readonly string[],
  options: { minSessions?: number; limit?: number } = {},
): HotKeywordSuggestion[] {
  const { minSessions = SUGGESTION_MIN_SESSIONS, limit = 50 } = options
  const taken = new Set(curated.map(normalizeKeyword))
  const groups = new Map<string, { keyword: string; visitors: Set<string>; searches: number }>()
  for (const log of logs) {
    if (!(log.resultCount > 0) || !log.visitor) continue
    const key = log.normalized || normalizeKeyword(log.keyword)
    if (!key || taken.has(key) || !isOfferable(log.keyword)) continue
    const group = groups.get(key) ?? { keyword: log.keyword.trim(), visitors: new Set<string>(), searches: 0 }
    group.visitors.add(log.visitor)
    group.searches++
    groups.set(key, group)
  }
  return [...groups.entries()]
    .map(([normalized, g]) => ({ keyword: g.keyword, normalized, sessions: g.visitors.size, searches: g.searches }))
    .filter((s) => s.sessions >= minSessions)
    .sort((a, b) => b.sessions - a.sessions || b.searches - a.searches || a.normalized.localeCompare(b.normalized))
    .slice(0, limit)
}

/** A query that could be a hot keyword at all: short, no link, no markup, no control characters. */
export function isOfferable(keyword: string): boolean {
  const text = keyword.trim()
  if (!text || text.length > HOT_KEYWORD_MAX_LENGTH) return false
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>]/.test(text)) return false
  return !/(?:https?:|www\.|\/\/|\.(?:com|cn|net|org|io|xyz|top)\b)/i.test(text)
}
