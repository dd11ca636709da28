#!/usr/bin/env node
/**
 * Toolbox benchmark (issue 5), no server and no site build needed:
 *   node bench/toolbox.mjs        (also the first part of `npm run bench`)
 * 1. Bundles the library's browser entry (src/toolbox/calculate.ts) and the /tool-class client component
 *    (src/components/toolbox/Toolbox.tsx, without React, next and next-intl, which every page shares) with
 *    esbuild, minified, and prints their gzipped sizes.
 * 2. Imports that same library bundle and times one full pipeline (probe design → reaction system → product
 *    masses) on a 10,000-nt sequence: the median of many runs after a warm-up (target: under 5 ms).
 * Options (environment): BENCH_TOOLBOX_RUNS (default 2000).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const TARGET_MS = 5
const RUNS = Number(process.env.BENCH_TOOLBOX_RUNS || 2000)

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

async function bundle(entry, external = []) {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    alias: { '@': path.join(root, 'src') },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].contents
  return { code, raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength }
}

/** A reproducible 10,000-nt mRNA (GGG start, as after a T7 promoter) from a small linear congruential generator. */
function sequenceOf(length, seed = 42) {
  let state = seed
  let out = 'GGG'
  while (out.length < length) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0
    out += 'ACGU'[state >>> 30]
  }
  return out
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return { median: at(0.5), p95: at(0.95), min: sorted[0], mean: samples.reduce((a, b) => a + b, 0) / samples.length }
}

function time(calculate, input, runs) {
  for (let i = 0; i < Math.min(500, runs); i += 1) calculate('pipeline', input) // warm-up (JIT)
  const samples = []
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    const out = calculate('pipeline', input)
    samples.push(performance.now() - started)
    if (!out.ok) throw new Error(`pipeline failed: ${out.error_code} ${out.error_message}`)
  }
  return stats(samples)
}

export async function runToolboxBench() {
  console.log('Toolbox (src/toolbox): browser bundle and pipeline time\n')
  const library = await bundle('src/toolbox/calculate.ts')
  const page = await bundle('src/components/toolbox/Toolbox.tsx', [
    'react',
    'react-dom',
    'react/*',
    'next',
    'next/*',
    'next-intl',
    'next-intl/*',
    'use-intl',
  ])
  console.table([
    { bundle: 'library (calculate.ts)', minified: kib(library.raw), gzip: kib(library.gzip) },
    { bundle: '/tool-class client (Toolbox.tsx, incl. library)', minified: kib(page.raw), gzip: kib(page.gzip) },
  ])

  // Time the very bundle the browser gets.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-toolbox-'))
  const file = path.join(dir, 'toolbox.mjs')
  fs.writeFileSync(file, library.code)
  const { calculate } = await import(pathToFileURL(file).href)
  fs.rmSync(dir, { recursive: true, force: true })

  const sequence = sequenceOf(10_000)
  const base = {
    sequence,
    digestion_position: 18,
    hybrid_length: 5,
    mrna_length: 10_000,
    sample_conc_ng_ul: 1000,
    probe_conc_uM: 100,
    modification: 'm1psi',
    capping_method: 'enzymatic',
  }
  const cases = [
    { name: 'pipeline, 10,000 nt (probe start/length)', input: { ...base, probe_start: 1, probe_length: 25 } },
    {
      name: 'pipeline, 10,000 nt (check mode: probe located on the mRNA)',
      input: {
        ...base,
        probe_sequence: sequence
          .slice(0, 25)
          .replace(/./g, (c) => ({ A: 'T', C: 'G', G: 'C', U: 'A' })[c])
          .split('')
          .reverse()
          .join(''),
      },
    },
    {
      name: 'pipeline, 10,000 nt as FASTA lines of 60 with numbers, co-transcriptional ARCA',
      input: {
        ...base,
        sequence: `>bench\n${(sequence.match(/.{1,60}/g) ?? []).map((line, i) => `${i * 60 + 1} ${line}`).join('\n')}`,
        probe_start: 1,
        probe_length: 25,
        capping_method: 'cotranscriptional',
        cap_analog: 'ARCA',
      },
    },
  ]
  const rows = []
  for (const { name, input } of cases) {
    const s = time(calculate, input, RUNS)
    rows.push({
      case: name,
      runs: RUNS,
      'median ms': s.median.toFixed(3),
      'p95 ms': s.p95.toFixed(3),
      'mean ms': s.mean.toFixed(3),
      target: s.median < TARGET_MS ? `< ${TARGET_MS} ms ✓` : `≥ ${TARGET_MS} ms ✗`,
    })
  }
  console.table(rows)
  const headline = rows[0]
  console.log(
    `\nToolbox: one full pipeline on a 10,000-nt sequence: median ${headline['median ms']} ms (target < ${TARGET_MS} ms); ` +
      `browser bundle ${kib(library.gzip)} gzipped (library), ${kib(page.gzip)} with the page's components.\n`,
  )
  return { medianMs: Number(headline['median ms']), libraryGzip: library.gzip, pageGzip: page.gzip }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runToolboxBench()
}
