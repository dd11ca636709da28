'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslations } from '@/i18n/client'
import { Field } from './Field'

/**
 * The mobile phone field of the account screens; when it takes international numbers (`international`, the
 * default), an example number as placeholder and the hint "type + and the country code" under it (issue 16).
 */
export function PhoneField({
  id,
  label,
  error,
  registration,
  international = true,
}: {
  id: string
  label: string
  error: string | null
  registration: UseFormRegisterReturn
  international?: boolean
}) {
  const hints = useTranslations('forms.phoneHint')
  return (
    <Field
      id={id}
      label={label}
      type="tel"
      autoComplete="tel"
      placeholder={international ? hints('example') : undefined}
      hint={international ? hints('international') : undefined}
      error={error}
      registration={registration}
    />
  )
}
