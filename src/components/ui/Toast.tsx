'use client'

import type { ToastItem, ToastKind } from './use-toasts'

export { type ToastAction, type ToastItem, type ToastKind, useToasts } from './use-toasts'

const STYLES: Record<ToastKind, string> = {
  info: 'border-slate-300 bg-white text-slate-800',
  success: 'border-green-300 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  error: 'border-red-300 bg-red-50 text-red-900',
}

/**
 * The toasts at the top of the screen. Warnings and errors are announced at once (role=alert), the rest
 * politely (role=status). `closeLabel` names the close button for screen readers.
 */
export function Toast({
  toasts,
  onDismiss,
  closeLabel,
}: {
  toasts: ToastItem[]
  onDismiss: (id: number) => void
  closeLabel: string
}) {
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex flex-col items-center gap-2 px-4">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
          data-kind={toast.kind}
          className={`pointer-events-auto flex max-w-md items-start gap-3 rounded border px-4 py-2 text-sm shadow-md ${STYLES[toast.kind]}`}
        >
          <span className="flex-1">
            {toast.text}
            {toast.action ? (
              <a href={toast.action.href} className="ml-2 font-medium underline underline-offset-2">
                {toast.action.label}
              </a>
            ) : null}
          </span>
          <button
            type="button"
            onClick={() => onDismiss(toast.id)}
            aria-label={closeLabel}
            className="-mr-1 rounded px-1 leading-none opacity-70 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  )
}
