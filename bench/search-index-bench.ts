/**
 * The search index alone (issue 20), without a database or the API: builds the index of BENCH_SEARCH_PRODUCTS
 * (default 50,000) generated products in memory (bench/search-catalogue.ts) and times the ranking of the 500 queries
 * of the search benchmark, first time each (no ranking cache). For profiling:
 *   node --expose-gc --conditions=production --cpu-prof --import tsx bench/search-index-bench.ts
 */
import { performance } from 'node:perf_hooks'
import { SearchIndex } from '../src/domain/search/search-index'
import { queryMix, searchableProducts } from './search-catalogue'

const total = Number(process.env.BENCH_SEARCH_PRODUCTS || 50_000)
const products = searchableProducts(total)
const gc = (globalThis as { gc?: () => void }).gc
gc?.()
const heapBefore = process.memoryUsage().heapUsed
let t0 = performance.now()
const index = new SearchIndex(products, [], [])
const buildMs = performance.now() - t0
gc?.()
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6
const queries = [...new Set(queryMix())]
const samples: { q: string; ms: number; n: number }[] = []
for (const q of queries) {
  t0 = performance.now()
  const n = index.rankProducts(q).length
  samples.push({ q, ms: performance.now() - t0, n })
}
samples.sort((a, b) => a.ms - b.ms)
const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]?.ms ?? 0
console.log(
  JSON.stringify({
    products: total,
    'build ms': Math.round(buildMs),
    'index MB': Number(heapMb.toFixed(1)),
    queries: samples.length,
    'p50 ms': Number(at(50).toFixed(2)),
    'p95 ms': Number(at(95).toFixed(2)),
    'max ms': Number((samples.at(-1)?.ms ?? 0).toFixed(2)),
  }),
)
if (process.env.BENCH_SLOWEST) for (const s of samples.slice(-Number(process.env.BENCH_SLOWEST))) console.log(s)
