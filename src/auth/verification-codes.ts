import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import type { CodePurpose } from '../domain/accounts/rules'
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
 * Checks a code for a target and purpose. A wrong code counts a try (the 5th burns the code); a right one is
 * consumed when `consume` is set (the action that needs it), and only one of concurrent uses wins.
 */
export async function verifyCode(
  payload: Payload,
  target: string,
  purpose: CodePurpose,
  code: string,
  { consume }: { consume: boolean },
): Promise<boolean> {
  const t = now()
  const found = await payload.find({
    collection: 'verification-codes',
    where: {
      and: [
        { target: { equals: target } },
        { purpose: { equals: purpose } },
        { consumedAt: { exists: false } },
        { expiresAt: { greater_than: new Date(t).toISOString() } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const record = found.docs[0]
  if (!record) return false
  if (!same(record.codeHash, codeHash(target, purpose, code))) {
    const attempts = (record.attempts ?? 0) + 1
    await payload.update({
      collection: 'verification-codes',
      id: record.id,
      data: { attempts, ...(attempts >= CODE_MAX_ATTEMPTS ? { consumedAt: new Date(t).toISOString() } : {}) },
      overrideAccess: true,
    })
    return false
  }
  if (!consume) return true
  const claimed = await payload.update({
    collection: 'verification-codes',
    where: { and: [{ id: { equals: record.id } }, { consumedAt: { exists: false } }] },
    data: { consumedAt: new Date(t).toISOString() },
    overrideAccess: true,
  })
  return claimed.docs.length === 1
}
