import type { Payload } from 'payload'
import { quoteStillValid } from '../../domain/orders/status-machine'
import { now } from '../../services/clock'

/** The timeline's "by" of a move the server makes itself. */
const JOB_ACTOR = { role: 'system' as const, label: 'expire-quotes' }

/**
 * The `expire-quotes` task: every quote sent (`quoted`) whose validity day has ended (in Shanghai) moves to
 * `quote_expired`, through the status machine (the system's move, a timeline row). Safe to repeat: an expired
 * quote is no longer `quoted`; a quote the member accepted meanwhile is refused by the machine and left alone.
 * Returns how many expired.
 */
export async function expireQuotes(payload: Payload, at: number = now()): Promise<number> {
  let expired = 0
  let after = 0
  for (;;) {
    // Candidates: valid until a moment already past (a quote expires at the end of that day in Shanghai).
    const found = await payload.find({
      collection: 'orders',
      where: {
        and: [
          { status: { equals: 'quoted' } },
          { 'quote.validUntil': { less_than: new Date(at).toISOString() } },
          { id: { greater_than: after } },
        ],
      },
      sort: 'id',
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    for (const order of found.docs) {
      after = order.id
      if (quoteStillValid(order.quote?.validUntil, at)) continue
      try {
        await payload.update({
          collection: 'orders',
          id: order.id,
          data: { status: 'quote_expired' },
          depth: 0,
          overrideAccess: true,
          context: { orderActor: JOB_ACTOR },
        })
        expired += 1
      } catch (error) {
        // Accepted or declined a moment ago: the status machine refused; nothing to expire.
        if ((error as { status?: number }).status !== 409) throw error
      }
    }
    if (!found.hasNextPage) break
  }
  return expired
}
