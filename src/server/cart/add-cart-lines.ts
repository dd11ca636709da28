import type { Payload } from 'payload'
import { addCartLine } from './add-cart-line'
import { CartError } from './cart-error'

export interface LineToAdd {
  productId: number
  size: string
  count: number
}

export interface AddedLines<T extends LineToAdd> {
  added: T[]
  /** Lines the cart refused, with the cart's reason (its `api` message key and parameters). */
  refused: { line: T; msgKey: string; params: Record<string, string | number> }[]
}

/**
 * Several lines into a member's cart (quick order, reorder), one by one through the cart's own add (the same
 * checks: published product, known size, at most 999 per line, at most 100 lines in the cart). A refused line is
 * reported and the others still go in.
 */
export async function addCartLines<T extends LineToAdd>(
  memberId: number,
  lines: readonly T[],
  ctx: { payload: Payload },
): Promise<AddedLines<T>> {
  const result: AddedLines<T> = { added: [], refused: [] }
  for (const line of lines) {
    try {
      await addCartLine({ memberId, productId: line.productId, size: line.size, count: line.count }, ctx)
      result.added.push(line)
    } catch (error) {
      if (!(error instanceof CartError)) throw error
      result.refused.push({ line, msgKey: error.msgKey ?? 'cartAddFailed', params: error.params })
    }
  }
  return result
}
