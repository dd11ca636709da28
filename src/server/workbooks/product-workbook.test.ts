import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { readSheet } from '../imports/read-sheet'
import { type ExportProduct, productCsv, productWorkbook } from './product-workbook'
import { displayWidth, YUAN_FORMAT } from './sheet-style'

const products: ExportProduct[] = [
  {
    catalogNumber: 'T22W',
    name: { cn: '重组人白介素6', en: 'Recombinant human IL-6' },
    category: { name: { cn: '细胞因子', en: 'Cytokines' } },
    status: 'published',
    updatedAt: '2026-05-16T08:00:00.000Z',
    sizes: [
      { size: '10 µg', priceFen: 98000, stock: 'in-stock', leadTimeDays: null },
      { size: '1 mg', priceFen: null, stock: 'made-to-order', leadTimeDays: 30 },
    ],
    geneSymbol: 'IL6',
    synonyms: '=cmd\nBSF-2',
  },
]

async function sheetOf(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
  return book.worksheets[0] as ExcelJS.Worksheet
}

describe('the products export', () => {
  it('writes yuan as ¥-formatted numbers, labels instead of codes, Shanghai times, an autofilter', async () => {
    const sheet = await sheetOf(await productWorkbook(products, 'products', 'cn'))
    expect(sheet.name).toBe('产品')
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '货号',
      '产品名称（中文）',
      '产品名称（英文）',
      '产品分类',
      '规格',
      '价格（元）',
      '库存',
      '发货天数',
      '发布状态',
      '更新时间',
    ])
    const row = sheet.getRow(2)
    expect(row.getCell(6).value).toBe(980)
    expect(row.getCell(6).numFmt).toBe(YUAN_FORMAT)
    expect(row.getCell(7).value).toBe('现货')
    expect(row.getCell(9).value).toBe('已发布')
    // 08:00 UTC is 16:00 in Shanghai: the cell holds the wall-clock time
    expect((row.getCell(10).value as Date).toISOString()).toBe('2026-05-16T16:00:00.000Z')
    expect(sheet.getRow(3).getCell(6).value).toBeNull()
    expect(sheet.getRow(3).getCell(8).value).toBe(30)
    expect(sheet.autoFilter).toBeTruthy()
    expect(sheet.getColumn(3).width).toBeGreaterThanOrEqual('Recombinant human IL-6'.length)
  })

  it('speaks English for English staff', async () => {
    const sheet = await sheetOf(await productWorkbook(products, 'sizes', 'en'))
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Catalog number',
      'Size',
      'Price (¥)',
      'Stock',
      'Ships in (days)',
    ])
    expect(sheet.getRow(3).getCell(4).value).toBe('Made to order')
  })

  it('writes CSV with a BOM, yuan as 980.00, formulas neutralised, and reads back the same table', async () => {
    const csv = productCsv(products, 'aliases', 'cn')
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv)
    expect(text.startsWith('\uFEFF货号,别名,别名类型\r\n')).toBe(true)
    expect(text).toContain("T22W,'=cmd,同义词")
    const rows = await readSheet(csv, 100)
    expect(rows[1]).toEqual(['T22W', 'IL6', '基因名'])
    expect(rows[2]).toEqual(['T22W', '=cmd', '同义词'])
    const prices = new TextDecoder().decode(productCsv(products, 'sizes', 'cn'))
    expect(prices).toContain('T22W,10 µg,980.00,现货,')
  })

  it('counts CJK characters double when fitting columns', () => {
    expect(displayWidth('货号')).toBe(4)
    expect(displayWidth('IL-6')).toBe(4)
  })
})
