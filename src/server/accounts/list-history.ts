import type { Payload } from 'payload'
import {
  HISTORY_KINDS,
  type HistoryEntry,
  type HistoryKind,
  historyTitle,
  mergeHistoryPage,
} from '../../domain/accounts/user-centre'

/**
 * The member's enquiries, COA requests, trial and paper award applications (issue 21), newest first, one page.
 * Each collection gives at most `page * size` of its newest rows (page and size are bounded by the query schema),
 * so a page never reads more than 4 × 50 × 20 rows and only the columns it shows.
 */
const SELECT: Record<HistoryKind, Record<string, true>> = {
  enquiries: { catalogNumber: true, productName: true, content: true },
  'coa-requests': { catalogNumbers: true, lotNumber: true },
  'trial-requests': { sku: true, productName: true },
  'paper-rewards': { paperTitle: true },
}

export async function listHistory(
  payload: Payload,
  memberId: number,
  query: { kind?: HistoryKind; page: number; size: number },
): Promise<{ list: HistoryEntry[]; total: number; page: number; size: number }> {
  const kinds = query.kind ? [query.kind] : [...HISTORY_KINDS]
  const where = { member: { equals: memberId } }
  const results = await Promise.all(
    kinds.map(async (kind) => {
      const found = await payload.find({
        collection: kind,
        where,
        sort: '-createdAt',
        limit: query.page * query.size,
        depth: 0,
        overrideAccess: true,
        select: { ...SELECT[kind], inboxStatus: true, createdAt: true } as never,
      })
      const rows = found.docs.map((doc) => {
        const record = doc as unknown as Record<string, unknown> & { id: number; createdAt: string }
        return {
          kind,
          id: record.id,
          title: historyTitle(kind, record),
          status: typeof record.inboxStatus === 'string' ? record.inboxStatus : 'new',
          createdAt: record.createdAt,
        }
      })
      return { rows, total: found.totalDocs }
    }),
  )
  return {
    list: mergeHistoryPage(
      results.map((r) => r.rows),
      query.page,
      query.size,
    ),
    total: results.reduce((sum, r) => sum + r.total, 0),
    page: query.page,
    size: query.size,
  }
}
