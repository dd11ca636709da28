'use client'

import { useSearchParams } from 'next/navigation'

const NOT_FILTER = new Set(['page', 'limit', 'sort', 'columns', 'preset', 'queryByGroup', 'groupBy'])

/** The orders list's export link: the list's current filter (its `where` and search) as an Excel file. */
export function OrderExportLink({ text, hint }: { text: string; hint: string }) {
  const params = useSearchParams()
  const filter = new URLSearchParams()
  for (const [key, value] of params?.entries() ?? []) if (!NOT_FILTER.has(key)) filter.append(key, value)
  const query = filter.toString()
  return (
    <div
      data-testid="order-export"
      style={{ margin: '0 0 1rem', display: 'flex', gap: '0.75rem', alignItems: 'center' }}
    >
      <a
        href={`/api/cms/orders/export${query ? `?${query}` : ''}`}
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        download
      >
        {text}
      </a>
      <small>{hint}</small>
    </div>
  )
}
