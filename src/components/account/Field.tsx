'use client'

import type { InputHTMLAttributes, ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldLabel } from './FieldLabel'

/** A labelled input of the account screens, with its error under it (announced, linked by aria-describedby). */
export function Field({
  id,
  label,
  error,
  registration,
  hint,
  optional = false,
  children,
  ...input
}: {
  id: string
  label: string
  error?: string | null
  registration?: UseFormRegisterReturn
  hint?: string
  /** Not required: no star, aria-required false. */
  optional?: boolean
  children?: ReactNode
} & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ')
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          aria-required={optional ? 'false' : 'true'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="w-full min-w-0 rounded border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 aria-[invalid=true]:border-red-600"
          {...input}
          {...registration}
        />
        {children}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {/* The line is always there: a message appearing or vanishing on blur must not move the button being clicked. */}
      <p id={`${id}-error`} role="alert" className="mt-1 min-h-4 text-xs text-red-700">
        {error ?? ''}
      </p>
    </div>
  )
}

export const buttonClass =
  'w-full rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60'
