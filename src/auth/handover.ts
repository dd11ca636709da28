import { randomBytes } from 'node:crypto'
import { kv } from '../services/kv/kv'

/**
 * The spec's "token and expiration in the page query" (section 4) without a reusable token in a URL: a logged-in
 * page asks for a hand-over code (60 seconds, one use) and puts that in the link; the receiving page trades it
 * for a session cookie of its own (POST /api/v1/auth/exchange) and removes it from the address bar.
 */
export const HANDOVER_TTL_MS = 60_000

export async function createHandoverCode(memberId: number | string): Promise<string> {
  const code = randomBytes(24).toString('base64url')
  await kv().set(`handover:${code}`, String(memberId), HANDOVER_TTL_MS)
  return code
}

export async function redeemHandoverCode(code: unknown): Promise<string | null> {
  if (typeof code !== 'string' || !/^[A-Za-z0-9_-]{32}$/.test(code)) return null
  return kv().take(`handover:${code}`)
}
