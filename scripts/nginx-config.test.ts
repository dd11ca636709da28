import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireService } from '../tests/setup/require-service'
import { hasBrotliStatic, nginxBinary, testNginxConfig, writeNginxConfig } from './nginx-config.mjs'

/**
 * Issue 18, "The reverse proxy ships": deploy/nginx.conf passes `nginx -t`, and in front of two stand-in nodes it
 * micro-caches anonymous pages only, retries another node for idempotent requests only, serves the build's static
 * files precompressed and hands the app the client's address and a request id. Needs Debian's nginx (installed by
 * .ci/run before its tests); skipped, with the reason in its name, where there is none, and failing under CI=true
 * (tests/setup/require-service.ts). docs/adr/0024-operations.md.
 */
const binary = nginxBinary()
requireService('nginx (/usr/sbin/nginx or on PATH)', binary !== null, 'apt-get install -y nginx (.ci/run does).')
const suite = binary ? describe : describe.skip
const title = binary
  ? 'deploy/nginx.conf in front of two nodes'
  : 'deploy/nginx.conf in front of two nodes (skipped: nginx is not installed)'

interface Seen {
  node: string
  method: string
  url: string
  headers: http.IncomingHttpHeaders
}

suite(title, () => {
  const seen: Seen[] = []
  const nodes: http.Server[] = []
  let nginx: ChildProcess | undefined
  let scratch: string
  let base: string

  function node(name: string): http.Server {
    return http.createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        seen.push({ node: name, method: req.method ?? '', url: req.url ?? '', headers: req.headers })
        const url = req.url ?? '/'
        if (url.includes('flaky') && name === 'a') {
          res.writeHead(503, { 'content-type': 'text/plain' })
          res.end('down')
          return
        }
        const headers: Record<string, string> = {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
          'x-node': name,
        }
        if (url.startsWith('/sets-cookie')) headers['set-cookie'] = 'i18n_redirected=en; Path=/'
        res.writeHead(200, headers)
        res.end(`<p>${name} ${url}</p>`)
      })
    })
  }

  const listen = (server: http.Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    )

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-'))
    const staticRoot = path.join(scratch, 'static')
    const chunk = path.join(staticRoot, '_next', 'static', 'chunks')
    fs.mkdirSync(chunk, { recursive: true })
    const js = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))})`)
    // Readable by nginx's workers (www-data) whatever umask another test of this worker set (the server's is 077).
    fs.writeFileSync(path.join(chunk, 'app.js'), js, { mode: 0o644 })
    fs.writeFileSync(path.join(chunk, 'app.js.gz'), zlib.gzipSync(js), { mode: 0o644 })
    fs.writeFileSync(path.join(chunk, 'app.js.br'), zlib.brotliCompressSync(js), { mode: 0o644 })
    for (const file of ['app.js', 'app.js.gz', 'app.js.br']) fs.chmodSync(path.join(chunk, file), 0o644)
    for (const dir of [
      scratch,
      staticRoot,
      path.join(staticRoot, '_next'),
      path.join(staticRoot, '_next', 'static'),
      chunk,
    ]) {
      fs.chmodSync(dir, 0o755)
    }
    const ports = await Promise.all(['a', 'b'].map((name) => listen(nodes[nodes.push(node(name)) - 1] as http.Server)))
    const probe = http.createServer()
    const port = await listen(probe)
    await new Promise((resolve) => probe.close(resolve))
    const args = writeNginxConfig({ upstreams: ports.map((p) => `127.0.0.1:${p}`), port, staticRoot, scratch })
    const check = testNginxConfig(args)
    if (!check.ok) throw new Error(check.output)
    nginx = spawn(binary as string, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
    base = `http://127.0.0.1:${port}`
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(`${base}/_next/static/chunks/app.js`)
        return
      } catch {
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    throw new Error('nginx did not start')
  })

  afterAll(async () => {
    nginx?.kill('SIGTERM')
    await Promise.all(nodes.map((n) => new Promise((resolve) => n.close(resolve))))
    fs.rmSync(scratch, { recursive: true, force: true })
  })

  it('passes nginx -t with the upstream addresses substituted', () => {
    const args = writeNginxConfig({
      upstreams: ['127.0.0.1:3101', '127.0.0.1:3102', '127.0.0.1:3103'],
      port: 18081,
      staticRoot: path.join(scratch, 'static'),
      scratch: path.join(scratch, 'second'),
    })
    const result = testNginxConfig(args)
    expect(result.output).toContain('test is successful')
    expect(result.ok).toBe(true)
  })

  it('keeps an anonymous page for a moment: the second request is a cache hit the nodes never see', async () => {
    const first = await fetch(`${base}/product-detail/CD002?x=1`)
    const second = await fetch(`${base}/product-detail/CD002?x=1`)
    expect(first.headers.get('x-cache-status')).toBe('MISS')
    expect(second.headers.get('x-cache-status')).toBe('HIT')
    expect(await second.text()).toBe(await first.text())
    expect(seen.filter((s) => s.url === '/product-detail/CD002?x=1')).toHaveLength(1)
    // Another query, another language cookie: other entries.
    expect((await fetch(`${base}/product-detail/CD002?x=2`)).headers.get('x-cache-status')).toBe('MISS')
    const english = await fetch(`${base}/product-detail/CD002?x=1`, { headers: { cookie: 'i18n_redirected=en' } })
    expect(english.headers.get('x-cache-status')).toBe('MISS')
  })

  it('never serves or stores a page for members, staff or API clients', async () => {
    const clients: Record<string, string>[] = [
      { cookie: 'member_session=abc' },
      { cookie: 'payload-token=abc' },
      { authorization: 'Bearer abc' },
      { rsc: '1' },
    ]
    for (const headers of clients) {
      await fetch(`${base}/cart`, { headers })
      const again = await fetch(`${base}/cart`, { headers })
      expect(again.headers.get('x-cache-status'), JSON.stringify(headers)).toBe('BYPASS')
    }
    expect((await fetch(`${base}/cart`)).headers.get('x-cache-status')).toBe('MISS')
  })

  it('never stores a response that sets a cookie', async () => {
    await fetch(`${base}/sets-cookie`)
    const again = await fetch(`${base}/sets-cookie`)
    expect(again.headers.get('x-cache-status')).toBe('MISS')
    expect(again.headers.get('set-cookie')).toContain('i18n_redirected')
  })

  it('does not cache the API, and never re-sends a POST; a GET that got a 503 is answered by the other node', async () => {
    const posts = []
    for (let i = 0; i < 4; i++) {
      posts.push((await fetch(`${base}/api/v1/flaky-post`, { method: 'POST', body: '{}' })).status)
    }
    expect(posts).toContain(503)
    expect(seen.filter((s) => s.url === '/api/v1/flaky-post')).toHaveLength(4)
    const gets = []
    for (let i = 0; i < 6; i++) gets.push((await fetch(`${base}/flaky-page-${i}`)).status)
    expect(gets).toEqual([200, 200, 200, 200, 200, 200])
    const api = await fetch(`${base}/api/v1/product`)
    expect(api.headers.get('x-cache-status')).toBeNull()
  })

  it('serves /_next/static from the build precompressed, cached for a year', async () => {
    const br = await fetch(`${base}/_next/static/chunks/app.js`, { headers: { 'accept-encoding': 'br' } })
    const gz = await fetch(`${base}/_next/static/chunks/app.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    if (hasBrotliStatic()) expect(br.headers.get('content-encoding')).toBe('br')
    expect(gz.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await gz.text()).toContain('console.log')
    expect(seen.some((s) => s.url.startsWith('/_next/static/'))).toBe(false)
  })

  it("hands the node the client's address (last X-Forwarded-For entry, TRUSTED_PROXY_HOPS=1) and a request id", async () => {
    const res = await fetch(`${base}/api/v1/whoami`, {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-site-client-address': '6.6.6.6', 'x-client-country': 'CN' },
    })
    const request = seen.find((s) => s.url === '/api/v1/whoami')
    expect(request?.headers['x-forwarded-for']).toBe('6.6.6.6, 127.0.0.1')
    expect(request?.headers['x-site-client-address']).toBeUndefined()
    expect(request?.headers['x-client-country']).toBeUndefined()
    expect(request?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
    expect(res.headers.get('x-request-id')).toBe(request?.headers['x-request-id'])
  })
})
