import { catalogKey, sizeKey } from '../cart/quick-order'

/**
 * Reorder (issue 21): an order's lines back into the cart, at today's prices (the cart always reads the
 * catalogue). Pure: which lines can go back and which cannot, and why. A line whose product is gone or no longer
 * sold, or whose size the product no longer has, is reported, never silently dropped.
 */
export interface ReorderSourceLine {
  productId: number | null
  catalogNumber: string
  size: string
  count: number
}

export interface ReorderProduct {
  id: number
  catalogNumber: string
  published: boolean
  sizes: { size: string }[]
}

export type ReorderMissingReason = 'productGone' | 'sizeGone'

export interface ReorderPlan {
  /** Lines to add, with the product's current spelling of the size. */
  add: { productId: number; catalogNumber: string; size: string; count: number }[]
  missing: { catalogNumber: string; size: string; count: number; reason: ReorderMissingReason }[]
}

/**
 * The plan for an order's lines. The product is found by the line's product id, or by its catalog number when
 * the line has no id (or the product was replaced under the same catalog number); the size by its compared form.
 * Lines of the same product and size are summed.
 */
export function planReorder(
  lines: readonly ReorderSourceLine[],
  byId: ReadonlyMap<number, ReorderProduct>,
  byCatalogNumber: ReadonlyMap<string, ReorderProduct>,
): ReorderPlan {
  const plan: ReorderPlan = { add: [], missing: [] }
  for (const line of lines) {
    const product =
      (line.productId !== null ? byId.get(line.productId) : undefined) ??
      byCatalogNumber.get(catalogKey(line.catalogNumber))
    const base = { catalogNumber: line.catalogNumber, size: line.size, count: line.count }
    if (!product?.published) {
      plan.missing.push({ ...base, reason: 'productGone' })
      continue
    }
    const size = product.sizes.find((s) => sizeKey(s.size) === sizeKey(line.size))
    if (!size) {
      plan.missing.push({ ...base, reason: 'sizeGone' })
      continue
    }
    const same = plan.add.find((a) => a.productId === product.id && a.size === size.size)
    if (same) same.count += line.count
    else
      plan.add.push({ productId: product.id, catalogNumber: product.catalogNumber, size: size.size, count: line.count })
  }
  return plan
}
