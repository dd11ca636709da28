import { isIP } from 'node:net'

/**
 * The client's IP address as the per-IP rate limits see it.
 *
 * Next.js sets `X-Forwarded-For` to the socket's address only when the request has none, and route handlers
 * cannot see the socket. So the address is read from a header: CLIENT_IP_HEADER (default x-forwarded-for),
 * taking the entry TRUSTED_PROXY_HOPS places from the right (default 0: the rightmost, which is the address the
 * nearest proxy — or Next itself — saw). Behind a reverse proxy, configure it to append to or overwrite that
 * header (nginx: `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;`), otherwise a client could
 * choose its own per-IP budget. Limits keyed by account or phone do not depend on this.
 */
export function clientIp(headers: Headers): string {
  const name = process.env.CLIENT_IP_HEADER || 'x-forwarded-for'
  const hops = Math.max(0, Number(process.env.TRUSTED_PROXY_HOPS ?? 0) || 0)
  const entries = (headers.get(name) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const candidate = entries[Math.max(0, entries.length - 1 - hops)] ?? ''
  const address = candidate.replace(/^::ffff:/i, '')
  return isIP(address) ? address : 'unknown'
}
