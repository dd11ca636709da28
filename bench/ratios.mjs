/**
 * `npm run bench -- ratios` (issue 18, issue 32): the cached product-detail page served three ways in one run, each
 * measured by wrk (bench/wrk.mjs; BENCH_WRK_THREADS threads, 1 by default) at BENCH_CONNECTIONS (20) for
 * BENCH_SECONDS (10), in BENCH_ROUNDS (3) rounds after a warm-up:
 *   0. the generator's own ceiling: nginx answering 2 bytes (what wrk can drive here at all);
 *   1. the app at BENCH_URL (e.g. the default `npm start`: one process per core);
 *   2. nginx sending a file holding the same HTML (the reference: a web server sending a file);
 *   3. the shipped deploy/nginx.conf in front of the app (its 2 s micro-cache for anonymous HTML).
 * Prints min/median/max requests per second of the rounds, the non-2xx answers and the socket errors, and the
 * ratios of the medians against (2). Targets: (1) ≥ 35 %, (3) ≥ 80 %; a target counts as met only when neither row
 * had a non-2xx answer or an error. When (2) is near (0), the generator is what limits (2) and the ratios overstate
 * the app: the bench says so. Needs nginx (Debian's package); skipped with a message without it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './load.mjs'
import { pickCatalogue, warm } from './pages.mjs'
import { ensureWrk, wrk } from './wrk.mjs'

const root = path.resolve(import.meta.dirname, '..')
const duration = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 20)
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3)
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 3))
const threads = Math.max(1, Number(process.env.BENCH_WRK_THREADS || 1))
/** Above this share of the generator's ceiling, the reference row measures the generator more than nginx. */
const CEILING_SHARE = 0.85
const APP_TARGET = 0.35
const PROXY_TARGET = 0.8

