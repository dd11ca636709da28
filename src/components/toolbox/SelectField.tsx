'use client'

import { describedBy, FieldShell, hasError, INPUT_CLASS } from './FieldShell'
import type { FieldMessage } from './toolbox-state'

/** A native select (keyboard and screen-reader friendly on every device). */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  messages,
  placeholder,
}: {
  id: string
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  messages?: readonly FieldMessage[]
  /** A first, empty option (nothing chosen yet). */
  placeholder?: string
}) {
  return (
    <FieldShell id={id} label={label} messages={messages}>
      <select
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={hasError(messages)}
        aria-describedby={describedBy(id)}
        className={`${INPUT_CLASS} text-base xl:text-sm`}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
