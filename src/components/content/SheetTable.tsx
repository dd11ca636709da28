import type React from 'react'

/** A plain, printable table with a caption and column headers (the /…/table pages). */
export function SheetTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: string[]
  rows: { key: string | number; cells: React.ReactNode[] }[]
}) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th
              key={c}
              scope="col"
              className="border border-slate-300 bg-slate-50 px-3 py-2 font-semibold text-slate-800"
            >
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="align-top">
            {r.cells.map((cell, i) =>
              i === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <th key={i} scope="row" className="border border-slate-300 px-3 py-2 font-medium text-slate-900">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <td key={i} className="border border-slate-300 px-3 py-2 text-slate-700">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
