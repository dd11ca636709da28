import type { ReactNode } from 'react'

/** One line of a stored order as the member's views show it (prices already formatted, or the inquiry word). */
export interface OrderLineRow {
  catalogNumber: string
  productName: string
  size: string
  count: number
  price: string
  subtotal: string
}

/** The table's own columns, in order; their headers come from the caller's messages. */
export type OrderLineColumn = 'catalogNumber' | 'productName' | 'size' | 'count' | 'price' | 'subtotal'

/**
 * Where the table turns from stacked rows into a real table: the order detail page at `md`, the order list (one
 * table per order inside a card) at `xl` and with padded cells. Full class strings so Tailwind finds them.
 */
const LAYOUTS = {
  detail: {
    thead: 'hidden text-left text-slate-600 md:table-header-group',
    th: 'py-2 pr-3 font-medium',
    thRight: 'py-2 pr-3 text-right font-medium',
    row: 'flex flex-wrap gap-x-3 border-t border-slate-100 py-2 md:table-row',
    catalogNumber: 'font-medium md:py-2 md:pr-3',
    productName: 'md:py-2 md:pr-3',
    size: 'text-slate-600 md:py-2 md:pr-3',
    count: 'md:py-2 md:pr-3 md:text-right',
    price: 'hidden md:table-cell md:py-2 md:pr-3 md:text-right',
    subtotal: 'ml-auto md:py-2 md:pr-3 md:text-right',
  },
  list: {
    thead: 'hidden text-left text-slate-600 xl:table-header-group',
    th: 'px-4 py-2 font-medium',
    thRight: 'px-4 py-2 text-right font-medium',
    row: 'flex flex-wrap gap-x-3 border-t border-slate-100 px-4 py-2 xl:table-row xl:px-0',
    catalogNumber: 'font-medium xl:px-4 xl:py-2',
    productName: 'xl:px-4 xl:py-2',
    size: 'text-slate-600 xl:px-4 xl:py-2 xl:text-slate-900',
    count: 'xl:px-4 xl:py-2 xl:text-right',
    price: 'hidden xl:table-cell xl:px-4 xl:py-2 xl:text-right',
    subtotal: 'ml-auto xl:px-4 xl:py-2 xl:text-right',
  },
} as const

const LEFT: OrderLineColumn[] = ['catalogNumber', 'productName', 'size']
const RIGHT: OrderLineColumn[] = ['count', 'price', 'subtotal']

/**
 * The lines of an order (catalogue number, name, size, count, price, subtotal), shared by the order list and the
 * order detail page. `extra` adds a last column (the detail page's lot number and COA): its whole `<th>` and a
 * `<td>` per line.
 */
export function OrderLinesTable<L extends OrderLineRow>({
  lines,
  layout,
  label,
  caption,
  extra,
}: {
  lines: L[]
  layout: keyof typeof LAYOUTS
  label: (column: OrderLineColumn) => string
  caption?: string
  extra?: { header: ReactNode; cell: (line: L) => ReactNode }
}) {
  const css = LAYOUTS[layout]
  return (
    <table className="w-full text-sm">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className={css.thead}>
        <tr>
          {LEFT.map((column) => (
            <th key={column} scope="col" className={css.th}>
              {label(column)}
            </th>
          ))}
          {RIGHT.map((column) => (
            <th key={column} scope="col" className={css.thRight}>
              {label(column)}
            </th>
          ))}
          {extra?.header}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr
            // The lines of a stored order never change order; the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            data-testid="order-line"
            className={css.row}
          >
            <td className={css.catalogNumber}>{line.catalogNumber}</td>
            <td className={css.productName}>{line.productName}</td>
            <td className={css.size}>{line.size}</td>
            <td className={css.count}>× {line.count}</td>
            <td className={css.price}>{line.price}</td>
            <td className={css.subtotal}>{line.subtotal}</td>
            {extra?.cell(line)}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
