import type React from 'react'
import { FieldMessages } from './FieldMessages'
import type { FieldMessage } from './toolbox-state'

/** Ids that describe a field: its help text and its messages. */
export function describedBy(id: string, help?: string): string {
  return help ? `${id}-help ${id}-msg` : `${id}-msg`
}

/** True when a field's messages include a blocking error (for `aria-invalid`). */
export function hasError(messages: readonly FieldMessage[] | undefined): boolean {
  return messages?.some((m) => m.tone === 'error') ?? false
}

export const INPUT_CLASS =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 ' +
  'aria-[invalid=true]:border-red-500 disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50'

/** Label, control, help text and the field's messages, in that order. */
export function FieldShell({
  id,
  label,
  help,
  messages,
  extra,
  children,
  className = '',
  alignLabel = false,
}: {
  id: string
  label: string
  help?: string
  messages?: readonly FieldMessage[]
  /** Shown below the messages (e.g. the minimum concentration). */
  extra?: React.ReactNode
  children: React.ReactNode
  className?: string
  /** Reserve two lines for the label, so that inputs side by side line up. */
  alignLabel?: boolean
}) {
  return (
    <div className={`min-w-0 ${className}`} data-field={id}>
      <label
        htmlFor={id}
        className={`mb-1 text-sm font-medium text-slate-800 ${alignLabel ? 'flex min-h-10 items-end' : 'block'}`}
      >
        {label}
      </label>
      {children}
      {help ? (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
          {help}
        </p>
      ) : null}
      <FieldMessages id={`${id}-msg`} messages={messages}>
        {extra}
      </FieldMessages>
    </div>
  )
}
