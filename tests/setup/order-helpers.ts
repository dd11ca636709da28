import type { Payload } from 'payload'
import type { MailDelivery, Order } from '../../src/payload-types'
import { deliverQueuedMails, mailMessageId } from '../../src/server/notifications/mail-queue'
import { outboxDir } from '../../src/services/outbox'
import { mailOutboxKeys } from './outbox-keys'
import { getJson } from './server'

/**
 * An order of `member`, status submitted, created directly (as checkout would have stored it): numbered
 * `<tag>-<random>`, one line of `<tag>-CAT` at ¥13,960.50 unless `data` says otherwise.
 */
export function createOrder(payload: Payload, tag: string, member: number, data: Partial<Order> = {}) {
  return payload.create({
    collection: 'orders',
    data: {
      orderNumber: `${tag}-${Math.random().toString(36).slice(2, 8)}`,
      member,
      status: 'submitted',
      lines: [
        {
          catalogNumber: `${tag}-CAT`,
          productName: '测试蛋白',
          size: '10 µg',
          count: 1,
          unitPriceFen: 1396050,
          subtotalFen: 1396050,
        },
      ],
      totalFen: 1396050,
      ...data,
    } as Order,
    overrideAccess: true,
  })
}

/** The order as stored (depth 0). */
export function readOrder(payload: Payload, id: number) {
  return payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
}

/** A staff change of an order through the back office's REST API (as the admin form saves it), in `language`. */
export function patchOrder(baseUrl: string, auth: string, id: number, data: Record<string, unknown>, language = 'zh') {
  return getJson(baseUrl, `/api/cms/orders/${id}`, {
    method: 'PATCH',
    headers: { authorization: auth, 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(data),
  })
}

/** The mail rows queued for an order's move (`transition`), by audience. */
export async function orderMailRows(payload: Payload, id: number, transition: string): Promise<MailDelivery[]> {
  const found = await payload.find({
    collection: 'mail-deliveries',
    where: {
      and: [{ submissionCollection: { equals: 'orders' } }, { submissionId: { equals: `${id}:${transition}` } }],
    },
    depth: 0,
    overrideAccess: true,
  })
  // By audience, in JS: PostgreSQL sorts the enum by its declaration order, SQLite the text.
  return found.docs.sort((a, b) => a.audience.localeCompare(b.audience))
}

/** Sends the rows twice, as a second runner or a restarted worker would; how often each mail is in the outbox. */
export async function sentTwiceCounts(payload: Payload, rows: MailDelivery[]): Promise<number[]> {
  const ids = rows.map((r) => r.id)
  await deliverQueuedMails(payload, ids)
  await deliverQueuedMails(payload, ids)
  const keys = mailOutboxKeys(outboxDir())
  return rows.map((r) => keys.get(mailMessageId(r)) ?? 0)
}
