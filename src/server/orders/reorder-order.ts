import type { Payload } from 'payload'
import { catalogKey } from '../../domain/cart/quick-order'
import { planReorder, type ReorderPlan, type ReorderProduct } from '../../domain/orders/reorder'
import { memberOrderRecord } from '../../lib/data/member-order'
import { type AddedLines, addCartLines } from '../cart/add-cart-lines'
import { CartError } from '../cart/cart-error'

type PlannedLine = ReorderPlan['add'][number]

export interface Reordered extends AddedLines<PlannedLine> {
  missing: ReorderPlan['missing']
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value !== null && 'id' in value
      ? Number(value.id)
      : null

/**
 * Reorder (issue 21): the member's own order's lines back into its cart. The cart reads today's catalogue prices,
 * so the lines are re-priced; a line whose product is no longer sold or whose size is gone is reported in
 * `missing`, and one the cart refuses (full, over 999) in `refused`. Another member's order, or none, is a 404.
 */
export async function reorderOrder(
  input: { memberId: number; orderId: number },
  ctx: { payload: Payload },
): Promise<Reordered> {
  const { payload } = ctx
  const order = await memberOrderRecord(payload, input.memberId, input.orderId)
  if (!order) throw new CartError('E0404', null)
  const lines = (order.lines ?? []).map((l) => ({
    productId: idOf(l.product),
    catalogNumber: l.catalogNumber,
    size: l.size,
    count: l.count,
  }))
  const ids = [...new Set(lines.map((l) => l.productId).filter((id): id is number => id !== null))]
  const keys = [...new Set(lines.map((l) => catalogKey(l.catalogNumber)).filter(Boolean))]
  const { docs } = await payload.find({
    collection: 'products',
    where: { or: [{ id: { in: ids.length ? ids : [0] } }, { catalogNumber: { in: keys.length ? keys : [''] } }] },
    select: { catalogNumber: true, status: true, sizes: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const products: ReorderProduct[] = docs.map((d) => ({
    id: d.id,
    catalogNumber: d.catalogNumber ?? '',
    published: d.status === 'published',
    sizes: (d.sizes ?? []).map((s) => ({ size: s.size })),
  }))
  const plan = planReorder(
    lines,
    new Map(products.map((p) => [p.id, p])),
    new Map(products.filter((p) => p.catalogNumber).map((p) => [catalogKey(p.catalogNumber), p])),
  )
  const added = await addCartLines(input.memberId, plan.add, ctx)
  return { ...added, missing: plan.missing }
}
