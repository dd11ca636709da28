import type { Payload } from 'payload'

export const HOT_KEYWORD_WINDOW_DAYS = 30

/** Lower-cased, trimmed, inner whitespace folded: how search log entries are grouped. */
export function normalizeKeyword(keyword: string): string {
  return keyword.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * The hot keywords: staff-pinned ones first (by sort), then the most searched normalized keywords of the
 * last 30 days, leaving out hidden ones; the most recent spelling of each is shown.
 */
export async function hotKeywords(payload: Payload, count: number, now = new Date()): Promise<string[]> {
  const rules = await payload.find({
    collection: 'search-keywords',
    limit: 200,
    sort: 'sort',
    depth: 0,
    overrideAccess: true,
  })
  const hidden = new Set(rules.docs.filter((r) => r.hidden).map((r) => normalizeKeyword(r.keyword)))
  const result: string[] = []
  const seen = new Set<string>()
  for (const rule of rules.docs) {
    const key = normalizeKeyword(rule.keyword)
    if (rule.pinned && !rule.hidden && !seen.has(key)) {
      result.push(rule.keyword)
      seen.add(key)
    }
  }
  if (result.length >= count) return result.slice(0, count)
  const since = new Date(now.getTime() - HOT_KEYWORD_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const logs = await payload.find({
    collection: 'search-logs',
    where: { createdAt: { greater_than_equal: since } },
    sort: '-createdAt',
    limit: 20000,
    depth: 0,
    pagination: false,
    select: { keyword: true, normalized: true },
    overrideAccess: true,
  })
  const counts = new Map<string, { n: number; display: string }>()
  for (const log of logs.docs) {
    const key = log.normalized
    const entry = counts.get(key)
    if (entry) entry.n++
    else counts.set(key, { n: 1, display: log.keyword })
  }
  const ranked = [...counts.entries()]
    .filter(([key]) => !hidden.has(key) && !seen.has(key))
    .sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]))
  for (const [, { display }] of ranked) {
    if (result.length >= count) break
    result.push(display)
  }
  return result
}
