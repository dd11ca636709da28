'use client'

import { useId } from 'react'
import { useModal } from './use-modal'

/**
 * A modal yes/no question (the logout confirmation's look): `open` shows it, Escape or Cancel answers no,
 * the confirm button answers yes. Focus returns to where it was when the dialog closes.
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
  const ref = useModal(open)
  const id = useId()
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      data-testid="confirm-dialog"
      className="m-auto w-[min(24rem,90vw)] rounded-lg p-6 text-slate-800 shadow-xl backdrop:bg-black/40"
      onCancel={onCancel}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
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
    </dialog>
  )
}
