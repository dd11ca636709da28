import ExcelJS from 'exceljs'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { buildInboxWorkbook } from './inbox-workbook'
import { YUAN_FORMAT } from './sheet-style'

/** Issue 22, exports: the inbox's amounts are ¥-formatted numbers (not fen as text), dates are date cells. */
const fields = [
  { name: 'paperTitle', type: 'text', label: { zh: '文章标题', en: 'Paper title' } },
  { name: 'publishedOn', type: 'date', label: { zh: '发表日期', en: 'Published on' } },
  { name: 'bonusAmountFen', type: 'number', label: { zh: '奖励金额（元）', en: 'Award (¥)' } },
] as Field[]

describe('the inbox workbook', () => {
  it('writes amounts in yuan as ¥-formatted numbers, dates as dates, with an autofilter and fitted columns', async () => {
    const bytes = await buildInboxWorkbook({
      sheets: [
        {
          kind: 'paper-rewards',
          fields,
          docs: [
            {
              id: 7,
              createdAt: '2026-05-16T08:00:00.000Z',
              inboxStatus: 'new',
              locale: 'cn',
              paperTitle: 'IL-6 signalling in a very long paper title',
              publishedOn: '2026-03-01T16:30:00.000Z',
              bonusAmountFen: 200000,
            },
          ],
        },
      ],
      language: 'zh',
      now: Date.parse('2026-05-17T00:00:00Z'),
      sensitive: false,
    })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
    const sheet = book.worksheets[0] as ExcelJS.Worksheet
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    const at = (name: string) => sheet.getRow(2).getCell(header.indexOf(name) + 1)
    expect(at('奖励金额（元）').value).toBe(2000)
    expect(at('奖励金额（元）').numFmt).toBe(YUAN_FORMAT)
    // 16:30 UTC on 1 March is 2 March in Shanghai
    expect((at('发表日期').value as Date).toISOString()).toBe('2026-03-02T00:00:00.000Z')
    expect((at('提交时间').value as Date).toISOString()).toBe('2026-05-16T16:00:00.000Z')
    expect(at('提交语言').value).toBe('中文')
    expect(sheet.autoFilter).toBeTruthy()
    expect(sheet.getColumn(header.indexOf('文章标题') + 1).width).toBeGreaterThan(40)
  })
})
