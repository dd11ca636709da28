/** One series of a stacked bar chart: a name, a colour and one value per category (day). */
export interface Series {
  name: string
  color: string
  values: number[]
}

const WIDTH = 960
const HEIGHT = 260
const PAD = { top: 12, right: 12, bottom: 42, left: 44 }

function niceMax(value: number): number {
  if (value <= 5) return 5
  const magnitude = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s * 5 >= value) ?? magnitude * 10
  return step * 5
}

/**
 * A stacked bar chart as inline SVG (no chart library): categories along x (every label shown when they fit,
 * else every nth), stacked series, a y axis with five steps, a legend, and a table-like title per bar for
 * screen readers and hover.
 */
export function StackedBarChart({
  title,
  categories,
  series,
}: {
  title: string
  categories: string[]
  series: Series[]
}) {
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0))
  const max = niceMax(Math.max(0, ...totals))
  const plotW = WIDTH - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const slot = plotW / Math.max(1, categories.length)
  const bar = Math.max(1, Math.min(28, slot * 0.7))
  const labelEvery = Math.max(1, Math.ceil(categories.length / 15))
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH
  return (
    <figure style={{ margin: '0 0 24px' }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} style={{ width: '100%', height: 'auto' }}>
        {[0, 1, 2, 3, 4, 5].map((step) => {
          const v = (max / 5) * step
          return (
            <g key={step}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
              <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#64748b">
                {Number.isInteger(v) ? v : v.toFixed(1)}
              </text>
            </g>
          )
        })}
        {categories.map((category, i) => {
          const x = PAD.left + slot * i + (slot - bar) / 2
          let base = 0
          return (
            <g key={category} data-day={category}>
              <title>{`${category}: ${series.map((s) => `${s.name} ${s.values[i] ?? 0}`).join(', ')}`}</title>
              {series.map((s) => {
                const v = s.values[i] ?? 0
                if (v === 0) return null
                const top = y(base + v)
                const height = y(base) - top
                base += v
                return <rect key={s.name} x={x} y={top} width={bar} height={height} fill={s.color} />
              })}
              {i % labelEvery === 0 ? (
                <text x={x + bar / 2} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" fontSize="11" fill="#64748b">
                  {category.slice(5)}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
        {series.map((s) => (
          <li key={s.name} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span aria-hidden style={{ width: 12, height: 12, background: s.color, display: 'inline-block' }} />
            {s.name}
          </li>
        ))}
      </ul>
    </figure>
  )
}
