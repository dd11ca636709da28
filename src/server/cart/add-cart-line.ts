import type { Payload } from 'payload'
import { MAX_CART_LINES } from '../../domain/cart/cart-lines'
import { MAX_COUNT } from '../../domain/cart/line-price'
import { serialWrite } from '../../lib/write-queue'
import { CartError, isUniqueViolation } from './cart-error'

export interface AddCartLineInput {
  memberId: number
  productId: number
  size: string
  count: number
}

/**
 * Adds a size of a published product to the member's cart (spec section 6), or raises the count of its one
 * line. Refusals: 404 unknown or unpublished product, 400 unknown size, a count over 999 in total, a full cart.
 * The price is never taken from the request: the cart reads it from the catalogue.
 */
export async function addCartLine(
  input: AddCartLineInput,
  { payload }: { payload: Payload },
): Promise<{ id: number; count: number }> {
  const { memberId, productId, size, count } = input
  const product = await payload.findByID({
    collection: 'products',
    id: productId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (product?.status !== 'published') throw new CartError('E0404', 'cartAddFailed')
  if (!product.sizes?.some((s) => s.size === size)) throw new CartError('E0400', 'cartAddFailed')

  const line = await serialWrite(payload, async () => {
    const add = async () => {
      const existing = await payload.find({
        collection: 'cart-lines',
        where: {
          and: [{ member: { equals: memberId } }, { product: { equals: productId } }, { size: { equals: size } }],
        },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const current = existing.docs[0]
      if (current) {
        const next = current.count + count
        if (next > MAX_COUNT) throw new CartError('E0400', 'cartCountInvalid', { max: MAX_COUNT })
        return payload.update({
          collection: 'cart-lines',
          id: current.id,
          data: { count: next },
          depth: 0,
          overrideAccess: true,
        })
      }
      const lines = await payload.count({
        collection: 'cart-lines',
        where: { member: { equals: memberId } },
        overrideAccess: true,
      })
      if (lines.totalDocs >= MAX_CART_LINES) throw new CartError('E0400', 'cartFull', { max: MAX_CART_LINES })
      return payload.create({
        collection: 'cart-lines',
        data: { member: memberId, product: productId, size, count, selected: true },
        depth: 0,
        overrideAccess: true,
      })
    }
    try {
      return await add()
    } catch (error) {
      // A concurrent add of the same size created the line first: add to it instead.
      if (isUniqueViolation(error)) return add()
      throw error
    }
  })
  return { id: line.id, count: line.count }
}
