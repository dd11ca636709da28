import { isIP } from 'node:net'

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
