import { describe, expect, it } from 'vitest'
import { planReorder, type ReorderProduct } from './reorder'

const il6: ReorderProduct = {
  id: 1,
  catalogNumber: 'RP001',
  published: true,
  sizes: [{ size: '10 µg' }, { size: '50 µg' }],
}
const draft: ReorderProduct = { id: 2, catalogNumber: 'RP002', published: false, sizes: [{ size: '10 µg' }] }
const byId = new Map([il6, draft].map((p) => [p.id, p]))
const byCatalog = new Map([il6, draft].map((p) => [p.catalogNumber, p]))

describe('reorder: an order back into the cart (issue 21)', () => {
  it('puts back the lines still sold, with the catalogue spelling of the size', () => {
    const plan = planReorder([{ productId: 1, catalogNumber: 'RP001', size: '10ug', count: 2 }], byId, byCatalog)
    expect(plan).toEqual({ add: [{ productId: 1, catalogNumber: 'RP001', size: '10 µg', count: 2 }], missing: [] })
  })

  it('reports a product no longer sold and a size no longer offered instead of dropping them', () => {
    const plan = planReorder(
      [
        { productId: 2, catalogNumber: 'RP002', size: '10 µg', count: 1 },
        { productId: 1, catalogNumber: 'RP001', size: '1 mg', count: 3 },
        { productId: 99, catalogNumber: 'GONE1', size: '10 µg', count: 1 },
        { productId: 1, catalogNumber: 'RP001', size: '50 µg', count: 1 },
      ],
      byId,
      byCatalog,
    )
    expect(plan.add).toEqual([{ productId: 1, catalogNumber: 'RP001', size: '50 µg', count: 1 }])
    expect(plan.missing).toEqual([
      { catalogNumber: 'RP002', size: '10 µg', count: 1, reason: 'productGone' },
      { catalogNumber: 'RP001', size: '1 mg', count: 3, reason: 'sizeGone' },
      { catalogNumber: 'GONE1', size: '10 µg', count: 1, reason: 'productGone' },
    ])
  })

  it('finds a product by catalog number when the line lost its product id, and sums equal lines', () => {
    const plan = planReorder(
      [
        { productId: null, catalogNumber: 'rp001', size: '10 µg', count: 1 },
        { productId: 1, catalogNumber: 'RP001', size: '10 µg', count: 4 },
      ],
      byId,
      byCatalog,
    )
    expect(plan.add).toEqual([{ productId: 1, catalogNumber: 'RP001', size: '10 µg', count: 5 }])
  })
})
