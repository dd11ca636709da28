/** The colours of an order's status badge (list, detail), by status; an unknown status stays plain. */
const STATUS_STYLE: Record<string, string> = {
  quote_requested: 'bg-amber-50 text-amber-900 ring-amber-200',
  quoted: 'bg-violet-50 text-violet-900 ring-violet-200',
  quote_declined: 'bg-slate-100 text-slate-600 ring-slate-200',
  quote_expired: 'bg-slate-100 text-slate-600 ring-slate-200',
  submitted: 'bg-amber-50 text-amber-900 ring-amber-200',
  confirmed: 'bg-sky-50 text-sky-900 ring-sky-200',
  awaiting_payment: 'bg-orange-50 text-orange-900 ring-orange-200',
  paid: 'bg-teal-50 text-teal-900 ring-teal-200',
  shipped: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  delivered: 'bg-green-50 text-green-900 ring-green-200',
  completed: 'bg-green-50 text-green-900 ring-green-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
}

export const orderStatusStyle = (status: string) => STATUS_STYLE[status] ?? ''
