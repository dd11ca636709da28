import type { Payload } from 'payload'
import { normalizeKeyword } from '../../domain/search/hot-keywords'
import type { Locale } from '../../i18n/routing'
import { clientIp } from '../../lib/client-ip'
import { hashIp } from '../../lib/ip-hash'
import { enqueue } from '../analytics/channel-queue'

/**
 * Logs a search made on the site (for staff: hot keyword suggestions, channel reports); never fails or delays
 * the search: the row joins the batched analytics writes (src/server/analytics/channel-queue.ts, written within
 * ANALYTICS_FLUSH_MS, one statement per batch), as a page that awaited its own insert spent most of its time in
 * it. When that queue is full the row is dropped (a statistic, never a page). The visitor is kept only as the
 * hash of the client's network (src/lib/ip-hash.ts), enough to count distinct visitors.
 */
export function logSearch(payload: Payload, keywords: string, locale: Locale, resultCount: number, headers: Headers) {
  const ip = clientIp(headers)
  enqueue(payload, [
    {
      kind: 'search',
      row: {
        keyword: keywords.slice(0, 100),
        normalized: normalizeKeyword(keywords).slice(0, 100),
        locale,
        resultCount,
        visitor: ip === 'unknown' ? '' : hashIp(ip),
      },
    },
  ])
}
