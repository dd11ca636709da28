import { describe, expect, it } from 'vitest'
import {
  mapHeader,
  missingColumns,
  type ProductSnapshot,
  parseKind,
  parseLeadTime,
  parseStock,
  rowErrorText,
  validateAliasRows,
  validatePriceRows,
} from './product-rows'

const product = (over: Partial<ProductSnapshot> = {}): ProductSnapshot => ({
  id: 1,
  catalogNumber: 'T22A',
  name: { cn: '白介素6', en: 'IL-6' },
  sizes: [
    { id: 'a', size: '10 µg', priceFen: 48000, stock: 'in-stock', leadTimeDays: null },
    { id: 'b', size: '50 µg', priceFen: null, stock: 'made-to-order', leadTimeDays: 20 },
  ],
  geneSymbol: 'IL6',
  ncbiGeneId: null,
  accession: null,
  proteinNames: 'Interleukin-6',
  synonyms: '',
  ...over,
})

const catalogue = (...products: ProductSnapshot[]) => new Map(products.map((p) => [p.catalogNumber, p]))

describe('the header', () => {
  it('knows the export headers in either language and common spellings', () => {
    expect(mapHeader(['货号', '规格', '价格（元）', '库存', '发货天数'])).toEqual({
      catalogNumber: 0,
      size: 1,
      price: 2,
      stock: 3,
      leadTime: 4,
    })
    expect(mapHeader(['Catalog number', 'Name (Chinese)', 'Name (English)', 'Size', 'Price (¥)', 'Other'])).toEqual({
      catalogNumber: 0,
      nameCn: 1,
      nameEn: 2,
      size: 3,
      price: 4,
    })
    expect(mapHeader(['Cat. No.', 'SIZE', '价格'])).toMatchObject({ catalogNumber: 0, size: 1, price: 2 })
  })

  it('names the columns a mode cannot do without', () => {
    expect(missingColumns('prices', mapHeader(['货号', '价格（元）']))).toEqual(['size'])
    expect(missingColumns('prices', mapHeader(['货号', '规格']))).toEqual(['price'])
    expect(missingColumns('aliases', mapHeader(['货号', '别名']))).toEqual([])
    expect(missingColumns('aliases', mapHeader(['货号']))).toEqual(['alias'])
  })
})

describe('cell values', () => {
  it('reads stock states by code or label in both languages', () => {
    expect(parseStock('现货')).toBe('in-stock')
    expect(parseStock('In stock')).toBe('in-stock')
    expect(parseStock('made-to-order')).toBe('made-to-order')
    expect(parseStock('有货')).toBeNull()
  })

  it('reads lead times of 1 to 365 whole days', () => {
    expect(parseLeadTime('')).toBeNull()
    expect(parseLeadTime('7')).toBe(7)
    expect(parseLeadTime('14 天')).toBe(14)
    expect(parseLeadTime('0')).toBe('invalid')
    expect(parseLeadTime('366')).toBe('invalid')
    expect(parseLeadTime('2.5')).toBe('invalid')
  })

  it('reads alias kinds, none being a synonym', () => {
    expect(parseKind('')).toBe('synonym')
    expect(parseKind('基因名')).toBe('gene')
    expect(parseKind('NCBI Gene ID')).toBe('ncbi')
    expect(parseKind('uniprot')).toBe('uniprot')
    expect(parseKind('Protein name')).toBe('protein')
    expect(parseKind('favourite')).toBeNull()
  })
})

