/**
 * Issue 6's load figures: member login p99 at a steady 10 logins/s (the seeded demo member, argon2id verification
 * on every login), and the product-detail page's p99 alone and while that login load runs.
 * Each login comes from its own X-Forwarded-For address, as many visitors would (the per-IP login budget is
 * 20 a minute); the server must run with the default client-IP settings (see README, CLIENT_IP_HEADER).
 */
import { load as run } from './load.mjs'

const DEMO = {
  username: process.env.BENCH_MEMBER_EMAIL || 'demo_member@example.com',
  password: process.env.BENCH_MEMBER_PASSWORD || process.env.SEED_MEMBER_PASSWORD || 'Demo-Member-2026',
}

let counter = 0
function nextIp() {
  counter += 1
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}

function loginLoad(base, duration) {
  return run({
    url: `${base}/api/v1/auth/login`,
    duration,
    connections: 10,
    overallRate: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
          body: JSON.stringify({ ...DEMO, client: 'api' }),
        }),
      },
    ],
  })
}

function pageLoad(base, path, duration) {
  return run({ url: `${base}${path}`, duration, connections: 10 })
}

export async function runLoginBench(base, { duration = 10, productPath } = {}) {
  const probe = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify({ ...DEMO, client: 'api' }),
  })
  if (probe.status !== 200) {
    console.log(`Login bench skipped: the demo member cannot log in at ${base} (${probe.status}).`)
    return
  }
  const path = productPath || '/product-detail?catalogNumber=CD002'
  const alone = await pageLoad(base, path, duration)
  const [logins, during] = await Promise.all([loginLoad(base, duration), pageLoad(base, path, duration)])
  console.log(`\nLogin at 10/s for ${duration} s (argon2id, 19 MiB, 2 passes) and ${path} at 10 connections:`)
  console.table([
    {
      load: 'login at 10/s (page load running)',
      'req/s': Math.round(logins.requests.average),
      'p50 ms': logins.latency.p50,
      'p99 ms': logins.latency.p99,
      'non-2xx': logins.non2xx,
    },
    {
      load: 'product page alone',
      'req/s': Math.round(alone.requests.average),
      'p50 ms': alone.latency.p50,
      'p99 ms': alone.latency.p99,
      'non-2xx': alone.non2xx,
    },
    {
      load: 'product page during logins',
      'req/s': Math.round(during.requests.average),
      'p50 ms': during.latency.p50,
      'p99 ms': during.latency.p99,
      'non-2xx': during.non2xx,
    },
  ])
}
