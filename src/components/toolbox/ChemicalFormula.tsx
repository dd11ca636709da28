/** A Hill formula (C188H237N81O134P20) with subscript counts; read as the plain formula by assistive tech. */
export function ChemicalFormula({ formula }: { formula: string }) {
  const parts = formula.match(/[A-Z][a-z]?|\d+/g) ?? []
  return (
    <span className="font-mono text-xs sm:text-sm">
      <span className="sr-only">{formula}</span>
      <span aria-hidden="true">
        {parts.map((part, i) =>
          /^\d/.test(part) ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: positional tokens of a fixed string
            <sub key={i}>{part}</sub>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: positional tokens of a fixed string
            <span key={i}>{part}</span>
          ),
        )}
      </span>
    </span>
  )
}
