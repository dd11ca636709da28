'use client'

import type React from 'react'
import { describedBy, FieldShell, hasError, INPUT_CLASS } from './FieldShell'
import type { FieldMessage } from './toolbox-state'

/**
 * A sequence text area (FASTA, spaces, numbers and line breaks allowed), monospaced, no spell checking. On
 * paper the whole text prints wrapped instead of the area's visible part.
 */
export function SequenceField({
  id,
  label,
  help,
  value,
  onChange,
  messages,
  rows = 5,
  placeholder,
  extra,
}: {
  id: string
  label: string
  help?: string
  value: string
  onChange: (value: string) => void
  messages?: readonly FieldMessage[]
  rows?: number
  placeholder?: string
  extra?: React.ReactNode
}) {
  return (
    <FieldShell id={id} label={label} help={help} messages={messages} extra={extra}>
      <textarea
        id={id}
        name={id}
        rows={rows}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={hasError(messages)}
        aria-describedby={describedBy(id, help)}
        className={`${INPUT_CLASS} resize-y font-mono text-base leading-relaxed xl:text-sm break-all print:hidden`}
      />
      <pre className="hidden font-mono text-xs whitespace-pre-wrap break-all print:block">{value}</pre>
    </FieldShell>
  )
}
