'use client'

import { useEffect, useRef } from 'react'

/**
 * A native `<dialog>` shown as a modal (showModal: focus moves in and is trapped, Escape closes) while `open`,
 * closed otherwise. Put the returned ref on the `<dialog>`.
 */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    else if (!open && dialog.open) dialog.close()
  }, [open])
  return ref
}
