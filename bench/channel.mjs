/**
 * Channel analytics ingestion under load (part of `npm run bench`, against the running server):
 *  1. the product page alone (BENCH_PAGE_CONNECTIONS, default 5): p50/p99 as the baseline;
 *  2. at the same time, 50 concurrent senders (BENCH_INGEST_CONNECTIONS) posting detail records to
 *     <ABSOL base>/relaies, each request a new visitor (fresh session id and X-Forwarded-For address, so the
 *     per-session and per-IP budgets measure capacity, not one client's limit), and the product page again.
 * Prints accepted events per second (202 answers), refusals, and the product page's p99 with and without that
 * load. The server must trust X-Forwarded-For (the default: TRUSTED_PROXY_HOPS=0, no proxy in front).
 */
import { randomUUID } from 'node:crypto'
import { load as run } from './load.mjs'

async function productPath(base) {
  try {
    const res = await fetch(`${base}/api/v1/popular_product`)
    const body = await res.json()
    const first = Array.isArray(body.data) ? body.data[0] : body.data?.list?.[0]
    if (first?.catalogNumber) return `/product-detail?catalogNumber=${encodeURIComponent(first.catalogNumber)}`
  } catch {}
  return '/product-detail?catalogNumber=CD002'
}

const OPERATE_TYPES = ['view_product', 'search', 'add_cart', 'enquiry']
let counter = 0
function visitor() {
  counter++
  return {
    ip: `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
    body: JSON.stringify({
      sessionStorageId: randomUUID(),
      operateType: OPERATE_TYPES[counter % OPERATE_TYPES.length],
      operateTypeId: `BENCH-${counter % 100}`,
      source: 'https://www.google.com',
    }),
  }
}

export async function runChannelBench(base, duration) {
  const absol = (process.env.BENCH_ABSOL_BASE || '/absol/api').replace(/\/$/, '')
  const senders = Number(process.env.BENCH_INGEST_CONNECTIONS || 50)
  const pageConnections = Number(process.env.BENCH_PAGE_CONNECTIONS || 5)
  const page = `${base}${await productPath(base)}`
  const warm = await fetch(page)
  if (warm.status !== 200) {
    console.log(`channel analytics bench skipped: ${page} answered ${warm.status}`)
    return
  }
  console.log(`\nChannel analytics ingestion: ${senders} senders → ${absol}/relaies, product page ${page}`)
  const baseline = await run({ url: page, connections: pageConnections, duration })
  const [ingest, loaded] = await Promise.all([
    run({
      url: `${base}${absol}/relaies`,
      connections: senders,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const { ip, body } = visitor()
            return { ...req, body, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip } }
          },
        },
      ],
    }),
    run({ url: page, connections: pageConnections, duration }),
  ])
  const accepted = ingest.statusCodeStats?.['202']?.count ?? ingest['2xx']
  console.table([
    {
      measure: 'ingestion',
      'accepted events/s': Math.round(accepted / duration),
      'refused (non-2xx)': ingest.non2xx,
      errors: ingest.errors,
      'p50 ms': ingest.latency.p50,
      'p99 ms': ingest.latency.p99,
    },
  ])
  console.table([
    {
      'product page': 'alone',
      'req/s': Math.round(baseline.requests.average),
      'p50 ms': baseline.latency.p50,
      'p99 ms': baseline.latency.p99,
    },
    {
      'product page': `with ${senders} senders`,
      'req/s': Math.round(loaded.requests.average),
      'p50 ms': loaded.latency.p50,
      'p99 ms': loaded.latency.p99,
    },
  ])
}
