import { describe, expect, it } from 'vitest'
import { orderFilterSchema, orderWhere, shanghaiDayStart, toOrderFilters } from './order-filters'
import { filterSearch, packingListAvailable, priceDocumentKind } from './order-view'

const parse = (q: Record<string, string>) => orderFilterSchema.safeParse(q)

describe('the order list filters', () => {
  it('takes a status, a day range, a keyword and a bounded page size', () => {
    const q = parse({
      status: 'shipped',
      from: '2026-11-01',
      to: '2026-11-27',
      keyword: ' PO-1 ',
      page: '2',
      size: '20',
    })
    expect(q.success && toOrderFilters(q.data)).toEqual({
      status: 'shipped',
      fromIso: '2026-10-31T16:00:00.000Z',
      toIso: '2026-11-27T16:00:00.000Z',
      keyword: 'PO-1',
      page: 2,
      size: 20,
    })
  })

  it('defaults to the first page of ten without filters', () => {
    const q = parse({})
    expect(q.success && toOrderFilters(q.data)).toEqual({
      status: null,
      fromIso: null,
      toIso: null,
      keyword: null,
      page: 1,
      size: 10,
    })
  })

  it.each([
    [{ status: 'completed' }],
    [{ status: 'SHIPPED' }],
    [{ from: '2026-13-01' }],
    [{ from: '2026-02-30' }],
    [{ to: '27.11.2026' }],
    [{ from: '2026-11-27', to: '2026-11-01' }],
    [{ keyword: '100%' }],
    [{ keyword: 'x'.repeat(51) }],
    [{ size: '51' }],
    [{ size: '0' }],
    [{ page: '0' }],
    [{ sort: 'createdAt' }],
  ])('refuses %j', (q) => {
    expect(parse(q as Record<string, string>).success).toBe(false)
  })

  it('starts a Shanghai day at 16:00 UTC of the day before', () => {
    expect(shanghaiDayStart('2026-01-01')).toBe('2025-12-31T16:00:00.000Z')
    expect(shanghaiDayStart('2026-02-28', 1)).toBe('2026-02-28T16:00:00.000Z')
  })

  it("keeps the member's own orders first and searches order, PO and catalog numbers", () => {
    const where = orderWhere(7, { status: 'paid', fromIso: 'a', toIso: 'b', keyword: 'CD002', page: 1, size: 10 })
    expect(where.and[0]).toEqual({ member: { equals: 7 } })
    expect(where.and).toContainEqual({
      or: [
        { orderNumber: { contains: 'CD002' } },
        { poNumber: { contains: 'CD002' } },
        { 'lines.catalogNumber': { contains: 'CD002' } },
      ],
    })
    expect(orderWhere(7, { status: null, fromIso: null, toIso: null, keyword: null, page: 1, size: 10 })).toEqual({
      and: [{ member: { equals: 7 } }],
    })
  })
})

describe('the list URL', () => {
  it('writes only the filters set, and the page past the first', () => {
    expect(filterSearch({ status: '', keyword: '  ', page: 1 })).toBe('')
    expect(filterSearch({ status: 'paid', from: '2026-11-01', keyword: 'PO 1', page: 3 })).toBe(
      '?status=paid&from=2026-11-01&keyword=PO+1&page=3',
    )
  })
})

describe('the order documents', () => {
  it('has a packing list only once shipped', () => {
    expect(['submitted', 'confirmed', 'awaiting_payment', 'paid', 'cancelled'].map(packingListAvailable)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    expect(packingListAvailable('shipped')).toBe(true)
    expect(packingListAvailable('delivered')).toBe(true)
  })

  it('is a quotation while a line is unpriced, else a pro-forma invoice', () => {
    expect(priceDocumentKind({ inquiry: false, lines: [{ unitPriceFen: 100 }] })).toBe('proforma')
    expect(priceDocumentKind({ inquiry: true, lines: [{ unitPriceFen: 100 }] })).toBe('quotation')
    expect(priceDocumentKind({ inquiry: false, lines: [{ unitPriceFen: 100 }, { unitPriceFen: null }] })).toBe(
      'quotation',
    )
  })
})
