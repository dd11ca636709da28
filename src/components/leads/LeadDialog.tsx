'use client'

import type React from 'react'
import { type KeyboardEvent, useId } from 'react'
import { useModal } from '@/components/ui/use-modal'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])'

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's own controls. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent)
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * The modal frame of the lead forms (price enquiry, COA download): a native `<dialog>` opened with showModal(),
 * so focus moves in and the page behind is inert, Tab wraps around inside, Escape closes it and focus returns to
 * the opener. `onClose` runs however
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
  const ref = useModal(open)
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={trapTab}
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
