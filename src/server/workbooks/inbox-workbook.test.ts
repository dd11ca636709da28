import ExcelJS from 'exceljs'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { describeReplyClock, leadReplyClock } from '../../domain/leads/inbox'
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

  it("shows the same time left and overdue flag as the admin's list (issue 30: the export was 8 hours late)", async () => {
    const now = Date.parse('2026-05-17T02:00:00Z')
    const docs = [
      // Due in 23 h 55 min: the list shows 剩余 23 小时 55 分 (the export showed 31 hours).
      { id: 1, createdAt: '2026-05-17T01:55:00.000Z', replyDueAt: '2026-05-18T01:55:00.000Z', inboxStatus: 'new' },
      // Overdue by 3 hours: the export called it "5 hours left" and not overdue.
      {
        id: 2,
        createdAt: '2026-05-15T23:00:00.000Z',
        replyDueAt: '2026-05-16T23:00:00.000Z',
        inboxStatus: 'in_progress',
      },
      // Answered: no clock.
      { id: 3, createdAt: '2026-05-15T23:00:00.000Z', replyDueAt: '2026-05-16T23:00:00.000Z', inboxStatus: 'answered' },
    ]
    for (const language of ['zh', 'en'] as const) {
      const bytes = await buildInboxWorkbook({
        sheets: [{ kind: 'leave-words', fields: [], docs }],
        language,
        now,
        sensitive: false,
      })
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
      const sheet = book.worksheets[0] as ExcelJS.Worksheet
      const header = (sheet.getRow(1).values as unknown[]).slice(1)
      const column = (name: string) => header.indexOf(name) + 1
      const [left, overdue, due] =
        language === 'zh' ? ['剩余回复时间', '已超时', '回复期限'] : ['Time left', 'Overdue', 'Reply due']
      const shown = docs.map((_, i) => ({
        left: sheet.getRow(i + 2).getCell(column(left)).value,
        overdue: sheet.getRow(i + 2).getCell(column(overdue)).value,
        due: (sheet.getRow(i + 2).getCell(column(due)).value as Date).toISOString().slice(0, 16),
      }))
      const yes = language === 'zh' ? '是' : 'yes'
      const no = language === 'zh' ? '否' : 'no'
      expect(shown).toEqual([
        { left: language === 'zh' ? '剩余 23 小时 55 分' : '23 h 55 min left', overdue: no, due: '2026-05-18T09:55' },
        {
          left: language === 'zh' ? '已超时 3 小时 0 分' : 'overdue by 3 h 0 min',
          overdue: yes,
          due: '2026-05-17T07:00',
        },
        { left: '—', overdue: no, due: '2026-05-17T07:00' },
      ])
      // …which is what the list's own function says of the same records.
      docs.forEach((doc, i) => {
        expect(shown[i]?.left).toBe(describeReplyClock(leadReplyClock(doc, now), language))
      })
    }
  })
})
