import type { CollectionSlug, Payload } from 'payload'
import { ApiError } from '../../api/envelope'
import type { InboxKind } from '../../domain/leads/inbox'
import { serialWrite } from '../../lib/write-queue'
import { composeReplyMail } from '../../server/notifications/lead-mails'
import { queueMails, sendQueuedMails } from '../../server/notifications/mail-queue'
import { now } from '../../services/clock'

export const MAX_REPLY_LENGTH = 5000

interface Reply {
  text: string
  by?: number | string | { id: number | string } | null
  at: string
  key?: string | null
}

/**
 * A staff reply to a submission's customer, exactly once: in ONE transaction the reply is appended to the
 * record's `replies` (text, by, at, and the reply box's key), the status becomes `answered`, and the mail row
 * and its `send-mail` job are written (the durable mail queue, src/server/notifications/mail-queue.ts); the row
 * is sent after the commit. The same key again (a double click, a retried request) answers the stored reply
 * and queues nothing.
 */
export async function sendReply(
  payload: Payload,
  options: { kind: InboxKind; id: number | string; text: string; key: string; userId: number | string },
): Promise<{ reply: Reply; repeated: boolean }> {
  const { kind, id, key, userId } = options
  const text = options.text.trim()
  if (!text || text.length > MAX_REPLY_LENGTH) {
    throw new ApiError('E0400', { msgKey: 'invalidParam', params: { param: 'text' } })
  }
  const collection = kind as CollectionSlug
  const outcome = await serialWrite(payload, async () => {
    const transactionID = await payload.db.beginTransaction()
    if (transactionID === null) throw new Error('the database adapter has no transactions')
    const req = { transactionID }
    try {
      const doc = (await payload
        .findByID({ collection, id, depth: 0, overrideAccess: true, req })
        .catch(() => null)) as unknown as Record<string, unknown> | null
      if (!doc) throw new ApiError('E0404')
      const replies = (Array.isArray(doc.replies) ? doc.replies : []) as Reply[]
      const earlier = replies.find((r) => r.key === key)
      if (earlier) {
        await payload.db.commitTransaction(transactionID)
        return { reply: earlier, repeated: true, ids: [] as Array<number | string> }
      }
      const mail = composeReplyMail({ collection: kind, id, doc, text })
      if (!mail) throw new ApiError('E0409', { msgKey: 'invalidParam', params: { param: 'email' } })
      const reply: Reply = { text, by: userId, at: new Date(now()).toISOString(), key }
      await payload.update({
        collection,
        id,
        data: {
          replies: [...replies.map(({ text, by, at, key }) => ({ text, by, at, key })), reply],
          inboxStatus: 'answered',
        },
        depth: 0,
        overrideAccess: true,
        req,
      } as Parameters<typeof payload.update>[0])
      const ids = await queueMails(
        payload,
        { collection: kind, id: String(id) },
        [{ audience: 'customer', to: mail.to, subject: mail.subject, text: mail.text }],
        req,
      )
      await payload.db.commitTransaction(transactionID)
      return { reply, repeated: false, ids }
    } catch (error) {
      await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
      throw error
    }
  })
  sendQueuedMails(payload, outcome.ids)
  return { reply: outcome.reply, repeated: outcome.repeated }
}
