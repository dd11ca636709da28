/**
 * The visitor's address as the app's per-IP limits see it, decided once per request by the server that owns the
 * socket (scripts/server.mjs in production, tests/setup/server.ts in the integration tests) and handed to the app
 * in a private request header that always overwrites whatever the client sent under that name.
 *
 * With TRUSTED_PROXY_HOPS=0 (the default) it is the socket's address and forwarded headers are ignored: a client
 * cannot pick its own per-IP budget by sending X-Forwarded-For (Next.js only fills that header when it is absent).
 * Behind N reverse proxies that append to CLIENT_IP_HEADER (default x-forwarded-for; nginx:
 * `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;`), set TRUSTED_PROXY_HOPS=N: the address is then
 * the entry N places from the right of "that header's entries, then the socket's address". docs/adr/0010.
 */
import { isIP } from 'node:net'

/** The private header src/lib/client-ip.ts reads. */
export const CLIENT_ADDRESS_HEADER = 'x-site-client-address'

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ hops: number, header: string }}
 */
export function clientAddressSettings(env = process.env) {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0)
  return {
    hops: Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0,
    header: (env.CLIENT_IP_HEADER || 'x-forwarded-for').toLowerCase(),
  }
}

/** @param {string} value */
function normalise(value) {
  const address = value.trim().replace(/^::ffff:/i, '')
  return isIP(address) ? address : 'unknown'
}

/**
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwarded the trusted header's value(s), used only when hops > 0
 * @param {number} hops
 * @returns {string} an IP address, or 'unknown'
 */
export function clientAddress(socketAddress, forwarded, hops) {
  if (hops <= 0) return normalise(socketAddress ?? '')
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const chain = [...entries, socketAddress ?? '']
  return normalise(chain[Math.max(0, chain.length - 1 - hops)] ?? '')
}

/**
 * Writes the visitor's address into the private header of a Node request (before Next's handler sees it).
 * @param {import('node:http').IncomingMessage} req
 * @param {{ hops: number, header: string }} [settings]
 */
export function stampClientAddress(req, settings = clientAddressSettings()) {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
    req.socket.remoteAddress,
    settings.hops > 0 ? req.headers[settings.header] : undefined,
    settings.hops,
  )
}
