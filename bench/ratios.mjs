/**
 * `npm run bench -- ratios` (issue 18): the cached product-detail page served three ways in one run, at
 * BENCH_CONNECTIONS (20) for BENCH_SECONDS (10) each after a warm-up:
 *   1. by the app at BENCH_URL (e.g. the default `npm start`: one process per core);
 *   2. by nginx from a file holding the same HTML (the ceiling: a web server sending a file);
 *   3. by the shipped deploy/nginx.conf in front of the app (its 2 s micro-cache for anonymous HTML).
 * Prints requests per second and the ratios against (2). Targets: (1) ≥ 35 %, (3) ≥ 80 %.
 * Needs nginx (Debian's package); skipped with a message without it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, load } from './load.mjs'
import { pickCatalogue, warm } from './pages.mjs'

const root = path.resolve(import.meta.dirname, '..')
const duration = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 20)
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3)
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

async function measure(name, url) {
  if (warmupSeconds > 0) await load({ url, connections, duration: warmupSeconds, timeout: 30 })
  const r = await load({ url, connections, duration, timeout: 30 })
  return {
    name,
    'req/s': Math.round(r.requests.average),
    'p99 ms': r.latency.p99,
    'non-2xx': r.non2xx,
    errors: r.errors + r.timeouts,
  }
}

export async function runRatiosBench(base) {
  const { nginxBinary, writeNginxConfig } = await import('../scripts/nginx-config.mjs')
  const binary = nginxBinary()
  if (!binary) {
    console.log('Ratios: nginx is not installed (apt-get install nginx): skipped.\n')
    return null
  }
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

    const staticUrl = `http://127.0.0.1:${staticPort}${pagePath}`
    const proxyUrl = `http://127.0.0.1:${proxyPort}${pagePath}`
    await Promise.all([waitFor(staticUrl), waitFor(proxyUrl)])

    console.log(
      `Ratios: ${pagePath}, ${connections} connections, ${duration} s each after ${warmupSeconds} s of warm-up\n`,
    )
    const rows = [
      await measure('app (BENCH_URL)', `${base}${pagePath}`),
      await measure('nginx, the same HTML from a file', staticUrl),
      await measure('deploy/nginx.conf in front of the app', proxyUrl),
    ]
    console.table(rows)
    const ceiling = rows[1]['req/s'] || 1
    const app = rows[0]['req/s'] / ceiling
    const proxy = rows[2]['req/s'] / ceiling
    const pct = (x) => `${(x * 100).toFixed(1)} %`
    console.log(
      `App alone: ${pct(app)} of nginx serving the file (target ${pct(APP_TARGET)}: ${app >= APP_TARGET ? 'met' : 'NOT met'}).`,
    )
    console.log(
      `Through deploy/nginx.conf: ${pct(proxy)} of nginx serving the file (target ${pct(PROXY_TARGET)}: ${proxy >= PROXY_TARGET ? 'met' : 'NOT met'}).\n`,
    )
    return { rows, app, proxy }
  } finally {
    for (const stop of stops) stop()
    await new Promise((r) => setTimeout(r, 300))
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}
