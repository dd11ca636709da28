import type { ReactNode } from 'react'

/** A search tab's results table: its column headings (`columns`, in order) and the rows (`children`). */
export function ResultsTable({
  columns,
  className,
  children,
}: {
  columns: string[]
  className: string
  children: ReactNode
}) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className={className}>
        <thead>
          <tr className="border-b border-slate-300 text-slate-600">
            {columns.map((label, i) => (
              <th
                key={label}
                scope="col"
                className={i < columns.length - 1 ? 'py-2 pr-4 font-medium' : 'py-2 font-medium'}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
