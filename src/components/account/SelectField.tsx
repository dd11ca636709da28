'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'
import { ListOptions } from '@/components/ui/ListOptions'
import { FieldLabel } from './FieldLabel'

/** A required list select of the account screens (area, industry), with its error under it when there is one. */
export function SelectField({
  id,
  label,
  placeholder,
  options,
  error,
  registration,
  required,
}: {
  id: string
  label: string
  placeholder: string
  options: ReadonlyArray<{ id: number; name: string }>
  error: string | null
  registration: UseFormRegisterReturn
  /** The browser's own `required` too (the completion dialog). */
  required?: boolean
}) {
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} />
      <select
        id={id}
        required={required}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 w-full rounded border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-600"
        {...registration}
      >
        <ListOptions placeholder={placeholder} options={options} />
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
