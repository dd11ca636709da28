import { createHmac } from 'node:crypto'
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1'
/**
 * A proof-of-work step (ALTCHA's challenge format, `altcha-lib`): the server hands out a signed challenge, "find
 * the number n ≤ maxnumber with SHA-256(salt + n) = challenge"; the browser finds it by trying (about maxnumber/2
 * hashes, a second or less in a browser for the sizes used here) and sends it back in the `X-Proof-Of-Work`
 * header. It is how the site-wide ceilings degrade (issue 31, point 4): near a ceiling every submission costs its
 * sender CPU time instead of every visitor being refused. The challenge is bound to a scope (e.g. one lead
 * form), expires after PROOF_TTL_MS and is accepted once.
 */
import type { ProofChallenge } from '../../lib/api-client'
import { payloadSecret } from '../../lib/secret'
import { kv } from '../kv/kv'

export { PROOF_HEADER, type ProofChallenge } from '../../lib/api-client'

const PROOF_TTL_MS = 5 * 60_000

function proofKey(): string {
  return createHmac('sha256', payloadSecret()).update('proof-of-work').digest('hex')
}

/** A new challenge of `scope` whose number is at most `maxNumber` (the work: about maxNumber/2 hashes). */
export async function issueProof(scope: string, maxNumber: number): Promise<ProofChallenge> {
  const challenge = await createChallenge({
    hmacKey: proofKey(),
    maxNumber,
    expires: new Date(Date.now() + PROOF_TTL_MS),
    params: { scope },
  })
  return { ...challenge, maxnumber: challenge.maxnumber ?? maxNumber }
}

/**
 * True when `header` (base64 of the solved challenge's JSON, as the client sends it) solves a challenge of
 * `scope` this site issued, not expired and not used before; it is then used up. Anything else is false.
 */
export async function redeemProof(header: string | null, scope: string): Promise<boolean> {
  if (!header || header.length > 2048) return false
  let solved: unknown
  try {
    solved = JSON.parse(Buffer.from(header, 'base64').toString('utf8'))
  } catch {
    return false
  }
  if (!solved || typeof solved !== 'object') return false
  const { algorithm, challenge, number, salt, signature } = solved as Record<string, unknown>
  if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string') return false
  if (typeof signature !== 'string' || typeof number !== 'number' || !Number.isSafeInteger(number)) return false
  const payload = { algorithm, challenge, number, salt, signature } as const
  if (extractParams(payload).scope !== scope) return false
  if (!(await verifySolution(payload, proofKey(), true))) return false
  // Once: a solved challenge replayed (by the same sender or another) is refused.
  return kv().setIfAbsent(`pow:used:${signature}`, '1', PROOF_TTL_MS + 60_000)
}
