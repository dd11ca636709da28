import { describe, expect, it } from 'vitest'
import { naturalCompare, naturalSort } from './natural-sort'

const sorted = (values: string[]) => naturalSort(values, (v) => v)

describe('natural order of catalog numbers and names (issue 19)', () => {
  it('puts IL-1, IL-2 … IL-10 in number order, not text order', () => {
    expect(sorted(['IL-10', 'IL-18', 'IL-1', 'IL-6', 'IL-2', 'IL-11'])).toEqual([
      'IL-1',
      'IL-2',
      'IL-6',
      'IL-10',
      'IL-11',
      'IL-18',
    ])
  })

  it('compares zero-padded numbers by value: CD002 before CD010 before CD100, CD2 next to CD002', () => {
    expect(sorted(['CD100', 'CD010', 'CD002', 'CD2', 'CD20'])).toEqual(['CD2', 'CD002', 'CD010', 'CD20', 'CD100'])
  })

  it('sorts names with numbers inside naturally and ignores letter case', () => {
    expect(sorted(['human IL-12 p70', 'Human IL-2', 'Human IL-1 beta', 'human il-1 alpha'])).toEqual([
      'human il-1 alpha',
      'Human IL-1 beta',
      'Human IL-2',
      'human IL-12 p70',
    ])
  })

  it('puts a prefix before its longer forms and numbers before letters', () => {
    expect(sorted(['IL-1RA', 'IL-1', 'IL-A', 'IL-'])).toEqual(['IL-', 'IL-1', 'IL-1RA', 'IL-A'])
  })

  it('is a total order: equal only for equal strings, antisymmetric', () => {
    expect(naturalCompare('IL-2', 'IL-2')).toBe(0)
    expect(Math.sign(naturalCompare('IL-2', 'IL-10'))).toBe(-Math.sign(naturalCompare('IL-10', 'IL-2')))
    expect(naturalCompare('il-2', 'IL-2')).not.toBe(0)
  })

  it('handles numbers longer than a safe integer', () => {
    expect(sorted(['X99999999999999999999', 'X100000000000000000000', 'X5'])).toEqual([
      'X5',
      'X99999999999999999999',
      'X100000000000000000000',
    ])
  })

  it('sorts Chinese names without throwing and keeps equal keys stable', () => {
    const rows = [
      { id: 1, k: '白介素-10' },
      { id: 2, k: '白介素-2' },
      { id: 3, k: '白介素-2' },
    ]
    expect(naturalSort(rows, (r) => r.k).map((r) => r.id)).toEqual([2, 3, 1])
  })
})
