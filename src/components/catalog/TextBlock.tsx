/** Paragraphs of a plain-text field (one per line). */
export function TextBlock({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)
  return (
    <div className={className}>
      {paragraphs.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered; paragraphs may repeat
        <p key={i} className={i > 0 ? 'mt-2' : undefined}>
          {p}
        </p>
      ))}
    </div>
  )
}
