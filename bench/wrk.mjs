/**
 * wrk (Debian's package: https://github.com/wg/wrk), the load generator of `npm run bench -- ratios`: written in C,
 * one event loop per thread, so that it is not the ceiling of what it measures the way a single-threaded Node
 * generator was near nginx's rate. Installed with apt-get when missing and running as root; otherwise the bench
 * stops with the command to run.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The wrk binary, installed from Debian when missing (as root); exits with a clear message otherwise. */
export function ensureWrk() {
  const found = () => spawnSync('sh', ['-c', 'command -v wrk']).stdout?.toString().trim() || null
  let binary = found()
  if (binary) return binary
  if (process.getuid?.() !== 0) {
    console.error('wrk (the load generator of the ratios bench) is not installed: sudo apt-get install -y wrk')
    process.exit(1)
  }
  console.log('▶ installing wrk from Debian…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'wrk'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed: install wrk (apt-get install -y wrk) and run the bench again`)
      process.exit(1)
    }
  }
  binary = found()
  if (!binary) {
    console.error('wrk is still not on PATH after apt-get install wrk')
    process.exit(1)
  }
  return binary
}

/**
 * Counts every answer that is not a 2xx (wrk's own count leaves out 3xx, and its `status` errors only count 4xx
 * and 5xx) and prints one JSON line of the run's figures at the end. The same script runs against every target,
 * the generator's ceiling included, so its cost is in every figure alike.
 */
const SCRIPT = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) non2xx = 0 end
function response(status, headers, body)
  if status < 200 or status > 299 then non2xx = non2xx + 1 end
end
function done(summary, latency, requests)
  local bad = 0
  for _, t in ipairs(threads) do bad = bad + t:get("non2xx") end
  local e = summary.errors
  io.write(string.format(
    'WRK {"requests":%d,"durationUs":%d,"bytes":%d,"non2xx":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, summary.bytes, bad, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`

let scriptFile = null
function script() {
  if (!scriptFile) {
    scriptFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-')), 'count.lua')
    fs.writeFileSync(scriptFile, SCRIPT)
  }
  return scriptFile
}

/**
 * One wrk run: `threads` threads, `connections` connections, `seconds` long. Resolves with requests per second,
 * the non-2xx answers, the socket errors and timeouts, and the p50 and p99 latency in ms.
 */
export function wrk(binary, { url, threads = 1, connections = 20, seconds = 10, timeoutSeconds = 30 }) {
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    `--timeout`,
    `${timeoutSeconds}s`,
    '-s',
    script(),
    url,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (c) => {
      out += c
    })
    child.stderr.on('data', (c) => {
      err += c
    })
    child.on('error', reject)
    child.on('close', (code) => {
      const line = /^WRK (\{.*\})$/m.exec(out)?.[1]
      if (code !== 0 || !line) {
        reject(new Error(`wrk ${args.join(' ')} exited ${code}: ${err.trim() || out.trim()}`))
        return
      }
      const r = JSON.parse(line)
      resolve({
        rps: r.requests / (r.durationUs / 1e6),
        requests: r.requests,
        non2xx: r.non2xx,
        errors: r.connect + r.read + r.write + r.timeout,
        p50Ms: r.p50Us / 1000,
        p99Ms: r.p99Us / 1000,
      })
    })
  })
}
