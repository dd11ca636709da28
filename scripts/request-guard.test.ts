import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  answerParserErrors,
  closeUnreadBodies,
  UNREAD_BODY_DRAIN_BYTES,
  UNREAD_BODY_GRACE_MS,
} from './request-guard.mjs'

/**
 * A server answering every request 200 "ok" once its body is read (`/early`: at once, before its body arrived, as
 * the site's early refusals do), with the production server's answer to what Node's parser refuses.
 */
let server: http.Server
let port: number
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/early') return res.end('ok')
    req.resume()
    req.on('end', () => res.end('ok'))
  })
  answerParserErrors(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/**
 * Writes each of `writes` on one connection, each in one write, the next once an answer to the one before arrived;
 * resolves with everything the server sent until it closed.
 */
function exchange(...writes: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const next = () => {
      const bytes = writes.shift() as string
      if (writes.length) socket.write(bytes)
      else socket.end(bytes)
    }
    const socket = net.connect(port, '127.0.0.1', next)
    const chunks: Buffer[] = []
    socket.on('data', (c) => {
      chunks.push(c)
      if (writes.length) next()
    })
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')))
    socket.on('error', reject)
  })
}

/** The answers in `raw`, split by their status lines, each with its head and body. */
function answers(raw: string) {
  return raw
    .split(/(?=HTTP\/1\.1 \d{3} )/)
    .filter(Boolean)
    .map((text) => {
      const [head, body = ''] = text.split('\r\n\r\n')
      return { status: Number(head?.slice(9, 12)), head: head ?? '', body }
    })
}

const longUrl = `/api/v1/product/datasheet?q=${'x'.repeat(20_000)}`

describe('answerParserErrors', () => {
  it('answers an overlong URL with 431 in both APIs’ error shapes', async () => {
    const [answer] = answers(await exchange(`GET ${longUrl} HTTP/1.1\r\nHost: x\r\n\r\n`))
    expect(answer?.status).toBe(431)
    expect(JSON.parse(answer?.body ?? '')).toMatchObject({ code: 'E0431', data: null, errors: [{}] })
  })

  it('answers a HEAD request with an overlong URL without a body', async () => {
    const [answer] = answers(await exchange(`HEAD ${longUrl} HTTP/1.1\r\nHost: x\r\n\r\n`))
    expect(answer?.status).toBe(431)
    expect(answer?.head).toMatch(/Content-Length: \d+/)
    expect(answer?.body).toBe('')
  })

  // CI's fuzz pass: a keep-alive client's HEAD, sent once the previous request was answered early, arrived in the
  // chunk that ended that request's body, so its request line was neither at the chunk's start nor after a blank
  // line; the HEAD got a body, which the client read as a second answer ("Data after `Connection: close`").
  it('a HEAD request right behind the rest of an early-answered request’s body gets no body', async () => {
    const raw = await exchange(
      'POST /early HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\n\r\n{"a"',
      `:1}HEAD ${longUrl} HTTP/1.1\r\nHost: x\r\n\r\n`,
    )
    const [first, second, ...rest] = answers(raw)
    expect(first?.status).toBe(200)
    expect(second?.status).toBe(431)
    expect(second?.body).toBe('')
    expect(rest).toEqual([])
  })

  it('a GET on the connection of a HEAD request gets its body', async () => {
    const raw = await exchange(`HEAD /a HTTP/1.1\r\nHost: x\r\n\r\n`, `GET ${longUrl} HTTP/1.1\r\nHost: x\r\n\r\n`)
    const [, second] = answers(raw)
    expect(second?.status).toBe(431)
    expect(JSON.parse(second?.body ?? '')).toMatchObject({ code: 'E0431' })
  })

  // Issue 31, point 10: these answers carried only nosniff.
  it('the 431 and 400 answers carry every security header an API answer does', async () => {
    const [tooLong] = answers(await exchange(`GET ${longUrl} HTTP/1.1\r\nHost: x\r\n\r\n`))
    const [malformed] = answers(await exchange('GET /a HTTP/1.1\r\nHost x\r\n\r\n'))
    for (const answer of [tooLong, malformed]) {
      const head = answer?.head ?? ''
      expect(head).toContain('X-Content-Type-Options: nosniff')
      expect(head).toContain('Referrer-Policy: strict-origin-when-cross-origin')
      expect(head).toMatch(/Permissions-Policy: .*camera=\(\)/)
      expect(head).toContain('X-Frame-Options: DENY')
      expect(head).toContain('Cross-Origin-Opener-Policy: same-origin')
      expect(head).toContain('Cross-Origin-Resource-Policy: same-origin')
      expect(head).toContain("Content-Security-Policy: default-src 'none'; frame-ancestors 'none'")
    }
    expect(malformed?.status).toBe(400)
  })
})

describe('closeUnreadBodies', () => {
  /** A server that answers every POST 413 at once, before reading its body, as the early refusals do. */
  let early: http.Server
  let earlyPort: number
  const ended: Array<() => void> = []
  beforeAll(async () => {
    early = http.createServer((req, res) => {
      closeUnreadBodies(req, res)
      req.once('end', () => ended.shift()?.())
      res.writeHead(req.method === 'POST' ? 413 : 200, { 'content-length': '2' })
      res.end(req.method === 'POST' ? 'no' : 'ok')
    })
    await new Promise<void>((resolve) => early.listen(0, '127.0.0.1', resolve))
    earlyPort = (early.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => early.close(() => resolve())))

  /** A raw connection that collects what the server sends and tells when it closed. */
  function connection() {
    const socket = net.connect(earlyPort, '127.0.0.1')
    let received = ''
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    socket.on('data', (chunk) => {
      received += String(chunk)
    })
    socket.on('error', () => {})
    const answers = async (count: number) => {
      await expect.poll(() => received.split('HTTP/1.1 ').length - 1, { timeout: 5000 }).toBe(count)
      return received
    }
    return { socket, closed, answers }
  }

  it('keeps the connection of a small body that arrived after its answer: the next request is answered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { socket, answers } = connection()
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
      socket.write('POST /x HTTP/1.1\r\nhost: a\r\ncontent-length: 10\r\n\r\n')
      expect(await answers(1)).toContain('413')
      const bodyEnded = new Promise<void>((resolve) => ended.push(resolve))
      socket.write('0123456789')
      await bodyEnded
      // Past the grace: a connection still marked for closing would be destroyed now.
      vi.advanceTimersByTime(UNREAD_BODY_GRACE_MS + 1)
      socket.write('GET /next HTTP/1.1\r\nhost: a\r\n\r\n')
      expect(await answers(2)).toMatch(/HTTP\/1\.1 200[\s\S]*ok$/)
      socket.destroy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('still closes the connection of a body that goes on past the drain limit, after the grace', async () => {
    const { socket, closed, answers } = connection()
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    socket.write(`POST /x HTTP/1.1\r\nhost: a\r\ncontent-length: ${300 * 1024 * 1024}\r\n\r\n`)
    expect(await answers(1)).toContain('413')
    const block = Buffer.alloc(64 * 1024, 0x61)
    for (let i = 0; i < 1 + UNREAD_BODY_DRAIN_BYTES / block.byteLength; i++) socket.write(block)
    const started = Date.now()
    await closed
    expect(Date.now() - started).toBeLessThan(UNREAD_BODY_GRACE_MS + 4000)
  })
})
