'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'
import { inputClass, invalidProps, LeadField } from './LeadField'
import { PhoneHint } from './PhoneHint'

/**
 * A text input of a lead form: label, message and aria wiring, and, for a phone field that takes international
 * numbers (`phoneHint`), the hint line under it.
 */
export function LeadInput({
  id,
  label,
  error,
  registration,
  type = 'text',
  autoComplete = 'off',
  required = true,
  placeholder,
  maxLength,
  phoneHint = false,
}: {
  id: string
  label: string
  error: string | null
  registration: UseFormRegisterReturn
  type?: string
  autoComplete?: string
  required?: boolean
  placeholder?: string
  maxLength?: number
  phoneHint?: boolean
}) {
  const hint = phoneHint ? `${id}-hint` : undefined
  const describedBy = [invalidProps(id, error, required)['aria-describedby'], hint].filter(Boolean).join(' ')
  return (
    <LeadField id={id} label={label} required={required} error={error}>
      <input
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        className={inputClass}
        {...invalidProps(id, error, required)}
        aria-describedby={describedBy || undefined}
        {...registration}
      />
      {hint ? <PhoneHint id={hint} /> : null}
    </LeadField>
  )
}
