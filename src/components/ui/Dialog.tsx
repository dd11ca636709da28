'use client'

import type React from 'react'
import { createContext, type KeyboardEvent, useContext, useEffect, useId, useRef } from 'react'

/**
 * The site's one modal dialog. Every modal (enquiry, COA, captcha, first login, cart confirm, logout, message
 * box) composes it and keeps only its own content. It owns:
 * - open and close: a native `<dialog>` shown with showModal() while `open` (the page behind is inert), closed
 *   when `open` turns false or the dialog unmounts. It is controlled: Escape, a `<form method="dialog">` button
 *   or a close button (call `onClose`) ask the parent to close by calling `onClose`, and the parent sets `open`
 *   to false (or unmounts it);
 * - focus: moved in by showModal() (the `autoFocus` element, else the first control), Tab and Shift+Tab wrap
 *   around inside instead of leaving for the browser's own controls, and on close focus returns to where it was
 *   when the dialog opened (or to `returnFocus()`, when that element is gone by then, e.g. a closed menu's item);
 * - scroll lock: the page behind does not scroll while a dialog is open (counted, for a dialog in a dialog);
 * - labelling: `aria-labelledby` names the dialog by its `<DialogTitle>`, and `aria-describedby` points at its
 *   `<DialogDescription>` when `described` is set.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const DialogIds = createContext<{ titleId: string; descriptionId: string }>({ titleId: '', descriptionId: '' })

let locks = 0
let saved: { overflow: string; paddingRight: string } | null = null

/** Stops the page behind from scrolling, keeping its width (the scrollbar's room becomes padding). */
function lockScroll(): () => void {
  const body = document.body
  if (locks === 0) {
    const scrollbar = window.innerWidth - document.documentElement.clientWidth
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    body.style.overflow = 'hidden'
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  }
  locks += 1
  let released = false
  return () => {
    if (released) return
    released = true
    locks -= 1
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow
      body.style.paddingRight = saved.paddingRight
      saved = null
    }
  }
}

/** Tab and Shift+Tab wrap around inside the dialog (a dialog opened inside this one traps its own keys). */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const dialog = event.currentTarget
  if ((event.target as Element).closest('dialog') !== dialog) return
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent && el.closest('dialog') === dialog,
  )
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}

export function Dialog({
  open,
  onClose,
  className,
  testId,
  described = false,
  returnFocus,
  children,
}: {
  open: boolean
  /** Asked to close (Escape, a `method="dialog"` form, a close button): set `open` to false or unmount. */
  onClose: () => void
  className?: string
  testId?: string
  /** The dialog has a `<DialogDescription>` (its accessible description). */
  described?: boolean
  /** Where focus goes on close when the element focused at opening is no longer there to take it. */
  returnFocus?: () => HTMLElement | null
  children: React.ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  // Read by the native events, which may arrive after a render changed them.
  const latest = useRef({ open, onClose, returnFocus })
  latest.current = { open, onClose, returnFocus }

  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    const unlock = lockScroll()
    return () => {
      unlock()
      const focusWasInside = dialog.contains(document.activeElement) || document.activeElement === document.body
      if (dialog.open) dialog.close()
      if (!focusWasInside) return
      const target =
        opener?.isConnected && opener.offsetParent !== null ? opener : (latest.current.returnFocus?.() ?? opener)
      target?.focus()
    }
  }, [open])

  return (
    <DialogIds.Provider value={{ titleId, descriptionId }}>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        aria-describedby={described ? descriptionId : undefined}
        data-testid={testId}
        className={className}
        onKeyDown={trapTab}
        onCancel={(event) => {
          // Escape: the parent decides (it closes by setting `open` to false). React hands a nested dialog's (or a
          // file input's) cancel on to this one too: only this dialog's own counts.
          if (event.target !== ref.current) return
          event.preventDefault()
          latest.current.onClose()
        }}
        onClose={(event) => {
          // Closed natively (a method="dialog" form, the browser's own close request): tell the parent.
          if (event.target === ref.current && latest.current.open) latest.current.onClose()
        }}
      >
        {children}
      </dialog>
    </DialogIds.Provider>
  )
}

/** The dialog's title (its accessible name): an `<h2>` by default. */
export function DialogTitle({
  className,
  children,
  as: Tag = 'h2',
}: {
  className?: string
  children: React.ReactNode
  as?: 'h2' | 'h3'
}) {
  const { titleId } = useContext(DialogIds)
  return (
    <Tag id={titleId} className={className}>
      {children}
    </Tag>
  )
}

/** The dialog's description (announced with its name): a `<div>`, so it may hold paragraphs. */
export function DialogDescription({ className, children }: { className?: string; children: React.ReactNode }) {
  const { descriptionId } = useContext(DialogIds)
  return (
    <div id={descriptionId} className={className}>
      {children}
    </div>
  )
}
