'use client'

import type React from 'react'

/** A required control of the footer's message form: its label with the star, the control, its message. */
export function LeaveWordControl({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error: string | null
  children: React.ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-300">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-red-400">
          *
        </span>
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}
