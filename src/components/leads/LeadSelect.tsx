'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'
import { ListOptions } from '@/components/ui/ListOptions'
import { inputClass, invalidProps, LeadField } from './LeadField'

/** A required list select of a lead form (area or industry): an empty first option, then the list. */
export function LeadSelect({
  id,
  label,
  error,
  registration,
  placeholder,
  options,
}: {
  id: string
  label: string
  error: string | null
  registration: UseFormRegisterReturn
  placeholder: string
  options: ReadonlyArray<{ id: number; name: string }>
}) {
  return (
    <LeadField id={id} label={label} required error={error}>
      <select className={inputClass} {...invalidProps(id, error, true)} {...registration}>
        <ListOptions placeholder={placeholder} options={options} />
      </select>
    </LeadField>
  )
}
