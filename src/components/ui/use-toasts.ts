'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

export type ToastKind = 'info' | 'success' | 'warning' | 'error'

export interface ToastItem {
  id: number
  kind: ToastKind
  text: string
  /** A link after the text (e.g. "log in" on 'Please Login！'). */
  action?: ToastAction
}

export interface ToastAction {
  href: string
  label: string
}

/** Short messages that disappear after `durationMs` (or when closed). Render them with `<Toast>`. */
export function useToasts(durationMs = 3000) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const nextId = useRef(1)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id)
    if (timer) clearTimeout(timer)
    timers.current.delete(id)
    setToasts((list) => list.filter((t) => t.id !== id))
  }, [])

  const show = useCallback(
    (kind: ToastKind, text: string, action?: ToastAction) => {
      const id = nextId.current++
      setToasts((list) => [...list.slice(-2), { id, kind, text, ...(action ? { action } : {}) }])
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), durationMs),
      )
      return id
    },
    [dismiss, durationMs],
  )

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) clearTimeout(timer)
      pending.clear()
    }
  }, [])

  return { toasts, show, dismiss }
}
