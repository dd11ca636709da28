import ExcelJS from 'exceljs'
import { MAX_QUICK_ORDER_LINES } from '../../domain/cart/quick-order'
import { translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/routing'
import { fitColumns } from './sheet-style'

/**
 * The quick order's XLSX template in the visitor's language (issue 21): a header row of catalog number, size and
 * quantity (what the upload reads from columns A–C, the header skipped), and a second sheet saying how to fill it.
 * The quantity column is kept as whole numbers 1–999 by Excel's data validation.
 */
export async function buildQuickOrderTemplate(locale: Locale): Promise<Uint8Array<ArrayBuffer>> {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `quickOrder.${key}`, params)
  const book = new ExcelJS.Workbook()
  book.created = new Date(0)
  const sheet = book.addWorksheet(t('templateSheet'), { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.addRow([t('columns.catalogNumber'), t('columns.size'), t('columns.count')])
  sheet.getRow(1).font = { bold: true }
  for (let row = 2; row <= MAX_QUICK_ORDER_LINES + 1; row++) {
    sheet.getCell(`A${row}`).numFmt = '@'
    sheet.getCell(`B${row}`).numFmt = '@'
    sheet.getCell(`C${row}`).dataValidation = {
      type: 'whole',
      operator: 'between',
      allowBlank: true,
      formulae: [1, 999],
      showErrorMessage: true,
      error: t('errors.badCount'),
    }
  }
  fitColumns(sheet)
  sheet.getColumn(1).width = Math.max(sheet.getColumn(1).width ?? 0, 16)
  sheet.getColumn(2).width = Math.max(sheet.getColumn(2).width ?? 0, 14)
  const notes = book.addWorksheet(t('templateNotesSheet'))
  notes.addRow([t('templateNotes', { max: MAX_QUICK_ORDER_LINES })])
  notes.getColumn(1).width = 100
  notes.getCell('A1').alignment = { wrapText: true, vertical: 'top' }
  return new Uint8Array(await book.xlsx.writeBuffer())
}
