import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptedEncodings, precompressedStaticHandler, precompressStatic } from './static-files.mjs'

/** A build's static folder: a chunk, a stylesheet, a tiny chunk (left uncompressed) and a file of another kind. */
let dir: string
let base: string
let server: http.Server
const chunk = Buffer.from(`console.log(${JSON.stringify('蛋白 protein '.repeat(400))});\n`)
const css = Buffer.from(`.a{color:red}\n`.repeat(200))

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'))
  fs.mkdirSync(path.join(dir, 'chunks'))
  fs.mkdirSync(path.join(dir, 'media'))
  fs.writeFileSync(path.join(dir, 'chunks', 'app.js'), chunk)
  fs.writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'x()')
  fs.writeFileSync(path.join(dir, 'chunks', 'site.css'), css)
  fs.writeFileSync(path.join(dir, 'media', 'logo.png'), Buffer.alloc(4096, 1))
  fs.writeFileSync(path.join(os.tmpdir(), 'outside.js'), chunk)
  const handler = precompressedStaticHandler(dir)
  server = http.createServer((req, res) => {
    if (handler(req, res)) return
    res.writeHead(299, { 'content-type': 'text/plain' }) // "left to Next.js"
    res.end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A raw GET (fetch would decode the body and hide the encoding). */
function get(url: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('precompressed static files', () => {
  it('writes a Brotli and a gzip copy of each JavaScript and CSS file of 1 KiB or more, both smaller', async () => {
    const done = await precompressStatic(dir)
    expect(done.files).toBe(2)
    for (const file of ['chunks/app.js', 'chunks/site.css']) {
      const source = fs.readFileSync(path.join(dir, file))
      const gz = fs.readFileSync(path.join(dir, `${file}.gz`))
      const br = fs.readFileSync(path.join(dir, `${file}.br`))
      expect(zlib.gunzipSync(gz).equals(source)).toBe(true)
      expect(zlib.brotliDecompressSync(br).equals(source)).toBe(true)
      // Zopfli beats zlib's best level.
      expect(gz.length).toBeLessThanOrEqual(zlib.gzipSync(source, { level: 9 }).length)
    }
    expect(fs.existsSync(path.join(dir, 'chunks', 'tiny.js.gz'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'media', 'logo.png.gz'))).toBe(false)
  })

  it('with STATIC_COMPRESSION=fast (CI), writes the same copies with the quicker settings, still smaller', async () => {
    const fast = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-fast-'))
    try {
      fs.writeFileSync(path.join(fast, 'app.js'), chunk)
      const done = await precompressStatic(fast, { STATIC_COMPRESSION: 'fast' })
      expect(done.files).toBe(1)
      const gz = fs.readFileSync(path.join(fast, 'app.js.gz'))
      const br = fs.readFileSync(path.join(fast, 'app.js.br'))
      expect(zlib.gunzipSync(gz).equals(chunk)).toBe(true)
      expect(zlib.brotliDecompressSync(br).equals(chunk)).toBe(true)
      expect(gz.equals(zlib.gzipSync(chunk, { level: 9 }))).toBe(true)
      expect(br.length).toBeLessThan(gz.length)
    } finally {
      fs.rmSync(fast, { recursive: true, force: true })
    }
  })

  it('answers a Brotli client with the Brotli copy, with the headers Next.js gives static files', async () => {
    const res = await get('/_next/static/chunks/app.js', 'gzip, deflate, br, zstd')
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(zlib.brotliDecompressSync(res.body).equals(chunk)).toBe(true)
  })

  it('answers a gzip-only client with the gzip copy, and a stylesheet as text/css', async () => {
    const js = await get('/_next/static/chunks/app.js', 'gzip')
    expect(js.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(js.body).equals(chunk)).toBe(true)
    const sheet = await get('/_next/static/chunks/site.css', 'br;q=0, gzip;q=0.8')
    expect(sheet.headers['content-encoding']).toBe('gzip')
    expect(sheet.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(zlib.gunzipSync(sheet.body).equals(css)).toBe(true)
  })

  it('answers HEAD with the headers only', async () => {
    const res = await get('/_next/static/chunks/app.js', 'br', 'HEAD')
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.body.length).toBe(0)
  })

  it('leaves to Next.js: clients without br or gzip, files without copies, other paths, escapes and bad URLs', async () => {
    for (const [url, accept] of [
      ['/_next/static/chunks/app.js', undefined],
      ['/_next/static/chunks/app.js', 'identity'],
      ['/_next/static/chunks/app.js', 'br;q=0, gzip;q=0'],
      ['/_next/static/chunks/tiny.js', 'br, gzip'],
      ['/_next/static/media/logo.png', 'br, gzip'],
      ['/_next/static/chunks/missing.js', 'br, gzip'],
      ['/_next/static/../outside.js', 'br, gzip'],
      ['/_next/static/%2e%2e/outside.js', 'br, gzip'],
      ['/_next/static/%E0%A4%A.js', 'br, gzip'],
      ['/chunks/app.js', 'br, gzip'],
    ] as const) {
      const res = await get(url, accept)
      expect(res.status, `${url} (${accept})`).toBe(299)
    }
    const post = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${base}/_next/static/chunks/app.js`, { method: 'POST' }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end()
    })
    expect(post).toBe(299)
  })
})

describe('acceptedEncodings', () => {
  it('lists br before gzip, honours q=0 and the wildcard', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('gzip')).toEqual(['gzip'])
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip'])
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('*;q=0, gzip')).toEqual(['gzip'])
    expect(acceptedEncodings('identity')).toEqual([])
    expect(acceptedEncodings(undefined)).toEqual([])
  })
})
