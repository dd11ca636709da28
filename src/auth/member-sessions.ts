import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { now as clockNow } from '../services/clock'
import { findMemberById } from './member-lookup'

/** Member session cookie (HttpOnly, Secure in production, SameSite=Lax). */
export const MEMBER_COOKIE = 'member_session'
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000
/** lastSeenAt is refreshed at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Creates a session for a member and returns the opaque token (only its hash is stored). */
export async function createMemberSession(
  payload: Payload,
  memberId: number | string,
  now = new Date(clockNow()),
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await payload.create({
    collection: 'member-sessions',
    overrideAccess: true,
    data: {
      tokenHash: hashToken(token),
      member: memberId as number,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      lastSeenAt: now.toISOString(),
    },
  })
  return token
}

/** The member a token belongs to, or null when unknown, revoked, expired or idle too long. */
export async function resolveMemberSession(payload: Payload, token: string, now = new Date(clockNow())) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
  const found = await payload.find({
    collection: 'member-sessions',
    where: { tokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const session = found.docs[0]
  if (!session || session.revokedAt) return null
  const t = now.getTime()
  if (new Date(session.expiresAt).getTime() <= t) return null
  if (new Date(session.lastSeenAt).getTime() + SESSION_IDLE_MS <= t) return null
  if (t - new Date(session.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
    await payload.update({
      collection: 'member-sessions',
      id: session.id,
      data: { lastSeenAt: now.toISOString() },
      overrideAccess: true,
    })
  }
  return findMemberById(payload, session.member)
}

export async function revokeMemberSession(payload: Payload, token: string, now = new Date(clockNow())): Promise<void> {
  await payload.update({
    collection: 'member-sessions',
    where: { tokenHash: { equals: hashToken(token) } },
    data: { revokedAt: now.toISOString() },
    overrideAccess: true,
  })
}

/** Reads the member token from `Authorization: Bearer …` (API clients) or the session cookie (browsers). */
export function readMemberToken(headers: Headers): string | null {
  const auth = headers.get('authorization')
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null
  const cookie = headers.get('cookie')
  if (!cookie) return null
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === MEMBER_COOKIE) return decodeCookieValue(rest.join('='))
  }
  return null
}

/**
 * A cookie value as sent, percent-decoded; a value that does not decode (`%%%`, a lone `%E0`) is no token, as an
 * unknown one is (the caller answers 401 or treats the visitor as anonymous), never an exception.
 */
function decodeCookieValue(value: string): string | null {
  try {
    return decodeURIComponent(value) || null
  } catch {
    return null
  }
}

/** Ends every open session of a member (password reset). */
export async function revokeAllMemberSessions(payload: Payload, memberId: number | string, now = new Date(clockNow())) {
  await payload.update({
    collection: 'member-sessions',
    where: { and: [{ member: { equals: memberId } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: now.toISOString() },
    overrideAccess: true,
  })
}

/** Ends every open session of a member but the one of `keepToken` (a password change from that session). */
export async function revokeOtherMemberSessions(
  payload: Payload,
  memberId: number | string,
  keepToken: string,
  now = new Date(clockNow()),
) {
  await payload.update({
    collection: 'member-sessions',
    where: {
      and: [
        { member: { equals: memberId } },
        { revokedAt: { exists: false } },
        { tokenHash: { not_equals: hashToken(keepToken) } },
      ],
    },
    data: { revokedAt: now.toISOString() },
    overrideAccess: true,
  })
}
