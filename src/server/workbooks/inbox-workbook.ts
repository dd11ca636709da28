import ExcelJS from 'exceljs'
import type { Field } from 'payload'
import { siteDateTime, siteWallClock } from '../../domain/content/content-dates'
import { describeReplyClock, INBOX_KINDS, type InboxKind, leadReplyClock } from '../../domain/leads/inbox'
import { translate } from '../../i18n/messages'
import {
  customerFields,
  displayValue,
  fieldLabel,
  isMoneyField,
  leadValue,
} from '../../server/notifications/lead-mails'
import { DATE_FORMAT, DATE_TIME_FORMAT, finishTable, formatColumns, YUAN_FORMAT } from './sheet-style'

/**
 * The back-office inbox as an XLSX workbook: one sheet per submission kind, one row per submission with the
 * workflow columns (id, submitted, status, assignee, reply due, time left, overdue, answered, language,
 * internal notes) followed by the customer's fields. Everything in the chosen language (option codes by their
 * labels, related names in that locale) and times as Asia/Shanghai wall-clock times. Server only.
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

/** A stored time as the cell Excel shows in the site's time zone. */
const asDate = (value: unknown): Date | null =>
  typeof value === 'string' && value ? siteWallClock(new Date(value)) : null

const localeOf = (language: 'zh' | 'en') => (language === 'en' ? 'en' : 'cn')

/** A customer's value as a typed cell: amounts in yuan and other numbers as numbers, dates as date cells. */
function exportCell(field: Field & { name: string }, value: unknown, language: 'zh' | 'en'): string | number | Date {
  if (field.type === 'number' && typeof value === 'number' && Number.isFinite(value))
    return isMoneyField(field) ? value / 100 : value
  if (field.type === 'date' && typeof value === 'string' && value) {
    const day = siteDateTime(new Date(value)).slice(0, 10)
    return new Date(`${day}T00:00:00Z`)
  }
  return leadValue(field, value, language)
}

/** The number format of a customer's column, if it has one. */
function columnFormat(field: Field & { name: string }): string | null {
  if (isMoneyField(field)) return YUAN_FORMAT
  if (field.type === 'date') return DATE_FORMAT
  return null
}

/** The site language a submission was made in, by name. */
function languageName(value: unknown, language: 'zh' | 'en'): string {
  return value === 'cn' || value === 'en' ? translate(localeOf(language), `inbox.language.${value}`) : ''
}

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
      // The clock from the stored instant against the real now (the admin list's function); only the cell is
      // shifted to the Shanghai wall clock.
      const clock = leadReplyClock(doc, now)
      ws.addRow([
        doc.id,
        asDate(doc.createdAt),
        STATUS_LABELS[status]?.[language] ?? status,
        displayValue(doc.assignee, language),
        asDate(doc.replyDueAt),
        describeReplyClock(clock, language),
        displayValue(clock.overdue, language),
        asDate(doc.answeredAt),
        languageName(doc.locale, language),
        doc.internalNotes ?? '',
        ...fields.map((f) => exportCell(f, doc[f.name], language)),
      ])
    }
    formatColumns(ws, [2, 5, 8], DATE_TIME_FORMAT)
    fields.forEach((field, index) => {
      const format = columnFormat(field)
      if (format) formatColumns(ws, [WORKFLOW_HEADERS[language].length + index + 1], format)
    })
    finishTable(ws)
  }
  return new Uint8Array(await book.xlsx.writeBuffer())
}
