import type { Payload } from 'payload'
import { normalizeKeyword } from '../../domain/search/hot-keywords'
import type { Locale } from '../../i18n/routing'
import { clientIp } from '../../lib/client-ip'
import { hashIp } from '../../lib/ip-hash'

/**
 * Logs a search made on the site (for staff: hot keyword suggestions, channel reports); never fails the
 * search. The visitor is kept only as the hash of the client's network (src/lib/ip-hash.ts),
 * enough to count distinct visitors.
 */
export async function logSearch(
  payload: Payload,
  keywords: string,
  locale: Locale,
  resultCount: number,
  headers: Headers,
): Promise<void> {
  try {
    const ip = clientIp(headers)
    await payload.create({
      collection: 'search-logs',
      data: {
        keyword: keywords.slice(0, 100),
        normalized: normalizeKeyword(keywords).slice(0, 100),
        locale,
        resultCount,
        visitor: ip === 'unknown' ? '' : hashIp(ip),
      },
      overrideAccess: true,
    })
  } catch (error) {
    console.error('[search] could not log the query', error)
  }
}
