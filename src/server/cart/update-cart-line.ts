import type { Payload } from 'payload'
import { serialWrite } from '../../lib/write-queue'
import { CartError } from './cart-error'

export interface UpdateCartLineInput {
  memberId: number
  id: number
  /** The new count (1–999, checked by `updateCartLineSchema`) and/or the line's select flag. */
  change: { count?: number; selected?: boolean }
}

/** Changes the count or the select flag of one of the member's lines; another member's line is a 404. */
export async function updateCartLine(
  { memberId, id, change }: UpdateCartLineInput,
  { payload }: { payload: Payload },
): Promise<{ id: number; count: number; select: boolean }> {
  const line = await serialWrite(payload, async () => {
    const found = await payload.find({
      collection: 'cart-lines',
      where: { and: [{ id: { equals: id } }, { member: { equals: memberId } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (found.docs.length === 0) throw new CartError('E0404', 'cartUpdateFailed')
    return payload.update({ collection: 'cart-lines', id, data: change, depth: 0, overrideAccess: true })
  })
  return { id: line.id, count: line.count, select: line.selected !== false }
}
