'use client'

import { Dialog, DialogTitle } from './Dialog'

/**
 * A modal yes/no question (the logout confirmation's look): `open` shows it, Escape or Cancel answers no,
 * the confirm button answers yes. Focus returns to where it was when the dialog closes (Dialog).
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      testId="confirm-dialog"
      className="m-auto w-[min(24rem,90vw)] rounded-lg p-6 text-slate-800 shadow-xl backdrop:bg-black/40"
    >
      <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
      <p className="mt-2">{text}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded border border-slate-300 px-4 py-2 hover:bg-slate-50"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          data-testid="confirm-yes"
          onClick={onConfirm}
          className="rounded bg-brand-600 px-4 py-2 text-white hover:bg-brand-700"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  )
}
