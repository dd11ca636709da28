import { createHmac } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'
import { payloadSecret } from './secret'

/**
 * What the analytics store keeps of a visitor's address: never the address itself. The address is first
 * truncated (IPv4 to its /24 network, IPv6 to its /48), then hashed with a key derived from the server secret,
 * and cut to 16 hex characters: enough to count distinct networks, not enough to recover the address.
 */
export function truncateIp(ip: string): string {
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0`
  if (isIPv6(ip)) {
    const [head = ''] = ip.toLowerCase().split('::')
    const groups = head.split(':').filter(Boolean)
    return `${groups.slice(0, 3).join(':')}::`
  }
  return ''
}

let key: Buffer | null = null

export function hashIp(ip: string): string {
  const truncated = truncateIp(ip)
  if (!truncated) return ''
  key ??= createHmac('sha256', payloadSecret()).update('channel-analytics-ip').digest()
  return createHmac('sha256', key).update(truncated).digest('hex').slice(0, 16)
}
