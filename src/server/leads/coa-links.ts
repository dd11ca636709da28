import { randomBytes } from 'node:crypto'
import { now } from '../../services/clock'
import { kv } from '../../services/kv/kv'

/**
 * One-time download links for certificates of analysis: a random token in the shared key-value store pointing
 * at a certificate id, valid ten minutes and redeemable once (GET /api/v1/coa/file/:token).
 */
export const COA_LINK_TTL_MS = 10 * 60_000
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/

export async function issueCoaLink(certificateId: number | string): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(24).toString('base64url')
  await kv().set(`coa-link:${token}`, String(certificateId), COA_LINK_TTL_MS)
  return { token, expiresAt: new Date(now() + COA_LINK_TTL_MS).toISOString() }
}

/** The certificate id of a link, taken once; null for unknown, used or expired tokens. */
export async function redeemCoaLink(token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  return kv().take(`coa-link:${token}`)
}
