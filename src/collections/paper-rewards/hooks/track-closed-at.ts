import type { CollectionBeforeChangeHook } from 'payload'
import { now } from '../../../services/clock'

/** Records when the case became 'closed' (the sensitive data's retention counts from it); cleared on reopening. */
export const trackClosedAt: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.inboxStatus ?? originalDoc?.inboxStatus
  if (status === 'closed') {
    if (!originalDoc?.closedAt || originalDoc?.inboxStatus !== 'closed') data.closedAt = new Date(now()).toISOString()
  } else if (data.inboxStatus !== undefined) {
    data.closedAt = null
  }
  return data
}
