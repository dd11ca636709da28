/**
 * Demo QC images drawn from a lot's numbers (issue 19): an SDS-PAGE gel with a labelled marker ladder, an
 * SEC-HPLC trace whose main peak holds the lot's purity, and a four-parameter dose-response curve through the
 * lot's ED50. Pure SVG strings (ASCII text only, so any font renders them); src/seed/raster.ts turns them into
 * PNGs. Every image says "DEMO" so nobody mistakes it for a measured record.
 */

export const MARKER_KDA = [250, 150, 100, 75, 50, 37, 25, 20, 15, 10] as const

const W = 640
const H = 440
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const f1 = (n: number) => n.toFixed(1)

function frame(body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans, Arial, sans-serif">
<rect width="${W}" height="${H}" fill="#ffffff"/>
<text x="20" y="28" font-size="16" font-weight="bold" fill="#1e293b">${esc(title)}</text>
<text x="${W - 20}" y="28" font-size="13" text-anchor="end" fill="#b91c1c">DEMO DATA</text>
${body}
</svg>`
}

// --- SDS-PAGE -------------------------------------------------------------------------------------------------

const GEL = { x: 90, y: 50, w: 520, h: 360, top: 70, bottom: 395 }
const LOG_MAX = Math.log10(300)
const LOG_MIN = Math.log10(8)

/** Where a band of `kda` runs: higher molecular weight, higher on the gel (smaller y); log-linear like a gel. */
export function bandY(kda: number): number {
  const clamped = Math.min(300, Math.max(8, kda))
  const t = (LOG_MAX - Math.log10(clamped)) / (LOG_MAX - LOG_MIN)
  return GEL.top + t * (GEL.bottom - GEL.top)
}

export interface GelLane {
  label: string
  /** Bands by apparent MW; `width` in kDa spreads a glycosylated protein's smear. */
  bands: { kda: number; intensity?: number; spreadKda?: number }[]
}

export function gelSvg(lanes: GelLane[], title = 'SDS-PAGE'): string {
  const all: GelLane[] = [{ label: 'M', bands: MARKER_KDA.map((kda) => ({ kda, intensity: 0.55 })) }, ...lanes]
  const laneW = Math.min(110, (GEL.w - 40) / all.length)
  const x0 = GEL.x + (GEL.w - laneW * all.length) / 2
  const parts: string[] = [
    `<rect x="${GEL.x}" y="${GEL.y}" width="${GEL.w}" height="${GEL.h}" rx="6" fill="#e8eef6" stroke="#94a3b8"/>`,
  ]
  for (const kda of MARKER_KDA) {
    parts.push(
      `<text x="${GEL.x - 10}" y="${f1(bandY(kda) + 4)}" font-size="12" text-anchor="end" fill="#334155">${kda}</text>`,
    )
  }
  parts.push(`<text x="${GEL.x - 10}" y="${GEL.y - 6}" font-size="12" text-anchor="end" fill="#334155">kDa</text>`)
  all.forEach((lane, i) => {
    const cx = x0 + laneW * i + laneW / 2
    const bw = laneW * 0.7
    parts.push(
      `<text x="${f1(cx)}" y="${GEL.y + 16}" font-size="13" text-anchor="middle" fill="#0f172a">${esc(lane.label)}</text>`,
    )
    for (const band of lane.bands) {
      const y = bandY(band.kda)
      const spread = band.spreadKda
        ? Math.abs(bandY(band.kda - band.spreadKda / 2) - bandY(band.kda + band.spreadKda / 2))
        : 0
      const h = Math.max(4, 5 + spread)
      const opacity = Math.min(0.95, Math.max(0.15, band.intensity ?? 0.85))
      parts.push(
        `<rect data-kda="${band.kda}" x="${f1(cx - bw / 2)}" y="${f1(y - h / 2)}" width="${f1(bw)}" height="${f1(h)}" rx="2" fill="#1e3a8a" fill-opacity="${opacity}"/>`,
      )
    }
  })
  return frame(parts.join('\n'), title)
}

// --- SEC-HPLC -------------------------------------------------------------------------------------------------

export interface SecPeak {
  rtMin: number
  areaPercent: number
  label: string
}

/** Retention time of a globular protein on a demo SEC column (bigger elutes earlier). */
export function secRetention(kda: number): number {
  return Math.round((21 - 3.2 * Math.log10(Math.max(5, kda))) * 100) / 100
}

/** The peaks of a lot: the main peak holds its purity; the rest splits into aggregates and fragments. */
export function secPeaks(purityPercent: number, kda: number): SecPeak[] {
  const rt = secRetention(kda)
  const rest = Math.max(0, 100 - purityPercent)
  const aggregate = Math.round(rest * 0.6 * 100) / 100
  return [
    { rtMin: rt - 1.9, areaPercent: aggregate, label: 'HMW' },
    { rtMin: rt, areaPercent: purityPercent, label: 'Main' },
    { rtMin: rt + 2.4, areaPercent: Math.round((rest - aggregate) * 100) / 100, label: 'LMW' },
  ]
}

const SIGMA = 0.28

export function secSignal(peaks: SecPeak[], t: number): number {
  return peaks.reduce(
    (sum, p) =>
      sum + (p.areaPercent / (SIGMA * Math.sqrt(2 * Math.PI))) * Math.exp(-((t - p.rtMin) ** 2) / (2 * SIGMA ** 2)),
    0,
  )
}

const PLOT = { x: 70, y: 50, w: 540, h: 330 }

function axes(xLabel: string, yLabel: string, ticks: { x: number; label: string }[]): string {
  const bottom = PLOT.y + PLOT.h
  return [
    `<line x1="${PLOT.x}" y1="${bottom}" x2="${PLOT.x + PLOT.w}" y2="${bottom}" stroke="#334155"/>`,
    `<line x1="${PLOT.x}" y1="${PLOT.y}" x2="${PLOT.x}" y2="${bottom}" stroke="#334155"/>`,
    ...ticks.map(
      (t) =>
        `<line x1="${f1(t.x)}" y1="${bottom}" x2="${f1(t.x)}" y2="${bottom + 5}" stroke="#334155"/><text x="${f1(t.x)}" y="${bottom + 20}" font-size="12" text-anchor="middle" fill="#334155">${esc(t.label)}</text>`,
    ),
    `<text x="${PLOT.x + PLOT.w / 2}" y="${bottom + 44}" font-size="13" text-anchor="middle" fill="#0f172a">${esc(xLabel)}</text>`,
    `<text x="22" y="${PLOT.y + PLOT.h / 2}" font-size="13" text-anchor="middle" fill="#0f172a" transform="rotate(-90 22 ${PLOT.y + PLOT.h / 2})">${esc(yLabel)}</text>`,
  ].join('\n')
}

export function secSvg(purityPercent: number, kda: number, title = 'SEC-HPLC'): string {
  const peaks = secPeaks(purityPercent, kda)
  const t0 = 8
  const t1 = 22
  const max = secSignal(peaks, peaks[1]?.rtMin ?? 15)
  const xOf = (t: number) => PLOT.x + ((t - t0) / (t1 - t0)) * PLOT.w
  const yOf = (s: number) => PLOT.y + PLOT.h - (s / max) * (PLOT.h - 30)
  const points: string[] = []
  for (let i = 0; i <= 400; i++) {
    const t = t0 + ((t1 - t0) * i) / 400
    points.push(`${f1(xOf(t))},${f1(yOf(secSignal(peaks, t)))}`)
  }
  const main = peaks[1] as SecPeak
  const ticks = [8, 10, 12, 14, 16, 18, 20, 22].map((t) => ({ x: xOf(t), label: String(t) }))
  const body = [
    axes('Retention time (min)', 'UV 280 nm (mAU)', ticks),
    `<polyline fill="none" stroke="#0f766e" stroke-width="2" points="${points.join(' ')}"/>`,
    `<text x="${f1(xOf(main.rtMin) + 12)}" y="${PLOT.y + 34}" font-size="13" fill="#0f172a">Main peak ${purityPercent.toFixed(1)}% (${main.rtMin.toFixed(2)} min)</text>`,
  ].join('\n')
  return frame(body, title)
}

// --- Dose-response --------------------------------------------------------------------------------------------

export interface FourPl {
  bottom: number
  top: number
  ed50: number
  hill: number
}

/** Four-parameter logistic: the response at concentration x; exactly halfway between bottom and top at the ED50. */
export function fourPl(x: number, p: FourPl): number {
  return p.bottom + (p.top - p.bottom) / (1 + (p.ed50 / x) ** p.hill)
}

export function doseResponseSvg(ed50: number, unit: string, title = 'Bioactivity'): string {
  const p: FourPl = { bottom: 5, top: 100, ed50, hill: 1.2 }
  const lo = Math.log10(ed50) - 2.2
  const hi = Math.log10(ed50) + 2.2
  const xOf = (x: number) => PLOT.x + ((Math.log10(x) - lo) / (hi - lo)) * PLOT.w
  const yOf = (r: number) => PLOT.y + PLOT.h - (r / 110) * PLOT.h
  const curve: string[] = []
  for (let i = 0; i <= 200; i++) {
    const x = 10 ** (lo + ((hi - lo) * i) / 200)
    curve.push(`${f1(xOf(x))},${f1(yOf(fourPl(x, p)))}`)
  }
  // Threefold dilutions around the ED50 with a deterministic scatter, like a plate's replicates.
  const dots: string[] = []
  for (let k = -4; k <= 4; k++) {
    const x = ed50 * 3 ** k
    const jitter = (((k + 5) * 37) % 9) - 4
    dots.push(`<circle cx="${f1(xOf(x))}" cy="${f1(yOf(fourPl(x, p) + jitter))}" r="4.5" fill="#7c3aed"/>`)
  }
  const ticks: { x: number; label: string }[] = []
  for (let e = Math.ceil(lo); e <= Math.floor(hi); e++) ticks.push({ x: xOf(10 ** e), label: String(10 ** e) })
  const mx = xOf(ed50)
  const body = [
    axes(`Concentration (${unit}, log scale)`, 'Response (% of max)', ticks),
    `<polyline fill="none" stroke="#4c1d95" stroke-width="2" points="${curve.join(' ')}"/>`,
    dots.join('\n'),
    `<line x1="${f1(mx)}" y1="${PLOT.y}" x2="${f1(mx)}" y2="${PLOT.y + PLOT.h}" stroke="#64748b" stroke-dasharray="5 4"/>`,
    `<text x="${f1(mx + 8)}" y="${PLOT.y + 20}" font-size="13" fill="#0f172a">ED50 = ${esc(`${ed50} ${unit}`)}</text>`,
  ].join('\n')
  return frame(body, title)
}

// --- Product picture ------------------------------------------------------------------------------------------

/** A product card's picture: a vial (proteins, enzymes, antibodies) or a kit box, coloured per category. */
export function productArtSvg(kind: 'vial' | 'kit', color: string, caption: string): string {
  const shape =
    kind === 'kit'
      ? `<rect x="190" y="110" width="260" height="170" rx="10" fill="${color}"/>
<rect x="190" y="110" width="260" height="40" rx="10" fill="#0f172a" fill-opacity="0.25"/>
<rect x="215" y="175" width="60" height="80" rx="6" fill="#ffffff" fill-opacity="0.85"/>
<rect x="290" y="175" width="60" height="80" rx="6" fill="#ffffff" fill-opacity="0.85"/>
<rect x="365" y="175" width="60" height="80" rx="6" fill="#ffffff" fill-opacity="0.85"/>`
      : `<rect x="280" y="70" width="80" height="40" rx="6" fill="#334155"/>
<rect x="262" y="108" width="116" height="190" rx="18" fill="#f8fafc" stroke="#94a3b8" stroke-width="3"/>
<rect x="262" y="170" width="116" height="80" fill="${color}"/>
<rect x="272" y="250" width="96" height="38" rx="10" fill="${color}" fill-opacity="0.25"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="400" viewBox="0 0 ${W} 400" font-family="DejaVu Sans, Arial, sans-serif">
<rect width="${W}" height="400" fill="#f1f5f9"/>
${shape}
<text x="${W / 2}" y="340" font-size="20" text-anchor="middle" fill="#0f172a">${esc(caption)}</text>
<text x="${W / 2}" y="368" font-size="13" text-anchor="middle" fill="#b91c1c">Example Bio - DEMO</text>
</svg>`
}
