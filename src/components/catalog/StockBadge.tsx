import type { StockState } from '@/domain/catalog/catalog'

const TONE: Record<StockState, string> = {
  'in-stock': 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  'ships-in-days': 'bg-amber-50 text-amber-800 ring-amber-600/20',
  'made-to-order': 'bg-slate-100 text-slate-700 ring-slate-500/20',
}

/** A size's stock as a small badge; the text comes from `catalog.stock` through stockMessage(). */
export function StockBadge({ stock, text }: { stock: StockState; text: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE[stock]}`}
    >
      {text}
    </span>
  )
}
