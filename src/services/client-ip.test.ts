import { afterEach, describe, expect, it } from 'vitest'
import { clientIp } from './client-ip'

describe('clientIp', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS
    delete process.env.CLIENT_IP_HEADER
  })
  const h = (xff: string) => new Headers({ 'x-forwarded-for': xff })

  it('takes the rightmost X-Forwarded-For entry: the address the nearest proxy saw', () => {
    expect(clientIp(h('6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9')
    expect(clientIp(h('::ffff:127.0.0.1'))).toBe('127.0.0.1')
  })

  it('skips the configured number of trusted proxies and reads a configured header', () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    expect(clientIp(h('203.0.113.9, 10.0.0.2'))).toBe('203.0.113.9')
    process.env.CLIENT_IP_HEADER = 'x-real-ip'
    expect(clientIp(new Headers({ 'x-real-ip': '2001:db8::1' }))).toBe('2001:db8::1')
  })

  it('treats missing or garbage addresses as one shared "unknown" subject', () => {
    expect(clientIp(new Headers())).toBe('unknown')
    expect(clientIp(h('not-an-ip'))).toBe('unknown')
  })
})
