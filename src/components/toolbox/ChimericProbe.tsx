/**
 * The chimeric probe in IDT-style notation, with the DNA window (capital letters without `m`) emphasised and
 * the 2'-O-methyl RNA nucleotides (`mN`) muted.
 */
export function ChimericProbe({ notation }: { notation: string }) {
  const tokens = notation.match(/m[ACGU]|[ACGT]/g) ?? []
  return (
    <code className="font-mono text-sm break-all">
      {tokens.map((token, i) =>
        token.length === 2 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: tokens are positional and never reordered
          <span key={i} className="text-slate-500">
            {token}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: tokens are positional and never reordered
          <strong key={i} className="font-bold text-brand-700">
            {token}
          </strong>
        ),
      )}
    </code>
  )
}