async function waitFor(url, ms = 10_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer`)
}

function startNginx(binary, args) {
  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] })
  return () => child.kill('SIGTERM')
}

const median = (xs) => {
  const sorted = [...xs].sort((x, y) => x - y)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Every target once as a warm-up, then `rounds` rounds of every target in turn (drift spreads over all rows). */
async function measureAll(binary, targets) {
  const runs = targets.map(() => [])
  if (warmupSeconds > 0) {
    for (const t of targets) await wrk(binary, { url: t.url, threads, connections, seconds: warmupSeconds })
  }
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries())
      runs[i].push(await wrk(binary, { url: t.url, threads, connections, seconds: duration }))
  }
  return targets.map((t, i) => {
    const rps = runs[i].map((r) => r.rps)
    return {
      name: t.name,
      'req/s min': Math.round(Math.min(...rps)),
      'req/s median': Math.round(median(rps)),
      'req/s max': Math.round(Math.max(...rps)),
      'p99 ms (median)': Number(median(runs[i].map((r) => r.p99Ms)).toFixed(1)),
      'non-2xx': runs[i].reduce((n, r) => n + r.non2xx, 0),
      errors: runs[i].reduce((n, r) => n + r.errors, 0),
    }
  })
}

export async function runRatiosBench(base) {
  const { nginxBinary, writeNginxConfig } = await import('../scripts/nginx-config.mjs')
  const binary = nginxBinary()
  if (!binary) {
    console.log('Ratios: nginx is not installed (apt-get install nginx): skipped.\n')
    return null
  }
  const wrkBinary = ensureWrk()
  const { catalogNumber } = await pickCatalogue(base)
  const pagePath = `/product-detail?catalogNumber=${encodeURIComponent(catalogNumber)}`
  await warm(base, pagePath)
  const html = await (await fetch(`${base}${pagePath}`)).text()

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ratios-'))
  fs.chmodSync(scratch, 0o755)
  const stops = []
  try {
    // (2) nginx sending the same HTML from a file, as many workers as cores.
    const staticDir = path.join(scratch, 'static')
    fs.mkdirSync(staticDir, { mode: 0o755 })
    fs.writeFileSync(path.join(staticDir, 'page.html'), html, { mode: 0o644 })
    const staticPort = await freePort()
    const staticConf = path.join(scratch, 'static.conf')
    fs.writeFileSync(
      staticConf,
      `worker_processes auto;
pid ${scratch}/static.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${scratch}/s_body; proxy_temp_path ${scratch}/s_proxy; fastcgi_temp_path ${scratch}/s_fcgi;
  uwsgi_temp_path ${scratch}/s_uwsgi; scgi_temp_path ${scratch}/s_scgi;
  server {
    listen 127.0.0.1:${staticPort};
    location = /ceiling { default_type text/plain; return 200 "ok"; }
    location / { default_type text/html; root ${staticDir}; try_files /page.html =404; }
  }
}
`,
    )
    stops.push(startNginx(binary, ['-c', staticConf, '-e', 'stderr']))

    // (3) the shipped configuration in front of the app.
    const proxyPort = await freePort()
    const site = path.join(scratch, 'site')
    fs.mkdirSync(path.join(site, '_next'), { recursive: true, mode: 0o755 })
    fs.symlinkSync(path.join(root, '.next', 'static'), path.join(site, '_next', 'static'))
    const proxyArgs = writeNginxConfig({
      upstreams: [new URL(base).host],
      port: proxyPort,
      staticRoot: site,
      scratch: path.join(scratch, 'proxy'),
    })
    stops.push(startNginx(binary, proxyArgs))

    const ceilingUrl = `http://127.0.0.1:${staticPort}/ceiling`
    const staticUrl = `http://127.0.0.1:${staticPort}${pagePath}`
    const proxyUrl = `http://127.0.0.1:${proxyPort}${pagePath}`
    await Promise.all([waitFor(ceilingUrl), waitFor(staticUrl), waitFor(proxyUrl)])

    console.log(
      `Ratios: ${pagePath}, wrk -t${threads} -c${connections}, ${rounds} rounds of ${duration} s per row after ` +
        `${warmupSeconds} s of warm-up (${os.cpus().length} cores, shared by the generator and the servers)\n`,
    )
    const rows = await measureAll(wrkBinary, [
      { name: 'generator ceiling: nginx answering 2 bytes', url: ceilingUrl },
      { name: 'app (BENCH_URL)', url: `${base}${pagePath}` },
      { name: 'nginx, the same HTML from a file', url: staticUrl },
      { name: 'deploy/nginx.conf in front of the app', url: proxyUrl },
    ])
    console.table(rows)
    const [ceilingRow, appRow, fileRow, proxyRow] = rows
    const reference = fileRow['req/s median'] || 1
    const app = appRow['req/s median'] / reference
    const proxy = proxyRow['req/s median'] / reference
    const headroom = fileRow['req/s median'] / (ceilingRow['req/s median'] || 1)
    const pct = (x) => `${(x * 100).toFixed(1)} %`
    const clean = (row) => row['non-2xx'] === 0 && row.errors === 0
    const verdict = (ratio, target, row) => {
      const faults = [row, fileRow]
        .filter((r) => !clean(r))
        .map((r) => `${r.name}: ${r['non-2xx']} non-2xx, ${r.errors} errors`)
      if (faults.length) return `NOT met: ${faults.join('; ')}`
      return ratio >= target ? 'met' : 'NOT met'
    }
    console.log(
      `Generator: nginx sending the page reached ${pct(headroom)} of what wrk drives against a 2-byte answer` +
        (headroom >= CEILING_SHARE
          ? " — near the generator's ceiling: the reference row is limited by wrk, so the ratios below overstate the app (raise BENCH_WRK_THREADS)."
          : ' (below its ceiling: the reference row measures nginx, not the generator).'),
    )
    console.log(
      `App alone: ${pct(app)} of nginx serving the file, medians (target ${pct(APP_TARGET)}: ${verdict(app, APP_TARGET, appRow)}).`,
    )
    console.log(
      `Through deploy/nginx.conf: ${pct(proxy)} of nginx serving the file, medians (target ${pct(PROXY_TARGET)}: ${verdict(proxy, PROXY_TARGET, proxyRow)}).\n`,
    )
    return { rows, app, proxy, headroom }
  } finally {
    for (const stop of stops) stop()
    await new Promise((r) => setTimeout(r, 300))
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}
