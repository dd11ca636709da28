import type ExcelJS from 'exceljs'

/**
 * What makes every back-office workbook read well (issue 22, exports): a bold, frozen header row with an
 * autofilter, columns as wide as their longest text (CJK characters count double, as Excel draws them), money as
 * numbers with a ¥ format, times as Asia/Shanghai wall-clock dates with a date format. Server only.
 */

/** Yuan with two decimals and grouping: a number cell, summable, shown as ¥980.00. */
export const YUAN_FORMAT = '"¥"#,##0.00'
/** A wall-clock date and time (the cell holds the site's time: see siteWallClock). */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm'
export const DATE_FORMAT = 'yyyy-mm-dd'

const MIN_WIDTH = 6
const MAX_WIDTH = 60

/** How many columns a text takes in Excel's default font: wide (CJK, full-width) characters count two. */
export function displayWidth(text: string): number {
  let width = 0
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6)
    width += wide ? 2 : 1
  }
  return width
}

/** The text a cell shows, roughly, for measuring its width. */
function shownText(cell: ExcelJS.Cell): string {
  const value = cell.value
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return cell.numFmt === DATE_FORMAT ? '2000-01-01' : '2000-01-01 00:00'
  if (typeof value === 'number') {
    if (cell.numFmt === YUAN_FORMAT) return `¥${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`
    return String(value)
  }
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('')
  if (typeof value === 'object' && 'text' in value) return String(value.text)
  return String(value)
}

/** Each column as wide as its longest line (header included), within bounds. */
export function fitColumns(sheet: ExcelJS.Worksheet, fromRow = 1): void {
  sheet.columns.forEach((column) => {
    let longest = 0
    column.eachCell?.({ includeEmpty: false }, (cell, rowNumber) => {
      if (rowNumber < fromRow) return
      for (const line of shownText(cell).split('\n')) longest = Math.max(longest, displayWidth(line))
    })
    // A little room for the autofilter's drop-down arrow in the header.
    column.width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 3))
  })
}

/** The header row bold and frozen, an autofilter over the table, columns fitted. */
export function finishTable(sheet: ExcelJS.Worksheet, headerRow = 1): void {
  const header = sheet.getRow(headerRow)
  header.font = { bold: true }
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3F8' } }
  })
  sheet.views = [{ state: 'frozen', ySplit: headerRow }]
  const columns = Math.max(1, header.cellCount, sheet.columnCount)
  sheet.autoFilter = {
    from: { row: headerRow, column: 1 },
    to: { row: Math.max(headerRow, sheet.rowCount), column: columns },
  }
  fitColumns(sheet, headerRow)
}

/** Format the given columns (1-based) of every row below the header. */
export function formatColumns(sheet: ExcelJS.Worksheet, columns: number[], numFmt: string, headerRow = 1): void {
  for (const index of columns) {
    sheet.getColumn(index).eachCell({ includeEmpty: false }, (cell, rowNumber) => {
      if (rowNumber > headerRow) cell.numFmt = numFmt
    })
  }
}
