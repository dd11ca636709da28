import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import type { CodePurpose } from '../domain/accounts/rules'
import { consumeCode, giveBackCodeAttempt, takeCodeAttempt } from '../lib/db/verification-code-sql'
import { payloadSecret } from '../lib/secret'
import { now } from '../services/clock'

/** Verification codes (issue 6): 6 digits from a CSPRNG, keyed hash stored, 5 minutes, one use, 5 tries. */
export const CODE_TTL_MS = 5 * 60_000
export const CODE_MAX_ATTEMPTS = 5

function codeHash(target: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', payloadSecret()).update(`${purpose}\n${target}\n${code}`).digest('hex')
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** A new code for a target and purpose; earlier open codes of the same pair stop working. */
export async function issueCode(payload: Payload, target: string, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const t = now()
  await payload.update({
    collection: 'verification-codes',
    where: {
      and: [{ target: { equals: target } }, { purpose: { equals: purpose } }, { consumedAt: { exists: false } }],
    },
    data: { consumedAt: new Date(t).toISOString() },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'verification-codes',
    data: {
      target,
      purpose,
      codeHash: codeHash(target, purpose, code),
      expiresAt: new Date(t + CODE_TTL_MS).toISOString(),
      attempts: 0,
    },
    overrideAccess: true,
  })
  return code
}

/**
 * Checks a code for a target and purpose (issue 31, point 1). Every guess first takes one of the code's 5 tries in
 * one atomic statement (src/lib/db/verification-code-sql.ts), and only a guess that got a try is compared: of any
 * number of concurrent guesses, in any number of processes, at most 5 are ever compared, and the right code sent
 * after the fifth wrong one finds no try left. A wrong guess keeps its try (the 5th burns the code); the right one
 * is consumed when `consume` is set (only one of concurrent uses wins), or gives its try back when it was only
 * checked (the forms' on-blur check, then the submission).
 */
export async function verifyCode(
  payload: Payload,
  target: string,
  purpose: CodePurpose,
  code: string,
  { consume }: { consume: boolean },
): Promise<boolean> {
  const at = new Date(now()).toISOString()
  const attempt = await takeCodeAttempt(payload, { target, purpose, at, maxAttempts: CODE_MAX_ATTEMPTS })
  if (!attempt) return false
  if (!same(attempt.codeHash, codeHash(target, purpose, code))) {
    if (attempt.attempts >= CODE_MAX_ATTEMPTS) await consumeCode(payload, attempt.id, at)
    return false
  }
  if (!consume) {
    await giveBackCodeAttempt(payload, attempt.id, at)
    return true
  }
  return consumeCode(payload, attempt.id, at)
}
