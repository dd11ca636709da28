'use client'

import type React from 'react'
import { Dialog, DialogTitle } from '@/components/ui/Dialog'
import { Toast } from '@/components/ui/Toast'
import type { ToastItem } from '@/components/ui/use-toasts'

/**
 * The modal frame of the lead forms (price enquiry, COA download): the site's Dialog (focus moves in and the
 * page behind is inert, Tab wraps around inside, Escape closes it and focus returns to the opener) with a title
 * bar and a close button. `onClose` runs however it closes; the form renders only while open. The form's
 * toasts show beside it (closed with the same label).
 */
export function LeadDialog({
  open,
  title,
  closeLabel,
  onClose,
  testId,
  toasts,
  onDismissToast,
  children,
}: {
  open: boolean
  title: string
  closeLabel: string
  onClose: () => void
  testId: string
  toasts: ToastItem[]
  onDismissToast: (id: number) => void
  children: React.ReactNode
}) {
  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        testId={testId}
        className="m-auto max-h-[92vh] w-[min(96vw,42rem)] overflow-y-auto rounded-lg bg-white p-0 text-slate-800 shadow-xl backdrop:bg-black/40"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="rounded p-1 text-2xl leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="px-5 py-4">{open ? children : null}</div>
      </Dialog>
      <Toast toasts={toasts} onDismiss={onDismissToast} closeLabel={closeLabel} />
    </>
  )
}
