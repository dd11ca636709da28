import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { refuseReadWhileDraining, startDraining } from './shutdown.mjs'

/** A server shaped as scripts/server.mjs: reads refused while draining, everything else answered 200. */
const server = http.createServer((req, res) => {
  if (refuseReadWhileDraining(req, res)) return
  req.resume()
  req.on('end', () => res.end(`served ${req.method}`))
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('a node draining behind a proxy', () => {
  it('serves reads and writes until it drains; then refuses reads with 503 (the proxy tries another node) and still serves writes', async () => {
    expect(await (await fetch(`${base}/product-list`)).text()).toBe('served GET')

    startDraining()
    const read = await fetch(`${base}/product-list`)
    expect(read.status).toBe(503)
    expect(read.headers.get('connection')).toBe('close')
    expect(read.headers.get('retry-after')).toBe('1')
    expect(read.headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${base}/`, { method: 'HEAD' })).status).toBe(503)

    const write = await fetch(`${base}/api/v1/leave_word`, { method: 'POST', body: '{}' })
    expect(write.status).toBe(200)
    expect(await write.text()).toBe('served POST')
  })
})
