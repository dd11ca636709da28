import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/** Must equal CLIENT_ADDRESS_HEADER in scripts/client-address.mjs (the server that owns the socket sets it). */
export const CLIENT_ADDRESS_HEADER = 'x-site-client-address'

/**
 * The client's IP address as the per-IP rate limits see it: the private header the server (scripts/server.mjs,
 * or the integration tests' server) sets from the socket, or from X-Forwarded-For only when TRUSTED_PROXY_HOPS
 * says how many proxies to trust (scripts/client-address.mjs, docs/adr/0010). Route handlers cannot see the
 * socket, and every forwarded header a client sends is its own choice, so none is read here. Without the private
 * header (e.g. `next dev`) every request shares the one subject 'unknown'. Limits keyed by account or phone do not
 * depend on this.
 */
export function clientIp(headers: Headers): string {
  const address = (headers.get(CLIENT_ADDRESS_HEADER) ?? '').trim().replace(/^::ffff:/i, '')
  return isIP(address) ? address : 'unknown'
}

/**
 * The subject of every per-address limit (issue 31, point 4; docs/adr/0035): an IPv4 address as it is, an IPv6
 * address by its /64 network (one subscriber's line or one host's range: 2^64 addresses that would otherwise be
 * 2^64 budgets), e.g. `2001:db8:1:2::/64`. 'unknown' stays 'unknown'.
 */
export function limitSubject(address: string): string {
  return networkOf(address, 32, 64)
}

/**
 * The wider network of an address, for the per-network sub-ceilings of the site-wide limits: IPv4 by its /24,
 * IPv6 by its /48 (e.g. `203.0.113.0/24`, `2001:db8:1::/48`).
 */
export function networkSubject(address: string): string {
  return networkOf(address, 24, 48)
}

function networkOf(address: string, v4Bits: number, v6Bits: number): string {
  if (!isIP(address) || !ipaddr.isValid(address)) return 'unknown'
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  }
  if (parsed.kind() === 'ipv4') {
    if (v4Bits >= 32) return parsed.toString()
    return `${ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/${v4Bits}`).toString()}/${v4Bits}`
  }
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${v6Bits}`).toString()}/${v6Bits}`
}

/** The limit subject of a request's client (`limitSubject` of `clientIp`). */
export function clientSubject(headers: Headers): string {
  return limitSubject(clientIp(headers))
}

/** The per-network subject of a request's client (`networkSubject` of `clientIp`). */
export function clientNetwork(headers: Headers): string {
  return networkSubject(clientIp(headers))
}
