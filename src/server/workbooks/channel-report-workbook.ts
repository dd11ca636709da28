import ExcelJS from 'exceljs'
import type { ChannelReportData } from '../../domain/analytics/channel-report'

export interface WorkbookLabels {
  sheetDaily: string
  sheetTotals: string
  sheetProducts: string
  sheetSearches: string
  day: string
  source: string
  sessions: string
  enquiry: string
  cart: string
  order: string
  value: string
  count: string
  sourceLabel: (source: string) => string
}

/** The report as an XLSX workbook: daily figures by source, totals by source, top products and searches. */
export async function reportWorkbook(report: ChannelReportData, labels: WorkbookLabels): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  book.created = new Date()
  const figures = [labels.sessions, labels.enquiry, labels.cart, labels.order]
  const daily = book.addWorksheet(labels.sheetDaily)
  daily.addRow([labels.day, labels.source, ...figures])
  for (const r of report.rows)
    daily.addRow([r.day, labels.sourceLabel(r.source), r.sessions, r.enquiry, r.cart, r.order])
  const totals = book.addWorksheet(labels.sheetTotals)
  totals.addRow([labels.source, ...figures])
  for (const source of report.sources) {
    const t = report.totals[source]
    if (t) totals.addRow([labels.sourceLabel(source), t.sessions, t.enquiry, t.cart, t.order])
  }
  for (const [name, list] of [
    [labels.sheetProducts, report.topProducts],
    [labels.sheetSearches, report.topSearches],
  ] as const) {
    const sheet = book.addWorksheet(name)
    sheet.addRow([labels.value, labels.count])
    for (const item of list) sheet.addRow([item.value, item.count])
  }
  for (const sheet of book.worksheets) {
    sheet.getRow(1).font = { bold: true }
    sheet.columns.forEach((column) => {
      column.width = 18
    })
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}
