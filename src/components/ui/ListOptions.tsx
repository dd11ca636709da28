'use client'

/** The options of a list select: an empty first one (the placeholder), then one per entry, valued by its id. */
export function ListOptions({
  placeholder,
  options,
}: {
  placeholder: string
  options: ReadonlyArray<{ id: number; name: string }>
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </>
  )
}
