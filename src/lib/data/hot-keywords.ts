import type { Payload } from 'payload'
import {
  HOT_KEYWORD_WINDOW_DAYS,
  type HotKeywordLanguage,
  type HotKeywordSuggestion,
  rankSuggestions,
} from '../../domain/search/hot-keywords'
import type { Locale } from '../../i18n/routing'

/** The search-logs read is bounded: the newest this many searches of the window. */
const MAX_LOGS = 20_000

/**
 * The curated hot keywords of a language, in staff order: the only public read of the list (the collection
 * itself is staff-only). Used by the search bar, the empty search page and GET /api/v1/search/rank.
 */
export async function curatedHotKeywords(payload: Payload, language: Locale, count: number): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'search-keywords',
    where: { language: { equals: language } },
    sort: ['sort', 'createdAt'],
    limit: count,
    depth: 0,
    pagination: false,
    select: { keyword: true },
    overrideAccess: true,
  })
  return docs.map((d) => d.keyword)
}

/** Staff-only: suggestions from the last 30 days of searches in `language` (src/domain/search/hot-keywords.ts). */
export async function hotKeywordSuggestions(
  payload: Payload,
  language: HotKeywordLanguage,
  now = new Date(),
): Promise<HotKeywordSuggestion[]> {
  const since = new Date(now.getTime() - HOT_KEYWORD_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const [logs, curated] = await Promise.all([
    payload.find({
      collection: 'search-logs',
      where: {
        and: [
          { createdAt: { greater_than_equal: since } },
          { locale: { equals: language } },
          { resultCount: { greater_than: 0 } },
        ],
      },
      sort: '-createdAt',
      limit: MAX_LOGS,
      depth: 0,
      select: { keyword: true, normalized: true, visitor: true, resultCount: true },
      overrideAccess: true,
    }),
    payload.find({
      collection: 'search-keywords',
      where: { language: { equals: language } },
      limit: 1000,
      depth: 0,
      pagination: false,
      select: { keyword: true },
      overrideAccess: true,
    }),
  ])
  return rankSuggestions(
    logs.docs.map((d) => ({
      keyword: d.keyword,
      normalized: d.normalized,
      visitor: d.visitor ?? '',
      resultCount: d.resultCount ?? 0,
    })),
    curated.docs.map((d) => d.keyword),
  )
}
