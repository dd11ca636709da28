'use client'

import type React from 'react'
import { Dialog, DialogDescription, DialogTitle } from './Dialog'

/**
 * A modal message box (spec section 4 "Message box"): hidden until `open`, then shown with a confirm button that
 * closes it (Dialog: focus moves in and is trapped, Escape closes it, focus returns to where it was). `onClose`
 * runs however it closes (confirm, Escape); the parent then sets `open` to false.
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
  const accent = tone === 'error' ? 'text-red-700' : tone === 'info' ? 'text-brand-700' : 'text-green-700'
  return (
    <Dialog
      open={open}
      onClose={onClose}
      described
      className="m-auto w-[min(92vw,28rem)] rounded-lg bg-white p-6 text-slate-800 shadow-xl backdrop:bg-black/40"
    >
      <DialogTitle className={`text-lg font-semibold ${accent}`}>{title}</DialogTitle>
      <DialogDescription className="mt-3 space-y-2 text-sm">{children}</DialogDescription>
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          // biome-ignore lint/a11y/noAutofocus: a modal dialog focuses its action (WAI-ARIA dialog pattern)
          autoFocus
          onClick={onClose}
          className="rounded bg-brand-600 px-5 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  )
}
