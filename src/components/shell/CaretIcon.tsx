/** The down caret of the menus' toggles (decorative: the toggle carries the label); `turned` points it up. */
export function CaretIcon({ turned = false }: { turned?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`h-3 w-3 transition-transform ${turned ? 'rotate-180' : ''}`}
      fill="currentColor"
    >
      <path d="M5 7l5 6 5-6z" />
    </svg>
  )
}
