import { describe, expect, it } from 'vitest'
import { aggregateReport, businessDay, reportPeriod } from './channel-report'

const NOW = Date.parse('2026-03-10T20:00:00Z') // 2026-03-11 04:00 in China

describe('report period (days in China time)', () => {
  it('defaults to the last 30 days up to today in China', () => {
    const p = reportPeriod({}, NOW)
    expect(p?.to).toBe('2026-03-11')
    expect(p?.from).toBe('2026-02-10')
    expect(p?.days).toHaveLength(30)
    expect(p?.start).toBe('2026-02-09T16:00:00.000Z')
    expect(p?.end).toBe('2026-03-11T16:00:00.000Z')
  })

  it.each([
    [{ from: '2026-02-30', to: '2026-03-01' }],
    [{ from: '2026-03-02', to: '2026-03-01' }],
    [{ from: '2024-01-01', to: '2026-03-01' }],
  ])('refuses %o', (query) => {
    expect(reportPeriod(query, NOW)).toBeNull()
  })

  it('puts an instant on its China day', () => {
    expect(businessDay('2026-03-10T15:59:59Z')).toBe('2026-03-10')
    expect(businessDay('2026-03-10T16:00:00Z')).toBe('2026-03-11')
  })
})

describe('aggregation', () => {
  it('counts sessions by day and source, and each converting session once per kind', () => {
    const period = reportPeriod({ from: '2026-03-10', to: '2026-03-11' }, NOW)
    if (!period) throw new Error('period')
    const sessions = [
      { sessionStorageId: 'a', source: 'google', createdAt: '2026-03-10T01:00:00Z' },
      { sessionStorageId: 'b', source: 'google', createdAt: '2026-03-10T17:00:00Z' },
      { sessionStorageId: 'c', source: 'baidu', createdAt: '2026-03-10T02:00:00Z' },
    ]
    const events = [
      { sessionStorageId: 'a', operateType: 'add_cart', operateTypeId: 'X1' },
      { sessionStorageId: 'a', operateType: 'add_cart', operateTypeId: 'X2' },
      { sessionStorageId: 'a', operateType: 'settle', operateTypeId: '' },
      { sessionStorageId: 'c', operateType: 'enquiry', operateTypeId: 'X1' },
      { sessionStorageId: 'c', operateType: 'search', operateTypeId: 'IL-2' },
      { sessionStorageId: 'a', operateType: 'search', operateTypeId: 'il-2' },
      { sessionStorageId: 'a', operateType: 'view_product', operateTypeId: 'X1' },
      { sessionStorageId: 'zzz', operateType: 'enquiry', operateTypeId: 'other period' },
    ]
    const r = aggregateReport(period, sessions, events)
    expect(r.sources).toEqual(['google', 'baidu'])
    expect(r.totals.google).toEqual({ sessions: 2, enquiry: 0, cart: 1, order: 1 })
    expect(r.totals.baidu).toEqual({ sessions: 1, enquiry: 1, cart: 0, order: 0 })
    expect(r.rows.map((x) => [x.day, x.source, x.sessions])).toEqual([
      ['2026-03-10', 'baidu', 1],
      ['2026-03-10', 'google', 1],
      ['2026-03-11', 'google', 1],
    ])
    expect(r.topSearches).toEqual([{ value: 'il-2', count: 2 }])
    expect(r.topProducts).toEqual([{ value: 'X1', count: 1 }])
  })
})
