/** The "new product" mark beside a catalog number (`label` from catalog.newBadge). */
export function NewBadge({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span className={`rounded bg-amber-100 px-1.5 py-0.5 font-sans text-xs font-medium text-amber-800 ${className}`}>
      {label}
    </span>
  )
}
