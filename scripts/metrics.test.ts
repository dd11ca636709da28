import { type ChildProcess, spawn } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * Issue 18, metrics under node:cluster (docs/adr/0024-operations.md): the primary's METRICS_PORT answers the sum of
 * its workers' request counters and histograms, and the queue depth once (every worker reads the same database).
 */
describe('METRICS_PORT of a node:cluster primary', () => {
  let child: ChildProcess | undefined
  afterAll(() => {
    child?.kill('SIGTERM')
  })

  it("serves the workers' metrics added up", async () => {
    const probe = http.createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as AddressInfo).port
    await new Promise((resolve) => probe.close(resolve))
    child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../tests/fixtures/metrics-cluster.mjs')], {
      env: { ...process.env, METRICS_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve, reject) => {
      let out = ''
      child?.stdout?.on('data', (chunk) => {
        out += String(chunk)
        if (out.includes('READY')) resolve()
      })
      child?.once('exit', (code) => reject(new Error(`cluster exited (${code})`)))
    })
    const res = await fetch(`http://127.0.0.1:${port}/metrics`)
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/product\/detail",status="200"\} 4\b/)
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/product\/detail"\} 4\b/)
    expect(text).toMatch(/site_queue_depth\{queue="mail"\} 7\b/)
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404)
  })
})
