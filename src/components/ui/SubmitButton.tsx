'use client'

/** A form's submit button: disabled while the form is sending, with the sending text meanwhile. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
  className = 'rounded bg-brand-600 px-6 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60',
}: {
  sending: boolean
  label: string
  sendingLabel: string
  className?: string
}) {
  return (
    <button type="submit" disabled={sending} className={className}>
      {sending ? sendingLabel : label}
    </button>
  )
}
