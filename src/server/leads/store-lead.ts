import type { CollectionSlug } from 'payload'
import { serialWrite } from '../../lib/write-queue'
import { queueLeadMails, type RequestWithTransaction, sendQueuedMails } from '../notifications/mail-queue'
import type { LeadContext } from './lead-context'

/**
 * Stores a lead (status new unless the data says otherwise, the request's language) and its notification rows
 * in ONE database transaction (with the Payload Job that sends them), then, with JOBS_WORKER=inline, starts sending the mails after the response: once the visitor is told the
 * lead is stored, sales will be mailed, and a failure anywhere stores nothing. `within` runs in the same
 * transaction right after the lead is created (the paper award claims its uploaded files there). On SQLite the
 * transaction goes through the process's write queue (src/lib/write-queue.ts).
 */
export async function storeLead<T extends { id: number | string }>(
  ctx: LeadContext,
  options: {
    collection: CollectionSlug
    data: Record<string, unknown>
    within?: (lead: T, req: RequestWithTransaction) => Promise<void>
  },
): Promise<T> {
  const { payload, locale, afterWrite } = ctx
  const { collection, data, within } = options
  const { lead, rowIds } = await serialWrite(payload, async () => {
    const transactionID = await payload.db.beginTransaction()
    if (transactionID === null) throw new Error('the database adapter has no transactions')
    const req = { transactionID }
    try {
      const created = (await payload.create({
        collection,
        data: { ...data, inboxStatus: data.inboxStatus ?? 'new', locale },
        depth: 0,
        overrideAccess: true,
        req,
      } as Parameters<typeof payload.create>[0])) as unknown as T
      await afterWrite?.('lead-created')
      await within?.(created, req)
      const ids = await queueLeadMails(payload, { collection, id: created.id, locale }, req)
      await afterWrite?.('mails-queued')
      await payload.db.commitTransaction(transactionID)
      return { lead: created, rowIds: ids }
    } catch (error) {
      await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
      throw error
    }
  })
  sendQueuedMails(payload, rowIds)
  return lead
}
