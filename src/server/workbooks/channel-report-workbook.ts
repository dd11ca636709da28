import ExcelJS from 'exceljs'
import type { ChannelReportData } from '../../domain/analytics/channel-report'
import { DATE_FORMAT, finishTable } from './sheet-style'

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

/** A report day (`YYYY-MM-DD`, already a day in Asia/Shanghai) as a date cell; anything else as it is. */
function asDay(day: string): Date | string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : day
}

/**
 * The report as an XLSX workbook: daily figures by source, totals by source, top products and searches; days as
 * date cells, counts as numbers, sources by their labels, each sheet with a frozen header, an autofilter and fitted
 * columns (sheet-style.ts).
 */
export async function reportWorkbook(report: ChannelReportData, labels: WorkbookLabels): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  book.created = new Date()
  const figures = [labels.sessions, labels.enquiry, labels.cart, labels.order]
  const daily = book.addWorksheet(labels.sheetDaily)
  daily.addRow([labels.day, labels.source, ...figures])
  for (const r of report.rows)
    daily.addRow([asDay(r.day), labels.sourceLabel(r.source), r.sessions, r.enquiry, r.cart, r.order])
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
  daily.getColumn(1).eachCell((cell, rowNumber) => {
    if (rowNumber > 1) cell.numFmt = DATE_FORMAT
  })
  for (const sheet of book.worksheets) finishTable(sheet)
  return Buffer.from(await book.xlsx.writeBuffer())
}
