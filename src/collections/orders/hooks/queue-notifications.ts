import type { CollectionAfterChangeHook } from 'payload'
import type { Order } from '../../../payload-types'
import { queueOrderMails, queuePaymentProofMail } from '../../../server/orders/order-notifications'
import { queueOrderSms } from '../../../server/orders/order-sms'

/**
 * After an order is created (submitted) or its status moves, its notifications are queued in the same
 * transaction (src/server/orders/order-notifications.ts): no move without its mails, no mails without the move.
 * A shipment also queues its SMS job (src/server/orders/order-sms.ts). A member's first payment proof tells sales.
 */
export const queueOrderNotifications: CollectionAfterChangeHook<Order> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const transition = operation === 'create' ? doc.status : previousDoc?.status !== doc.status ? doc.status : null
  if (transition) {
    await queueOrderMails(req.payload, doc, transition, req)
    await queueOrderSms(req.payload, doc.id, transition, req)
  }
  const proofOf = (o: Order | undefined) =>
    typeof o?.paymentProof === 'object' && o.paymentProof ? o.paymentProof.id : (o?.paymentProof ?? null)
  if (operation === 'update' && proofOf(doc) !== null && proofOf(doc) !== proofOf(previousDoc)) {
    await queuePaymentProofMail(req.payload, doc, req)
  }
  return doc
}
