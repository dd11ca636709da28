import type { CollectionSlug, Payload } from 'payload'
import type { InboxKind } from '../../domain/leads/inbox'
import { inTransaction } from '../../lib/db/payload-db'
import { serialWrite } from '../../lib/write-queue'
import { now } from '../../services/clock'
import { composeReplyMail } from '../notifications/lead-mails'
import { queueMails, sendQueuedMails } from '../notifications/mail-queue'

export const MAX_REPLY_LENGTH = 5000

/**
 * Why a reply was refused: `text` empty or too long, `missing` record, `no-email` (the submission has no
 * customer address to answer). src/api/inbox.ts says it in the staff member's language.
 */
export class ReplyRefused extends Error {
  readonly reason: 'text' | 'missing' | 'no-email'
  constructor(reason: ReplyRefused['reason']) {
    super(reason)
    this.name = 'ReplyRefused'
    this.reason = reason
  }
}

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
export async function sendInboxReply(
  payload: Payload,
  options: { kind: InboxKind; id: number | string; text: string; key: string; userId: number | string },
): Promise<{ reply: Reply; repeated: boolean }> {
  const { kind, id, key, userId } = options
  const text = options.text.trim()
  if (!text || text.length > MAX_REPLY_LENGTH) {
    throw new ReplyRefused('text')
  }
  const collection = kind as CollectionSlug
  const outcome = await serialWrite(payload, () =>
    inTransaction(payload, async (req) => {
      const doc = (await payload
        .findByID({ collection, id, depth: 0, overrideAccess: true, req })
        .catch(() => null)) as unknown as Record<string, unknown> | null
      if (!doc) throw new ReplyRefused('missing')
      const replies = (Array.isArray(doc.replies) ? doc.replies : []) as Reply[]
      const earlier = replies.find((r) => r.key === key)
      if (earlier) return { reply: earlier, repeated: true, ids: [] as Array<number | string> }
      const mail = composeReplyMail({ collection: kind, id, doc, text })
      if (!mail) throw new ReplyRefused('no-email')
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
      return { reply, repeated: false, ids }
    }),
  )
  sendQueuedMails(payload, outcome.ids)
  return { reply: outcome.reply, repeated: outcome.repeated }
}
