import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  bandY,
  doseResponseSvg,
  fourPl,
  gelSvg,
  MARKER_KDA,
  productArtSvg,
  secPeaks,
  secRetention,
  secSignal,
  secSvg,
} from './qc-images'
import { svgToPng } from './raster'

describe('the demo SDS-PAGE gel', () => {
  it('places bigger proteins higher on the gel, monotonically', () => {
    const ys = [8, 10, 15, 20, 25, 37, 50, 75, 100, 150, 250, 300].map(bandY)
    for (let i = 1; i < ys.length; i++) expect(ys[i]).toBeLessThan(ys[i - 1] as number)
  })
  it('draws a labelled marker ladder and the sample band at the apparent MW', () => {
    const svg = gelSvg([
      { label: 'R', bands: [{ kda: 31.5, spreadKda: 7 }] },
      { label: 'NR', bands: [{ kda: 63 }] },
    ])
    for (const kda of MARKER_KDA) expect(svg).toContain(`>${kda}</text>`)
    expect(svg).toContain('>kDa<')
    expect(svg).toContain('>M<')
    expect(svg).toContain('>R<')
    expect(svg).toContain('>NR<')
    expect(svg).toContain('data-kda="31.5"')
    expect(svg).toContain('DEMO DATA')
    // The 31.5 kDa band sits between the 25 and 37 kDa markers.
    const y = bandY(31.5)
    expect(y).toBeLessThan(bandY(25))
    expect(y).toBeGreaterThan(bandY(37))
  })
})

describe('the demo SEC-HPLC trace', () => {
  it('gives the main peak the lot’s purity and splits the rest, summing to 100%', () => {
    const peaks = secPeaks(97.4, 30)
    expect(peaks.find((p) => p.label === 'Main')?.areaPercent).toBe(97.4)
    expect(peaks.reduce((a, p) => a + p.areaPercent, 0)).toBeCloseTo(100, 6)
    expect(peaks.every((p) => p.areaPercent >= 0)).toBe(true)
  })
  it('elutes bigger proteins earlier and peaks at the main retention time', () => {
    expect(secRetention(150)).toBeLessThan(secRetention(20))
    const peaks = secPeaks(96, 40)
    const rt = secRetention(40)
    expect(secSignal(peaks, rt)).toBeGreaterThan(secSignal(peaks, rt + 0.5))
    expect(secSignal(peaks, rt)).toBeGreaterThan(secSignal(peaks, rt - 0.5))
    expect(secSvg(96, 40)).toContain('Main peak 96.0%')
  })
})

describe('the demo dose-response curve', () => {
  const p = { bottom: 5, top: 100, ed50: 0.42, hill: 1.2 }
  it('is halfway between bottom and top at the ED50 and rises with the dose', () => {
    expect(fourPl(0.42, p)).toBeCloseTo(52.5, 6)
    let last = -Infinity
    for (let x = 0.001; x < 100; x *= 2) {
      const y = fourPl(x, p)
      expect(y).toBeGreaterThan(last)
      last = y
    }
  })
  it('labels the lot’s ED50', () => {
    expect(doseResponseSvg(0.42, 'ng/mL')).toContain('ED50 = 0.42 ng/mL')
  })
})

describe('rasterizing', () => {
  it('turns every drawing into a PNG of its size', async () => {
    for (const svg of [
      gelSvg([{ label: 'R', bands: [{ kda: 17 }] }]),
      secSvg(95.5, 17),
      doseResponseSvg(12, 'µg/mL'),
      productArtSvg('kit', '#ea580c', 'Kits'),
    ]) {
      const meta = await sharp(await svgToPng(svg)).metadata()
      expect(meta.format).toBe('png')
      expect(meta.width).toBe(640)
    }
  })
})
