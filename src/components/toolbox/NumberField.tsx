'use client'

import type React from 'react'
import { describedBy, FieldShell, hasError, INPUT_CLASS } from './FieldShell'
import type { FieldMessage } from './toolbox-state'

/**
 * A numeric input kept as typed text (the library judges it), with the numeric keypad on phones:
 * `numeric` for whole numbers, `decimal` for concentrations. The unit is part of the label.
 */
export function NumberField({
  id,
  label,
  help,
  value,
  onChange,
  messages,
  decimal = false,
  disabled = false,
  extra,
  alignLabel = false,
}: {
  id: string
  label: string
  help?: string
  value: string
  onChange: (value: string) => void
  messages?: readonly FieldMessage[]
  decimal?: boolean
  disabled?: boolean
  extra?: React.ReactNode
  alignLabel?: boolean
}) {
  return (
    <FieldShell id={id} label={label} help={help} messages={messages} extra={extra} alignLabel={alignLabel}>
      <input
        id={id}
        name={id}
        type="text"
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={hasError(messages)}
        aria-describedby={describedBy(id, help)}
        className={`${INPUT_CLASS} text-base tabular-nums`}
      />
    </FieldShell>
  )
}
