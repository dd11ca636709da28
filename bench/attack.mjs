/**
 * The depth attack of issue 15 point 1 under load (part `attack` of `npm run bench`, against the running
 * server): BENCH_ATTACK_CONNECTIONS (4) clients send `GET /api/cms/products?limit=0&depth=10` (anonymous, as
 * the attacker did) in a loop while BENCH_PAGE_CONNECTIONS (5) clients load the cached product page. Prints the
 * page's p50/p99 alone and during the attack, and what the attack got. Target: the page's p99 stays under
 * 100 ms during the attack.
 */
import { load } from './load.mjs'
import { pickCatalogue, warm } from './pages.mjs'

const ATTACK_PATH = '/api/cms/products?limit=0&depth=10'
const P99_TARGET_MS = 100

export async function runAttackBench(base, duration) {
  const attackers = Number(process.env.BENCH_ATTACK_CONNECTIONS || 4)
  const pageConnections = Number(process.env.BENCH_PAGE_CONNECTIONS || 5)
  const { catalogNumber } = await pickCatalogue(base)
  const pagePath = `/product-detail?catalogNumber=${encodeURIComponent(catalogNumber)}`
  await warm(base, pagePath)
  const page = `${base}${pagePath}`
  const probe = await fetch(`${base}${ATTACK_PATH}`)
  const probeBody = await probe.text()
  console.log(
    `\nDepth attack: ${attackers} clients → ${ATTACK_PATH} (one answer: HTTP ${probe.status}, ${probeBody.length} bytes);` +
      ` cached product page ${pagePath}, ${pageConnections} connections, ${duration} s each\n`,
  )
  const alone = await load({ url: page, connections: pageConnections, duration })
  const [attack, during] = await Promise.all([
    load({ url: `${base}${ATTACK_PATH}`, connections: attackers, duration, timeout: 30 }),
    load({ url: page, connections: pageConnections, duration }),
  ])
  const codes = Object.entries(attack.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(', ')
  console.table([
    {
      measure: 'attack requests',
      'req/s': Math.round(attack.requests.average),
      'p50 ms': attack.latency.p50,
      'p99 ms': attack.latency.p99,
      answers: codes || 'none',
      'errors/timeouts': attack.errors + attack.timeouts,
    },
  ])
  const rows = [
    { 'cached product page': 'alone', result: alone },
    { 'cached product page': `during the attack`, result: during },
  ].map(({ result, ...rest }) => ({
    ...rest,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
  }))
  console.table(rows)
  const p99 = during.latency.p99
  console.log(
    `Cached product page p99: ${alone.latency.p99} ms alone, ${p99} ms during the attack. Target: under ${P99_TARGET_MS} ms during the attack: ${p99 < P99_TARGET_MS ? 'met' : 'NOT met'}.\n`,
  )
  return { alone, during, attack }
}
