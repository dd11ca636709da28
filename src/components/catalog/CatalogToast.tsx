'use client'

import { useEffect } from 'react'

export interface ToastMessage {
  id: number
  text: string
  tone: 'success' | 'warning' | 'error'
}

const tones: Record<ToastMessage['tone'], string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  error: 'border-red-600 bg-red-50 text-red-900',
}

/**
 * A short message after an action ('Please Login！', 'Added To Cart Successfully！'). The live region is
 * always in the page so screen readers announce each new text; it clears itself after a few seconds.
 */
export function CatalogToast({ message, onDone }: { message: ToastMessage | null; onDone: () => void }) {
  useEffect(() => {
    if (!message) return
    const timer = window.setTimeout(onDone, 3500)
    return () => window.clearTimeout(timer)
  }, [message, onDone])
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-24 z-50 flex justify-center px-4"
    >
      {message && (
        <p
          key={message.id}
          className={`pointer-events-auto rounded-md border-l-4 px-5 py-3 text-sm font-medium shadow-lg ${tones[message.tone]}`}
        >
          {message.text}
        </p>
      )}
    </div>
  )
}
