import { describe, expect, it } from 'vitest'
import {
  catalogKey,
  checkQuickOrder,
  isHeaderRow,
  linesFromRows,
  MAX_QUICK_ORDER_LINES,
  parseCount,
  parsePastedText,
  type QuickOrderProduct,
  sizeKey,
  splitCells,
} from './quick-order'

const products: QuickOrderProduct[] = [
  {
    id: 1,
    catalogNumber: 'RP001',
    name: 'IL-6',
    published: true,
    sizes: [
      { size: '10 µg', priceFen: 98_000 },
      { size: '1 mg', priceFen: null },
    ],
  },
  { id: 2, catalogNumber: 'EN100', name: 'T7', published: true, sizes: [{ size: '5,000 U', priceFen: 50_000 }] },
  { id: 3, catalogNumber: 'RP003', name: 'Draft', published: false, sizes: [{ size: '10 µg', priceFen: 1 }] },
]
const catalogue = new Map(products.map((p) => [catalogKey(p.catalogNumber), p]))
const check = (text: string) => checkQuickOrder(parsePastedText(text).lines, catalogue)

describe('quick order: reading pasted lines', () => {
  it('reads tabs, commas of either width, the ideographic comma and runs of spaces', () => {
    expect(splitCells('RP001\t10 µg\t2')).toEqual(['RP001', '10 μg', '2'])
    expect(splitCells('RP001,10 µg,2')).toEqual(['RP001', '10 μg', '2'])
    expect(splitCells('RP001，10 µg，2')).toEqual(['RP001', '10 μg', '2'])
    expect(splitCells('RP001、10 µg、2')).toEqual(['RP001', '10 μg', '2'])
    expect(splitCells('RP001    10 µg   2')).toEqual(['RP001', '10 μg', '2'])
    expect(splitCells('  RP001 10 µg 2 ')).toEqual(['RP001', '10 μg', '2'])
    expect(splitCells('RP001 1 mg')).toEqual(['RP001', '1 mg'])
  })

  it('keeps a thousands separator inside a size', () => {
    expect(splitCells('EN100,5,000 U,3')).toEqual(['EN100', '5,000 U', '3'])
    expect(splitCells('EN100\t5,000 U\t3')).toEqual(['EN100', '5,000 U', '3'])
    expect(splitCells('EN100,1,000,000 U,3')).toEqual(['EN100', '1,000,000 U', '3'])
    // A catalog number ending in digits before a size of three digits is still two cells.
    expect(splitCells('RP0012,100 µg,2')).toEqual(['RP0012', '100 μg', '2'])
    expect(splitCells('RP0012，100 µg，2')).toEqual(['RP0012', '100 μg', '2'])
    expect(splitCells('ABH-001,100 µg,2')).toEqual(['ABH-001', '100 μg', '2'])
  })

  it('reads copied Excel rows (trailing tabs, a header row, CRLF) and numbers lines as the text does', () => {
    const text = '货号\t规格\t数量\r\nRP001\t10 µg\t2\t\t\r\n\r\nEN100\t5,000 U\t1\r\n'
    expect(parsePastedText(text)).toEqual({
      lines: [
        { line: 2, catalogNumber: 'RP001', size: '10 μg', count: '2' },
        { line: 4, catalogNumber: 'EN100', size: '5,000 U', count: '1' },
      ],
      tooMany: false,
    })
    expect(isHeaderRow(['Catalog number', 'Size', 'Quantity'])).toBe(true)
    expect(isHeaderRow(['Cat. No.', 'Size'])).toBe(true)
    expect(isHeaderRow(['RP001', '10 µg'])).toBe(false)
  })

  it(`accepts ${MAX_QUICK_ORDER_LINES} lines and says when there are more`, () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `RP${i} 10 µg 1`).join('\n')
    expect(parsePastedText(lines(MAX_QUICK_ORDER_LINES))).toMatchObject({ tooMany: false })
    expect(parsePastedText(lines(MAX_QUICK_ORDER_LINES)).lines).toHaveLength(MAX_QUICK_ORDER_LINES)
    expect(parsePastedText(lines(MAX_QUICK_ORDER_LINES + 1)).tooMany).toBe(true)
  })

  it('reads sheet rows from columns A–C, skipping the header and empty rows', () => {
    const rows = [
      ['Catalog number', 'Size', 'Quantity'],
      ['RP001', '10 µg', '2'],
      [],
      ['', '', ''],
      ['EN100', '5,000 U'],
    ]
    expect(linesFromRows(rows).lines).toEqual([
      { line: 2, catalogNumber: 'RP001', size: '10 μg', count: '2' },
      { line: 5, catalogNumber: 'EN100', size: '5,000 U', count: '' },
    ])
  })

  it('reads counts 1–999 (full-width digits too; none is one) and nothing else', () => {
    expect([parseCount(''), parseCount('３'), parseCount('999')]).toEqual([1, 3, 999])
    expect([parseCount('0'), parseCount('1000'), parseCount('2.5'), parseCount('-1'), parseCount('two')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('compares sizes and catalog numbers as people type them', () => {
    expect(sizeKey('10ug')).toBe(sizeKey('10 µg'))
    expect(sizeKey('１０ μg')).toBe(sizeKey('10 µg'))
    expect(sizeKey('5000U')).toBe(sizeKey('5,000 U'))
    expect(catalogKey(' rp001 ')).toBe('RP001')
  })
})

describe('quick order: the preview', () => {
  it('marks each bad line with its reason and keeps the good ones', () => {
    const result = check(
      ['RP001 10ug 2', 'NOPE1 10 µg 1', 'RP001 5 mg 1', 'RP003 10 µg 1', 'RP001,1 mg,x', 'RP001'].join('\n'),
    )
    expect(result.lines.map((l) => [l.lines[0], l.error])).toEqual([
      [1, null],
      [2, 'unknownCatalogNumber'],
      [3, 'unknownSize'],
      [4, 'unavailable'],
      [5, 'badCount'],
      [6, 'missingSize'],
    ])
    expect(result.lines[0]).toMatchObject({
      productId: 1,
      size: '10 µg',
      count: 2,
      priceFen: 98_000,
      productName: 'IL-6',
    })
    expect(result.lines[2]?.knownSizes).toEqual(['10 µg', '1 mg'])
    expect(result).toMatchObject({ valid: 1, errors: 5, merged: 0 })
  })

  it('merges duplicate lines into the first, summing counts, and refuses a sum over 999', () => {
    const result = check('RP001 10 µg 2\nEN100,5000 U,1\nrp001\t10ug\t3')
    expect(result.lines).toHaveLength(2)
    expect(result.lines[0]).toMatchObject({ lines: [1, 3], count: 5, error: null })
    expect(result.merged).toBe(1)
    const over = check('RP001 10 µg 600\nRP001 10 µg 400')
    expect(over.lines[0]).toMatchObject({ lines: [1, 2], count: 1000, error: 'badCount' })
    expect(over.valid).toBe(0)
  })

  it('refuses an overlong line on its own', () => {
    const result = check(`RP001 10 µg 1\n${'x'.repeat(400)}`)
    expect(result.lines.map((l) => l.error)).toEqual([null, 'tooLong'])
  })
})
