import type { Payload, Where } from 'payload'
import { serialWrite } from '../../lib/write-queue'
import { CartError } from './cart-error'

/**
 * Deletes the member's lines `ids` (DELETE /order/{id} is the case of one id), all or nothing: one id that is
 * not this member's line, or no longer exists, deletes none (404; the caller picks the message of its action).
 */
export async function removeCartLines(
  { memberId, ids }: { memberId: number; ids: number[] },
  { payload }: { payload: Payload },
): Promise<void> {
  const where: Where = { and: [{ member: { equals: memberId } }, { id: { in: ids } }] }
  await serialWrite(payload, async () => {
    const owned = await payload.count({ collection: 'cart-lines', where, overrideAccess: true })
    if (owned.totalDocs !== ids.length) throw new CartError('E0404', null)
    await payload.delete({ collection: 'cart-lines', where, depth: 0, overrideAccess: true })
  })
}
