import ExcelJS from 'exceljs'
import type { Field } from 'payload'
import { describeReplyClock, INBOX_KINDS, type InboxKind, replyClock } from '../../domain/inbox'
import { customerFields, displayValue, fieldLabel } from '../notify/submission-mail'

/**
 * The back-office inbox as an XLSX workbook: one sheet per submission kind, one row per submission with the
 * workflow columns (id, submitted, status, assignee, reply due, time left, overdue, answered, language,
 * internal notes) followed by the customer's fields. Server only.
 */
export interface InboxSheet {
  kind: InboxKind
  fields: Field[]
  docs: Array<Record<string, unknown>>
}

const STATUS_LABELS: Record<string, { zh: string; en: string }> = {
  new: { zh: '新提交', en: 'New' },
  in_progress: { zh: '处理中', en: 'In progress' },
  answered: { zh: '已回复', en: 'Answered' },
  closed: { zh: '已关闭', en: 'Closed' },
}

const WORKFLOW_HEADERS = {
  zh: [
    '编号',
    '提交时间',
    '处理状态',
    '负责人',
    '回复期限',
    '剩余回复时间',
    '已超时',
    '回复时间',
    '提交语言',
    '内部备注',
  ],
  en: [
    'ID',
    'Submitted',
    'Status',
    'Assignee',
    'Reply due',
    'Time left',
    'Overdue',
    'Answered at',
    'Language',
    'Internal notes',
  ],
}

const asDate = (value: unknown): Date | null => (typeof value === 'string' && value ? new Date(value) : null)

export async function buildInboxWorkbook(options: {
  sheets: InboxSheet[]
  language: 'zh' | 'en'
  now: number
  sensitive: boolean
}): Promise<Uint8Array> {
  const { sheets, language, now, sensitive } = options
  const book = new ExcelJS.Workbook()
  book.created = new Date(now)
  for (const sheet of sheets) {
    const ws = book.addWorksheet(INBOX_KINDS[sheet.kind][language].slice(0, 31))
    const fields = customerFields(sheet.fields, { sensitive })
    ws.addRow([...WORKFLOW_HEADERS[language], ...fields.map((f) => fieldLabel(f, language))]).font = { bold: true }
    for (const doc of sheet.docs) {
      const status = typeof doc.inboxStatus === 'string' ? doc.inboxStatus : 'new'
      const due = asDate(doc.replyDueAt)
      const clock = replyClock(status, due?.getTime() ?? null, now)
      ws.addRow([
        doc.id,
        asDate(doc.createdAt),
        STATUS_LABELS[status]?.[language] ?? status,
        displayValue(doc.assignee, language),
        due,
        describeReplyClock(clock, language),
        displayValue(clock.overdue, language),
        asDate(doc.answeredAt),
        doc.locale ?? '',
        doc.internalNotes ?? '',
        ...fields.map((f) => displayValue(doc[f.name], language)),
      ])
    }
    ws.views = [{ state: 'frozen', ySplit: 1 }]
    for (const column of [2, 5, 8]) ws.getColumn(column).numFmt = 'yyyy-mm-dd hh:mm'
  }
  return new Uint8Array(await book.xlsx.writeBuffer())
}
