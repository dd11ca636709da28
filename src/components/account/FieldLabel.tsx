'use client'

/** The label of a required field of the account screens, with its star. */
export function FieldLabel({ htmlFor, label }: { htmlFor: string; label: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
      {label}
      <span aria-hidden="true" className="ml-0.5 text-red-600">
        *
      </span>
    </label>
  )
}
