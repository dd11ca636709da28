import { describe, expect, it } from 'vitest'
import {
  clientAddress,
  clientAddressSettings,
  CLIENT_ADDRESS_HEADER as SERVER_HEADER,
} from '../../scripts/client-address.mjs'
import { CLIENT_ADDRESS_HEADER, clientIp, clientSubject, limitSubject, networkSubject } from './client-ip'

describe('clientIp', () => {
  it('reads only the private header the server sets, never a forwarded header', () => {
    expect(CLIENT_ADDRESS_HEADER).toBe(SERVER_HEADER)
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: '::ffff:127.0.0.1' }))).toBe('127.0.0.1')
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.7' }))).toBe('unknown')
  })

  it('treats missing or garbage addresses as one shared "unknown" subject', () => {
    expect(clientIp(new Headers())).toBe('unknown')
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: 'not-an-ip' }))).toBe('unknown')
  })
})

describe('limit subjects (issue 31, point 4)', () => {
  it('keys IPv6 by its /64 in every spelling, IPv4 by the whole address', () => {
    const one = limitSubject('2001:db8:1:2::1')
    expect(one).toBe('2001:db8:1:2::/64')
    for (const same of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2:a::b']) {
      expect(limitSubject(same)).toBe(one)
    }
    expect(limitSubject('2001:db8:1:3::1')).not.toBe(one)
    expect(limitSubject('1::3:4:5:6:7:8')).toBe('1:0:3:4::/64')
    expect(limitSubject('203.0.113.9')).toBe('203.0.113.9')
    expect(limitSubject('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(limitSubject('unknown')).toBe('unknown')
    expect(clientSubject(new Headers({ [CLIENT_ADDRESS_HEADER]: '2001:db8:1:2:3:4:5:6' }))).toBe(one)
  })

  it('groups networks for the sub-ceilings: IPv4 by /24, IPv6 by /48', () => {
    expect(networkSubject('203.0.113.9')).toBe('203.0.113.0/24')
    expect(networkSubject('203.0.113.200')).toBe('203.0.113.0/24')
    expect(networkSubject('2001:db8:1:2::1')).toBe('2001:db8:1::/48')
    expect(networkSubject('2001:db8:1:ffff::1')).toBe('2001:db8:1::/48')
    expect(networkSubject('garbage')).toBe('unknown')
  })
})

describe('clientAddress (scripts/client-address.mjs)', () => {
  it('is the socket address with no trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '6.6.6.6', 0)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:10.0.0.1', undefined, 0)).toBe('10.0.0.1')
  })

  it('counts trusted proxies from the right of "forwarded entries, then the socket"', () => {
    // nginx appended the client it saw; a forged entry on the left is ignored.
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.3', ['6.6.6.6, 203.0.113.9', '10.0.0.2'], 2)).toBe('203.0.113.9')
    // A proxy that sent no header: the proxy itself, never an empty or made-up subject.
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', 'garbage', 1)).toBe('unknown')
  })

  it('reads TRUSTED_PROXY_HOPS and CLIENT_IP_HEADER, ignoring nonsense', () => {
    expect(clientAddressSettings({})).toEqual({ hops: 0, header: 'x-forwarded-for' })
    expect(clientAddressSettings({ TRUSTED_PROXY_HOPS: '2', CLIENT_IP_HEADER: 'X-Real-IP' })).toEqual({
      hops: 2,
      header: 'x-real-ip',
    })
    expect(clientAddressSettings({ TRUSTED_PROXY_HOPS: '-1' }).hops).toBe(0)
    expect(clientAddressSettings({ TRUSTED_PROXY_HOPS: 'yes' }).hops).toBe(0)
  })
})
