import type { ProbeDesignResult } from '@/toolbox/probe-design'

/**
 * The mRNA's 5' region as far as the probe reaches (R[1..e]): the digestion product R[1..d] highlighted,
 * the RNA:DNA hybrid in bold, the probe's target region underlined, and the RNase H cut after d.
 * R[1..e] is the product followed by the target region after position d (s ≤ d ≤ e).
 */
export function SequenceMap({ result, label }: { result: ProbeDesignResult; label: string }) {
  const { probe_start: s, probe_end: e, digestion_product_sequence: product } = result
  const d = result.digestion_product_length
  const [h1] = result.hybrid_region_in_mrna
  const region = product + result.probe_target_region.slice(d - s + 1)
  const segment = (from: number, to: number) => region.slice(from - 1, to)
  // Positions 1..d (the product): before the target, target before the hybrid, the hybrid; then the target
  // after the cut, d+1..e.
  const pieces = [
    { key: 'free', text: segment(1, s - 1), className: 'bg-brand-100' },
    { key: 'target', text: segment(s, h1 - 1), className: 'bg-brand-100 underline decoration-brand-600' },
    {
      key: 'hybrid',
      text: segment(h1, d),
      className: 'bg-brand-100 font-bold text-brand-900 underline decoration-brand-600',
    },
  ]
  const after = segment(d + 1, e)
  return (
    <figure className="min-w-0">
      <figcaption className="text-xs font-medium text-slate-500">{label}</figcaption>
      <p className="mt-1 font-mono text-sm leading-7 break-all text-slate-700">
        <span className="text-slate-500">5′-</span>
        {pieces.map((piece) =>
          piece.text ? (
            <span key={piece.key} className={`${piece.className} underline-offset-4`}>
              {piece.text}
            </span>
          ) : null,
        )}
        <span aria-hidden="true" className="mx-0.5 font-bold text-red-600">
          ▼
        </span>
        <span className="underline decoration-brand-600 underline-offset-4">{after}</span>
        <span className="text-slate-500">…-3′</span>
      </p>
    </figure>
  )
}
