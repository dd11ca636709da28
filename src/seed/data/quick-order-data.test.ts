import { describe, expect, it } from 'vitest'
import { catalogKey, checkQuickOrder, parsePastedText, type QuickOrderProduct } from '../../domain/cart/quick-order'
import { products } from './products'

/**
 * Quick order (issue 21) reads every size of the demo catalogue back, whatever the separator a member pastes with:
 * sizes such as "1,000,000 U" and catalog numbers such as "ABH-001" before "100 µg" are the hard cases.
 */
describe('quick order over the seeded catalogue', () => {
  it('reads every catalog number and size with tabs, commas of either width and runs of spaces', () => {
    const catalogue = new Map<string, QuickOrderProduct>(
      products.map((p, i) => [
        catalogKey(p.catalogNumber),
        {
          id: i + 1,
          catalogNumber: p.catalogNumber,
          name: '',
          published: true,
          sizes: p.sizes.map((s) => ({ size: s.size, priceFen: null })),
        },
      ]),
    )
    const failures: string[] = []
    for (const p of products) {
      for (const { size } of p.sizes) {
        for (const sep of ['\t', ',', '，', '、', '  ']) {
          const [line] = checkQuickOrder(
            parsePastedText(`${p.catalogNumber}${sep}${size}${sep}2`).lines,
            catalogue,
          ).lines
          if (line?.error !== null || line.size !== size || line.count !== 2)
            failures.push(`${p.catalogNumber}${sep}${size}`)
        }
      }
    }
    expect(failures).toEqual([])
  })
})
