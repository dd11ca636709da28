'use client'

import type React from 'react'
import { useId } from 'react'
import { useModal } from './use-modal'

/**
 * A modal message box (spec section 4 "Message box"): hidden until `open`, then shown with a confirm button that
 * closes it. A native `<dialog>` opened with showModal(): focus moves into it and is trapped, Escape closes it,
 * and focus returns to where it was. `onClose` runs however it closes (confirm, Escape).
 */
export function MessageBox({
  open,
  title,
  children,
  confirmLabel,
  onClose,
  tone = 'success',
}: {
  open: boolean
  title: string
  children?: React.ReactNode
  confirmLabel: string
  onClose: () => void
  tone?: 'success' | 'info' | 'error'
}) {
  const ref = useModal(open)
  const titleId = useId()
  const bodyId = useId()

  const accent = tone === 'error' ? 'text-red-700' : tone === 'info' ? 'text-brand-700' : 'text-green-700'
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
      className="m-auto w-[min(92vw,28rem)] rounded-lg bg-white p-6 text-slate-800 shadow-xl backdrop:bg-black/40"
    >
      <h2 id={titleId} className={`text-lg font-semibold ${accent}`}>
        {title}
      </h2>
      <div id={bodyId} className="mt-3 space-y-2 text-sm">
        {children}
      </div>
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          // biome-ignore lint/a11y/noAutofocus: a modal dialog focuses its action (WAI-ARIA dialog pattern)
          autoFocus
          onClick={() => ref.current?.close()}
          className="rounded bg-brand-600 px-5 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
