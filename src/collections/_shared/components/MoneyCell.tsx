import type { DefaultServerCellComponentProps } from 'payload'
import { formatFen } from '@/domain/cart/money'

/** A money column of the back office's lists: "¥980.00" (stored as 98000 fen); empty stays empty. */
export function MoneyCell({ cellData }: Pick<DefaultServerCellComponentProps, 'cellData'>) {
  return typeof cellData === 'number' && Number.isInteger(cellData) ? <span>{formatFen(cellData)}</span> : null
}
