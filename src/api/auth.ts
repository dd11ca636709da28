import { z } from 'zod'
import { createHandoverCode, redeemHandoverCode } from '../auth/handover'
import { clearMemberFailures, memberLoginWait, recordMemberFailure } from '../auth/login-throttle'
import { findMemberBy, findMemberById } from '../auth/member-lookup'
import {
  createMemberSession,
  readMemberToken,
  resolveMemberSession,
  revokeMemberSession,
} from '../auth/member-sessions'
import { verifyPassword } from '../auth/passwords'
import { verifyCode } from '../auth/verification-codes'
import { emailLoginSchema, phoneLoginSchema } from '../domain/accounts/rules'
import { clientSubject } from '../lib/client-ip'
import { HOUR, MINUTE } from '../services/rate-limit/rate-limit'
import { accountError, clearSessionCookie, readAccountBody, sessionCookie, successWith } from './account-common'
import { requireMember } from './auth-guard'
import { ApiError } from './envelope'
import type { ApiContext, Route } from './handler-types'
import { enforcePerIp } from './rate-limit-guard'
import { isSameSite } from './request-body'

/**
 * Member login and sessions (issue 6, spec section 7 /auth/login, /auth, /auth/status):
 *   POST   /auth/login     { username, password } or { phone, code }; add "client": "api" to receive the token
 *                          for `Authorization: Bearer` instead of the HttpOnly cookie
 *   DELETE /auth           logout: revokes the session, clears the cookie
 *   GET    /auth/status    { loggedIn }
 *   POST   /auth/handover  a one-time code (60 s) for the spec's "token in the page query" hand-over
 *   POST   /auth/exchange  { code } → a new session cookie
 * Every failure of a login, for known and unknown accounts alike, is the same E0400 'loginFailed'; an address
 * locked out of an account by its own failures answers E0429 with Retry-After whatever the password (another
 * address is not locked: src/auth/login-throttle.ts).
 */
const LOGIN_IP_MINUTE = { name: 'login-ip-minute', limit: 20, windowMs: MINUTE }
const LOGIN_IP_HOUR = { name: 'login-ip-hour', limit: 100, windowMs: HOUR }
const EXCHANGE_IP = { name: 'handover-exchange-ip', limit: 20, windowMs: MINUTE }

const loginSchema = z.union([
  emailLoginSchema.extend({ client: z.literal('api').optional() }).strict(),
  phoneLoginSchema.extend({ client: z.literal('api').optional() }).strict(),
])

function lockedError(ms: number): ApiError {
  return new ApiError('E0429', { msgKey: 'accountLocked', retryAfter: Math.max(1, Math.ceil(ms / 1000)) })
}

/** The answer of a successful login or exchange: a fresh session (never one the client brought along). */
async function startSession(ctx: ApiContext, member: { id: number; email: string; name?: string | null }, api = false) {
  const token = await createMemberSession(ctx.payload, member.id)
  const data = { id: member.id, account: member.email, name: member.name ?? '', ...(api ? { token } : {}) }
  return successWith(ctx, data, api ? {} : { 'set-cookie': sessionCookie(ctx.request, token) })
}

async function login(ctx: ApiContext) {
  await enforcePerIp(ctx, LOGIN_IP_MINUTE, LOGIN_IP_HOUR)
  const body = await readAccountBody(ctx, loginSchema)
  const accountKey = 'username' in body ? `email:${body.username}` : `phone:${body.phone}`
  // Locked per (address, account), never for the owner at another address (src/auth/login-throttle.ts).
  const subject = clientSubject(ctx.request.headers)
  const locked = await memberLoginWait(subject, accountKey)
  if (locked > 0) throw lockedError(locked)

  let member: Awaited<ReturnType<typeof findMemberBy>> = null
  let ok = false
  if ('username' in body) {
    member = await findMemberBy(ctx.payload, 'email', body.username)
    // Always one argon2 verification, against a dummy hash for unknown accounts (same timing).
    ok = await verifyPassword(member?.passwordHash, body.password)
  } else {
    member = await findMemberBy(ctx.payload, 'phone', body.phone)
    // A code is issued for unknown phones too (never delivered), so this check costs the same either way.
    ok = (await verifyCode(ctx.payload, body.phone, 'login', body.code, { consume: true })) && member !== null
  }
  if (!ok || !member) {
    const lock = await recordMemberFailure(subject, accountKey)
    if (lock > 0) throw lockedError(lock)
    // A wrong SMS code says so (issue 34); a wrong e-mail or password, the spec's 'account or password'.
    throw accountError(ctx, 'username' in body ? 'loginFailed' : 'codeInvalid')
  }
  await clearMemberFailures(subject, accountKey)
  return startSession(ctx, member, body.client === 'api')
}

async function logout(ctx: ApiContext) {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  const token = readMemberToken(ctx.request.headers)
  if (token) await revokeMemberSession(ctx.payload, token)
  return successWith(ctx, { loggedIn: false }, { 'set-cookie': clearSessionCookie(ctx.request) })
}

async function status(ctx: ApiContext) {
  const token = readMemberToken(ctx.request.headers)
  const member = token ? await resolveMemberSession(ctx.payload, token) : null
  return { loggedIn: member !== null }
}

async function handover(ctx: ApiContext) {
  if (!isSameSite(ctx.request)) throw new ApiError('E0403')
  const member = await requireMember(ctx)
  return { code: await createHandoverCode(member.id), expiresIn: 60 }
}

async function exchange(ctx: ApiContext) {
  await enforcePerIp(ctx, EXCHANGE_IP)
  const body = await readAccountBody(ctx, z.object({ code: z.string().max(64) }).strict())
  const memberId = await redeemHandoverCode(body.code)
  const member = memberId ? await findMemberById(ctx.payload, memberId) : null
  if (!member) throw accountError(ctx, 'handoverInvalid')
  return startSession(ctx, member)
}

export const authRoutes: Route[] = [
  { method: 'POST', path: '/auth/login', handler: login },
  { method: 'DELETE', path: '/auth', handler: logout },
  { method: 'GET', path: '/auth/status', handler: status },
  { method: 'POST', path: '/auth/handover', handler: handover },
  { method: 'POST', path: '/auth/exchange', handler: exchange },
]
