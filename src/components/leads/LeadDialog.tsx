'use client'

import type React from 'react'
import { useEffect, useId, useRef } from 'react'

/**
 * The modal frame of the lead forms (price enquiry, COA download): a native `<dialog>` opened with showModal(),
 * so focus moves in and is trapped, Escape closes it and focus returns to the opener. `onClose` runs however
 * it closes.
 */
export function LeadDialog({
  open,
  title,
  closeLabel,
  onClose,
  testId,
  children,
}: {
  open: boolean
  title: string
  closeLabel: string
  onClose: () => void
  testId: string
  children: React.ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    else if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid={testId}
      className="m-auto max-h-[92vh] w-[min(96vw,42rem)] overflow-y-auto rounded-lg bg-white p-0 text-slate-800 shadow-xl backdrop:bg-black/40"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          aria-label={closeLabel}
          className="rounded p-1 text-2xl leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="px-5 py-4">{open ? children : null}</div>
    </dialog>
  )
}
