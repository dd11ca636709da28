'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from './Field'

/** A new password and its confirmation (completion, reset): the rules' hint under the first. */
export function NewPasswordFields({
  id,
  label,
  confirmLabel,
  hint,
  error,
  confirmError,
  registration,
  confirmRegistration,
}: {
  /** The form's id: the fields are `${id}-password` and `${id}-confirm`. */
  id: string
  label: string
  confirmLabel: string
  hint: string
  error: string | null
  confirmError: string | null
  registration: UseFormRegisterReturn
  confirmRegistration: UseFormRegisterReturn
}) {
  return (
    <>
      <Field
        id={`${id}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={hint}
        error={error}
        registration={registration}
      />
      <Field
        id={`${id}-confirm`}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        error={confirmError}
        registration={confirmRegistration}
      />
    </>
  )
}
