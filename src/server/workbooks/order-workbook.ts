import ExcelJS from 'exceljs'
import { siteDateTime, siteWallClock } from '../../domain/content/content-dates'
import { isOrderStatus, statusMessageKey } from '../../domain/orders/status-machine'
import { translate } from '../../i18n/messages'
import type { Locale } from '../../i18n/routing'
import type { Member, Order } from '../../payload-types'
import { DATE_TIME_FORMAT, finishTable, formatColumns, YUAN_FORMAT } from './sheet-style'

/**
 * The back office's order list as an XLSX workbook (issue 22, "Exports"): a sheet of orders (one row each) and a
 * sheet of their lines, in the staff member's language: statuses and languages by their labels, times as
 * Asia/Shanghai wall-clock date cells, amounts as yuan number cells (empty for an inquiry), fitted columns and an
 * autofilter. Server only.
 */
const ORDER_COLUMNS = [
  'orderNumber',
  'createdAt',
  'status',
  'member',
  'company',
  'phone',
  'lineCount',
  'items',
  'total',
  'inquiry',
  'poNumber',
  'recipient',
  'carrier',
  'trackingNumber',
  'locale',
] as const
const LINE_COLUMNS = [
  'orderNumber',
  'createdAt',
  'status',
  'catalogNumber',
  'productName',
  'size',
  'count',
  'unitPrice',
  'subtotal',
  'lotNumber',
] as const

const yuan = (fen: unknown): number | null =>
  typeof fen === 'number' && Number.isFinite(fen) ? Math.round(fen) / 100 : null

function memberOf(order: Order): Partial<Member> {
  return order.member && typeof order.member === 'object' ? order.member : {}
}

export async function orderWorkbook(orders: Order[], locale: Locale, now = new Date()): Promise<Uint8Array> {
  const t = (key: string) => translate(locale, `admin.orderExport.${key}`)
  const status = (value: unknown) =>
    isOrderStatus(value) ? translate(locale, statusMessageKey(value)) : String(value ?? '')
  const at = (value: unknown) => (typeof value === 'string' && value ? siteWallClock(new Date(value)) : null)

  const book = new ExcelJS.Workbook()
  book.created = now
  const sheet = book.addWorksheet(t('sheets.orders'))
  sheet.addRow(ORDER_COLUMNS.map((c) => t(`columns.${c}`)))
  const lines = book.addWorksheet(t('sheets.lines'))
  lines.addRow(LINE_COLUMNS.map((c) => t(`columns.${c}`)))

  for (const order of orders) {
    const member = memberOf(order)
    const created = at(order.createdAt)
    const rows = order.lines ?? []
    sheet.addRow([
      order.orderNumber,
      created,
      status(order.status),
      member.name ? `${member.name} <${member.email ?? ''}>` : (member.email ?? ''),
      member.company ?? '',
      member.phone ?? '',
      rows.length,
      rows.map((l) => `${l.catalogNumber} ${l.size} × ${l.count}`).join('\n'),
      yuan(order.totalFen),
      t(order.inquiry ? 'yes' : 'no'),
      order.poNumber ?? '',
      order.shippingAddress?.recipient ?? '',
      order.shipment?.carrier ?? '',
      order.shipment?.trackingNumber ?? '',
      order.locale === 'cn' || order.locale === 'en' ? t(`locale.${order.locale}`) : '',
    ])
    for (const line of rows) {
      lines.addRow([
        order.orderNumber,
        created,
        status(order.status),
        line.catalogNumber,
        line.productName,
        line.size,
        line.count,
        yuan(line.unitPriceFen),
        yuan(line.subtotalFen),
        line.lotNumber ?? '',
      ])
    }
  }
  formatColumns(sheet, [ORDER_COLUMNS.indexOf('createdAt') + 1], DATE_TIME_FORMAT)
  formatColumns(sheet, [ORDER_COLUMNS.indexOf('total') + 1], YUAN_FORMAT)
  formatColumns(lines, [LINE_COLUMNS.indexOf('createdAt') + 1], DATE_TIME_FORMAT)
  formatColumns(lines, [LINE_COLUMNS.indexOf('unitPrice') + 1, LINE_COLUMNS.indexOf('subtotal') + 1], YUAN_FORMAT)
  finishTable(sheet)
  finishTable(lines)
  return new Uint8Array(await book.xlsx.writeBuffer())
}

export function orderExportFileName(at: Date): string {
  return `orders-${siteDateTime(at).replace(/[-:]/g, '').replace(' ', '-')}.xlsx`
}
