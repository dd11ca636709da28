'use client'

import { Icon } from './Icon'

/** Opens the browser's print dialog (the printable table pages). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 print:hidden"
    >
      <Icon name="print" />
      {label}
    </button>
  )
}
