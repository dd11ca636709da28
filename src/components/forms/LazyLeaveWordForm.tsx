'use client'

import { type ComponentProps, lazy, Suspense, useEffect, useRef } from 'react'
import type { LeaveWordForm as Form } from './LeaveWordForm'

let openGate: () => void = () => undefined
/** Resolved when the form comes near the viewport or the visitor reaches into it. */
const gate = new Promise<void>((resolve) => {
  openGate = resolve
})

/** The form's code: at once on the server; in the browser once the gate opens. */
const LeaveWordForm = lazy(async () => {
  if (typeof window !== 'undefined') await gate
  const { LeaveWordForm } = await import('./LeaveWordForm')
  return { default: LeaveWordForm }
})

/** Starts loading when the form is within this distance of the viewport. */
const NEAR = '600px 0px'

/**
 * The footer's online message form, server-rendered on every page but hydrated only when it is needed: its
 * code (about 4 kB gzip with the toast and the success box) loads when the footer comes within 600 px of the
 * viewport, or at the first focus, pointer or key press inside it, whichever is first. Until then the form is
 * the server's HTML (React keeps it and whatever was typed into it, and replays the focus events when it
 * hydrates), so most page views, which never reach the footer, neither download nor run it.
 */
export function LazyLeaveWordForm(props: ComponentProps<typeof Form>) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const open = () => openGate()
    // A submit before the form is live would be the browser's own (a GET of this page): held back, the
    // visitor's entries stay, and the live form takes the next one.
    const holdSubmit = (event: Event) => {
      open()
      if (!element.querySelector('form[data-ready]')) event.preventDefault()
    }
    element.addEventListener('submit', holdSubmit, { capture: true })
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
      rootMargin: NEAR,
    })
    observer.observe(element)
    const events = ['focusin', 'pointerdown', 'keydown'] as const
    for (const type of events) element.addEventListener(type, open, { capture: true })
    return () => {
      observer.disconnect()
      element.removeEventListener('submit', holdSubmit, { capture: true })
      for (const type of events) element.removeEventListener(type, open, { capture: true })
    }
  }, [])
  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <LeaveWordForm {...props} />
      </Suspense>
    </div>
  )
}