describe('price rows', () => {
  const header = mapHeader(['货号', '规格', '价格（元）', '库存', '发货天数'])

  it('turns yuan into fen and reports each change', () => {
    const result = validatePriceRows([['t22a', '10µg', '980.00', '现货', '']], header, catalogue(product()))
    expect(result.counts).toEqual({ rows: 1, changed: 1, unchanged: 0, errors: 0 })
    expect(result.rows[0]?.changes).toEqual([{ field: 'price', from: '480.00', to: '980.00' }])
    expect(result.updates).toHaveLength(1)
    expect(result.updates[0]?.sizes?.[0]).toMatchObject({ id: 'a', priceFen: 98000 })
    expect(result.updates[0]?.sizes?.[1]).toMatchObject({ id: 'b', priceFen: null, leadTimeDays: 20 })
  })

  it('gives every bad cell of a row its own error and makes no update', () => {
    const rows = [
      ['NOPE-1', '10 µg', '100', '', ''],
      ['T22A', '10 µg', '9.999', '', ''],
      ['T22A', '50 µg', '-1', '', ''],
      ['T22A', '1 mg', '100', '', ''],
      ['T22A', '50 µg', '100', '有货', '0'],
      ['', '', '', '', ''],
    ]
    const result = validatePriceRows(rows, header, catalogue(product()))
    expect(result.counts).toEqual({ rows: 5, changed: 0, unchanged: 0, errors: 5 })
    expect(result.rows.map((r) => [r.row, r.errors.map((e) => e.code)])).toEqual([
      [2, ['unknownCatalogNumber']],
      [3, ['badPrice']],
      [4, ['badPrice']],
      [5, ['unknownSize']],
      [6, ['badStock', 'badLeadTime']],
    ])
    expect(result.updates).toEqual([])
    expect(rowErrorText('cn', result.rows[0]?.errors[0] as never)).toBe('货号 NOPE-1 不存在')
    expect(rowErrorText('en', result.rows[3]?.errors[0] as never)).toBe(
      'The product has no size 1 mg (it has: 10 µg / 50 µg)',
    )
  })

  it('keeps unchanged rows out of the updates, empties a price to inquiry, refuses a size twice', () => {
    const same = validatePriceRows([['T22A', '10 µg', '480', 'In stock', '']], header, catalogue(product()))
    expect(same.counts.unchanged).toBe(1)
    expect(same.updates).toEqual([])
    const inquiry = validatePriceRows([['T22A', '10 µg', '', '', '']], header, catalogue(product()))
    expect(inquiry.rows[0]?.changes).toEqual([{ field: 'price', from: '480.00', to: '' }])
    const twice = validatePriceRows(
      [
        ['T22A', '10 µg', '1', '', ''],
        ['T22A', '10 µg', '2', '', ''],
      ],
      header,
      catalogue(product()),
    )
    expect(twice.rows[1]?.errors.map((e) => e.code)).toEqual(['duplicateRow'])
  })

  it('changes the names on the full sheet', () => {
    const full = mapHeader(['货号', '产品名称（中文）', '产品名称（英文）', '规格', '价格（元）'])
    const result = validatePriceRows([['T22A', '重组人白介素6', 'IL-6', '10 µg', '480.00']], full, catalogue(product()))
    expect(result.rows[0]?.changes).toEqual([{ field: 'nameCn', from: '白介素6', to: '重组人白介素6' }])
    expect(result.updates[0]?.name).toEqual({ cn: '重组人白介素6' })
  })
})

describe('alias rows', () => {
  const header = mapHeader(['货号', '别名', '别名类型'])

  it('adds aliases to the fields of their kind', () => {
    const result = validateAliasRows(
      [
        ['T22A', 'BSF-2', ''],
        ['T22A', 'B-cell stimulatory factor 2', '蛋白名称'],
        ['T22A', '3569', 'NCBI Gene ID'],
        ['T22A', 'p05231', 'UniProt'],
        ['T22A', 'il6', '基因名'],
      ],
      header,
      catalogue(product()),
    )
    expect(result.counts).toEqual({ rows: 5, changed: 4, unchanged: 1, errors: 0 })
    expect(result.updates[0]?.aliases).toEqual({
      synonyms: 'BSF-2',
      proteinNames: 'Interleukin-6\nB-cell stimulatory factor 2',
      ncbiGeneId: '3569',
      accession: 'P05231',
    })
  })

  it('refuses bad ids, unknown kinds and a second gene symbol', () => {
    const result = validateAliasRows(
      [
        ['T22A', 'abc', 'NCBI Gene ID'],
        ['T22A', 'NOT-AN-ACC', 'UniProt'],
        ['T22A', 'X', 'favourite'],
        ['T22A', 'IFNB2', 'gene'],
        ['NOPE', 'X', ''],
        ['T22A', '', ''],
      ],
      header,
      catalogue(product()),
    )
    expect(result.rows.map((r) => r.errors.map((e) => e.code))).toEqual([
      ['badNcbiGeneId'],
      ['badUniprot'],
      ['badKind'],
      ['aliasConflict'],
      ['unknownCatalogNumber'],
      ['missingAlias'],
    ])
    expect(result.updates).toEqual([])
  })
})
