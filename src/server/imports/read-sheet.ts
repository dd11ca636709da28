import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'

/**
 * A staff member's uploaded table (XLSX or CSV) as rows of cell texts, the first sheet only. Numbers keep what
 * the cell holds (`9.999` stays `9.999`, so a bad amount is seen, not rounded); formulas give their result;
 * rich text and links their text. A CSV may be UTF-8 (with or without BOM) or GB 18030 (what Excel in a Chinese
 * Windows saves). Throws UnreadableFile when the bytes are neither.
 */
export type ImportFormat = 'xlsx' | 'csv'

export class UnreadableFile extends Error {
  constructor() {
    super('unreadable file')
    this.name = 'UnreadableFile'
  }
}

/** The format of the bytes: an XLSX is a ZIP (PK\x03\x04); anything else is read as CSV. */
export function sniffFormat(bytes: Uint8Array): ImportFormat {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04 ? 'xlsx' : 'csv'
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((part) => part.text).join('')
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue)
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue)
    if ('error' in value) return String(value.error)
  }
  return ''
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes)
    } catch {
      throw new UnreadableFile()
    }
  }
}

function sheetRows(sheet: ExcelJS.Worksheet | undefined, maxRows: number): string[][] {
  const rows: string[][] = []
  if (!sheet) return rows
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    if (rowNumber > maxRows + 1) return
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value).trim()
    })
    rows[rowNumber - 1] = Array.from(cells, (c) => c ?? '')
  })
  return Array.from(rows, (r) => r ?? [])
}

/** The first sheet's rows (header first), at most `maxRows` data rows read (one more tells the caller it is over). */
export async function readSheet(bytes: Uint8Array, maxRows: number): Promise<string[][]> {
  const format = sniffFormat(bytes)
  const book = new ExcelJS.Workbook()
  try {
    if (format === 'xlsx') {
      await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
      return sheetRows(book.worksheets[0], maxRows)
    }
    const text = decodeText(bytes)
    if (text.includes('\u0000')) throw new UnreadableFile()
    // Every cell as its text: exceljs would otherwise turn "980.00" into 980 and "2024-05-01" into a date.
    const sheet = await book.csv.read(Readable.from([text]), { map: (value: unknown) => value } as never)
    // The export's guard against formula injection ('=…) taken off again.
    return sheetRows(sheet, maxRows).map((row) => row.map((c) => (/^'[=+@-]/.test(c) ? c.slice(1) : c)))
  } catch (error) {
    if (error instanceof UnreadableFile) throw error
    throw new UnreadableFile()
  }
}
