import type { CollectionAfterChangeHook } from 'payload'
import type { Order } from '../../../payload-types'
import { queueOrderMails } from '../../../server/orders/order-notifications'

/**
 * After an order is created (submitted) or its status moves, its notifications are queued in the same
 * transaction (src/server/orders/order-notifications.ts): no move without its mails, no mails without the move.
 */
export const queueOrderNotifications: CollectionAfterChangeHook<Order> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const transition = operation === 'create' ? doc.status : previousDoc?.status !== doc.status ? doc.status : null
  if (transition) await queueOrderMails(req.payload, doc, transition, req)
  return doc
}
