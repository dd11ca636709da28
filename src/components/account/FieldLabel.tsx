'use client'

/** The label of a field of the account screens, with its star when the field is required. */
export function FieldLabel({
  htmlFor,
  label,
  optional = false,
}: {
  htmlFor: string
  label: string
  optional?: boolean
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
      {label}
      {optional ? null : (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      )}
    </label>
  )
}
