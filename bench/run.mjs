#!/usr/bin/env node
/**
 * `npm run bench`: benchmarks against a running production server (it builds and starts nothing itself).
 *   npm start            # in one terminal (or any deployed instance)
 *   npm run bench        # BENCH_URL=http://127.0.0.1:3000 by default
 * Options (environment): BENCH_URL, BENCH_SECONDS (10 per endpoint), BENCH_CONNECTIONS (20).
 * Prints requests per second and latency percentiles for each endpoint, then channel analytics ingestion with 50
 * concurrent senders and the product page's p99 under that load (bench/channel.mjs).
 * First, without any server: the toolbox's pipeline time and browser bundle size (bench/toolbox.mjs) and search
 * at 10,000 products on scratch databases (bench/search.mjs). When no
 * server answers, the HTTP benchmarks are skipped (exit 0) with a message.
 */
import autocannon from 'autocannon'
import { runChannelBench } from './channel.mjs'
import { runSearchBench } from './search.mjs'
import { runToolboxBench } from './toolbox.mjs'

const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/$/, '')
const duration = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 20)

const endpoints = [
  { name: 'tree_structure/child', path: '/api/v1/tree_structure/child?status=0' },
  { name: 'popular_product', path: '/api/v1/popular_product' },
]

async function check() {
  try {
    const res = await fetch(`${base}/api/v1/health`)
    const body = await res.json()
    if (body.code !== 'E0001') throw new Error(JSON.stringify(body))
    return body.data
  } catch (error) {
    console.error(
      `No server answers at ${base} (${error.message}): HTTP benchmarks skipped. Start one with \`npm start\` or set BENCH_URL.`,
    )
    process.exit(0)
  }
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

await runToolboxBench()
runSearchBench()
const health = await check()
console.log(`Benchmarking ${base} (${health.database}), ${connections} connections, ${duration} s per endpoint\n`)
const rows = []
for (const { name, path } of endpoints) {
  const result = await run(`${base}${path}`)
  rows.push({
    endpoint: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors,
  })
}
console.table(rows)
await runChannelBench(base, duration)
