import { describe, expect, it } from 'vitest'
import { changeSummary, diffRecords, MAX_CHANGES, MAX_VALUE_LENGTH } from './diff'

describe('audit diff', () => {
  it('names a changed price by its path, with the old and the new value', () => {
    const before = { catalogNumber: 'IL6-H4107', sizes: [{ id: 'a', size: '10 µg', priceFen: 98000 }] }
    const after = { catalogNumber: 'IL6-H4107', sizes: [{ id: 'b', size: '10 µg', priceFen: 90000 }] }
    expect(diffRecords(before, after)).toEqual([{ field: 'sizes.0.priceFen', from: 98000, to: 90000 }])
  })

  it('never records secrets, timestamps or row ids', () => {
    const changes = diffRecords(
      { email: 'a@x.cn', hash: 'h1', salt: 's1', updatedAt: '2026-01-01', sessions: [{ id: 'x' }] },
      { email: 'b@x.cn', hash: 'h2', salt: 's2', updatedAt: '2026-02-01', sessions: [] },
    )
    expect(changes).toEqual([{ field: 'email', from: 'a@x.cn', to: 'b@x.cn' }])
  })

  it('counts a related record by its id, populated or not', () => {
    const populated = { id: 21, name: 'Cytokines', createdAt: '2026-01-01', updatedAt: '2026-01-02' }
    expect(diffRecords({ category: 21 }, { category: populated })).toEqual([])
    expect(diffRecords({ category: 21 }, { category: { ...populated, id: 22 } })).toEqual([
      { field: 'category', from: 21, to: 22 },
    ])
  })

  it('reads rich text as its words', () => {
    const rich = (text: string) => ({ root: { children: [{ children: [{ text }] }] } })
    expect(diffRecords({ body: rich('old words') }, { body: rich('new words') })).toEqual([
      { field: 'body', from: 'old words', to: 'new words' },
    ])
  })

  it('records what a deletion removed, and stays bounded', () => {
    expect(diffRecords({ orderNumber: 'D1', status: 'submitted' }, {})).toEqual([
      { field: 'orderNumber', from: 'D1', to: null },
      { field: 'status', from: 'submitted', to: null },
    ])
    const many = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`f${i}`, i]))
    expect(diffRecords({}, many)).toHaveLength(MAX_CHANGES)
    const [long] = diffRecords({ text: 'a' }, { text: 'x'.repeat(5000) })
    expect(String(long?.to).length).toBe(MAX_VALUE_LENGTH + 1)
  })

  it('summarizes the first changes for the list', () => {
    const changes = diffRecords({ a: 1, b: 2, c: 3, d: 4 }, { a: 2, b: 3, c: 4, d: 5 })
    expect(changeSummary(changes)).toBe('a: 1 → 2; b: 2 → 3; c: 3 → 4 (+1)')
  })
})
