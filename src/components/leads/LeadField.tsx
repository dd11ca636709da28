'use client'

import type React from 'react'

/** A labelled control of a lead form with its message (aria-invalid and aria-describedby wired). */
export function LeadField({
  id,
  label,
  required,
  error,
  children,
  wide,
}: {
  id: string
  label: string
  required?: boolean
  error: string | null
  children: React.ReactNode
  wide?: boolean
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="block text-sm text-slate-700">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export const inputClass =
  'mt-1 w-full rounded border border-slate-300 px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-500'

/** The aria attributes of a control with an optional message. */
export function invalidProps(id: string, error: string | null, required = false) {
  return {
    id,
    'aria-required': required ? ('true' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }
}
