/**
 * The depth attack of issue 15 point 1 under load (part `attack` of `npm run bench`, against the running
 * server): BENCH_ATTACK_CONNECTIONS (4) clients send `GET /api/cms/products?limit=0&depth=10` (anonymous, as
 * the attacker did) in a loop while BENCH_PAGE_CONNECTIONS (5) clients load the cached product page. Prints the
 * page's p50/p99 alone and during the attack, and what the attack got. Target: the page's p99 stays under
 * 100 ms during the attack.
 *
 * Then the body attack of issue 31 point 2: anonymous 300 MB `POST /api/cms/users/login` bodies, one declared by
 * Content-Length and one chunked (no length), sent as fast as the server takes them, back to back for the
 * duration, while BENCH_PAGE_CONNECTIONS clients call /api/v1/health. Prints how long each body took to be refused
 * (413) and the health check's p99 alone and during it. Targets: refused in < 50 ms at p99, health p99 < 50 ms.
 */
import net from 'node:net'
import { load } from './load.mjs'
import { pickCatalogue, warm } from './pages.mjs'

const ATTACK_PATH = '/api/cms/products?limit=0&depth=10'
const P99_TARGET_MS = 100

/** The value below which a share `q` of the sorted `values` lie (nearest rank). */
function percentile(values, q) {
  if (values.length === 0) return Number.NaN
  return values[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)]
}

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
  const rows = latencyRows('cached product page', { alone, 'during the attack': during })
  console.table(rows)
  const p99 = during.latency.p99
  console.log(
    `Cached product page p99: ${alone.latency.p99} ms alone, ${p99} ms during the attack. Target: under ${P99_TARGET_MS} ms during the attack: ${p99 < P99_TARGET_MS ? 'met' : 'NOT met'}.\n`,
  )
  return { alone, during, attack }
}

const BODY_BYTES = 300 * 1024 * 1024
const BODY_TARGET_MS = 50

/**
 * One anonymous POST of a `BODY_BYTES` body (declared by Content-Length, or chunked), written as fast as the socket
 * takes it until the answer comes. Resolves with the status, the milliseconds until the answer and the bytes sent.
 */
function bigBody(base, chunked) {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port || 80), url.hostname)
    const block = Buffer.alloc(64 * 1024, 0x61)
    const frame = chunked ? Buffer.concat([Buffer.from('10000\r\n'), block, Buffer.from('\r\n')]) : block
    let sent = 0
    let answered = false
    let started = 0
    const pump = () => {
      while (!answered && sent < BODY_BYTES) {
        sent += block.byteLength
        if (!socket.write(frame)) return socket.once('drain', pump)
      }
    }
    socket.on('connect', () => {
      const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${BODY_BYTES}`
      started = performance.now()
      socket.write(
        `POST /api/cms/users/login HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`,
      )
      pump()
    })
    socket.once('data', (chunk) => {
      answered = true
      const ms = performance.now() - started
      socket.destroy()
      resolve({ status: Number(chunk.toString('latin1').slice(9, 12)), ms, sent })
    })
    socket.on('error', (error) => {
      if (!answered) reject(error)
    })
  })
}

export async function runBodyAttackBench(base, duration) {
  const connections = Number(process.env.BENCH_PAGE_CONNECTIONS || 5)
  const health = `${base}/api/v1/health`
  console.log(
    `\nBody attack: anonymous ${BODY_BYTES / 1024 / 1024} MB POST /api/cms/users/login bodies, back to back for ${duration} s;` +
      ` /api/v1/health at ${connections} connections\n`,
  )
  const alone = await load({ url: health, connections, duration })
  const bodies = []
  let stop = false
  const attacker = (async () => {
    for (let i = 0; !stop; i++) bodies.push({ chunked: i % 2 === 1, ...(await bigBody(base, i % 2 === 1)) })
  })()
  const during = await load({ url: health, connections, duration })
  stop = true
  await attacker
  const rows = [false, true].map((chunked) => {
    const mine = bodies.filter((b) => b.chunked === chunked)
    const ms = mine.map((b) => b.ms).sort((a, b) => a - b)
    return {
      body: chunked ? 'chunked (no length)' : 'Content-Length: 300 MB',
      sent: mine.length,
      answers: [...new Set(mine.map((b) => b.status))].join(', '),
      'refused in, median ms': Math.round(ms[Math.floor(ms.length / 2)] ?? Number.NaN),
      'p99 ms': Math.round(percentile(ms, 0.99)),
      'slowest ms': Math.round(ms.at(-1) ?? Number.NaN),
      'MB sent before the answer, most': Math.round(Math.max(0, ...mine.map((b) => b.sent)) / 1024 / 1024),
    }
  })
  console.table(rows)
  console.table(latencyRows('/api/v1/health', { alone, 'during the body attack': during }))
  // The same percentile as the health check's target: p99 of every body, declared and chunked.
  const all = bodies.map((b) => b.ms).sort((a, b) => a - b)
  const p99 = percentile(all, 0.99)
  const all413 = bodies.every((b) => b.status === 413)
  console.log(
    `300 MB anonymous body refused (413: ${all413 ? 'every one' : 'NOT every one'}) in ${Math.round(p99)} ms at p99, ${Math.round(all.at(-1) ?? 0)} ms at most` +
      ` (target p99 < ${BODY_TARGET_MS} ms: ${p99 < BODY_TARGET_MS ? 'met' : 'NOT met'}); /api/v1/health p99 ${during.latency.p99} ms` +
      ` during it, ${alone.latency.p99} ms alone (target < ${BODY_TARGET_MS} ms: ${during.latency.p99 < BODY_TARGET_MS ? 'met' : 'NOT met'}).\n`,
  )
  return { alone, during, bodies }
}

/** One table row per autocannon result: req/s, p50, p99 and non-2xx answers, under `label`. */
function latencyRows(label, results) {
  return Object.entries(results).map(([when, result]) => ({
    [label]: when,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
  }))
}
