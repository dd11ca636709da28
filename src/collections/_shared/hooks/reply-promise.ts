import type { CollectionBeforeChangeHook } from 'payload'
import { OPEN_STATUSES, replyDueAt } from '../../../domain/leads/inbox'
import { now } from '../../../services/clock'

/**
 * Sets the reply-due time on creation (24 hours after it) and the answered time when staff first move the
 * submission out of the open statuses.
 */
export const replyPromise: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation === 'create') {
    if (!data.replyDueAt) data.replyDueAt = new Date(replyDueAt(now())).toISOString()
    return data
  }
  const status = data.inboxStatus ?? originalDoc?.inboxStatus
  if (status && !OPEN_STATUSES.includes(status) && !originalDoc?.answeredAt && !data.answeredAt) {
    data.answeredAt = new Date(now()).toISOString()
  }
  return data
}
