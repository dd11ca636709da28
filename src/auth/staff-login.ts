import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { APIError, AuthenticationError, type PayloadRequest } from 'payload'
import { translate } from '../i18n/messages'
import { clientSubject } from '../lib/client-ip'
import { hitAll, type LimitRule, MINUTE } from '../services/rate-limit/rate-limit'
import { clearFailures, lockedFor, recordFailure } from './login-throttle'

/**
 * Staff login and password recovery guards (issue 15, point 6), run as the users collection's hooks around
 * Payload's own operations (POST /api/cms/users/login, /forgot-password; the admin's login form uses them too).
 *
 * - No account-wide lockout: Payload's maxLoginAttempts is off, because anyone could lock the admin out with five
 *   wrong passwords. Failures lock the pair (client address, account) instead, 1, 2, 4 … minutes after the fifth
 *   within 15 minutes (src/auth/login-throttle.ts), and each address has an attempt budget over all accounts.
 *   The real admin, from another address, is never locked out by someone else's failures.
 * - Every attempt is counted as a failure before Payload checks the password and taken back on success
 *   (afterLogin), so concurrent guesses cannot slip past the threshold.
 * - Unknown e-mails cost the same as known ones: Payload answers an unknown e-mail without hashing, so this hook
 *   hashes a throwaway password with Payload's parameters (PBKDF2-SHA256, 600 000 rounds) before refusing it.
 */
export const STAFF_LOGIN_IP: LimitRule = { name: 'staff-login-ip-15min', limit: 30, windowMs: 15 * MINUTE }
export const STAFF_FORGOT_IP: LimitRule = { name: 'staff-forgot-ip-hour', limit: 10, windowMs: 60 * MINUTE }
export const STAFF_FORGOT_EMAIL: LimitRule = { name: 'staff-forgot-email-hour', limit: 3, windowMs: 60 * MINUTE }

const pbkdf2Async = promisify(pbkdf2)
/** Payload 3's password hash parameters (payload/dist/auth/strategies/local/generatePasswordSaltHash.js). */
const PAYLOAD_ITERATIONS = 600_000
const PAYLOAD_KEY_LENGTH = 32
const DUMMY_SALT = randomBytes(32).toString('hex')

const pairKey = (ip: string, email: string) => `staff:${ip}:${email}`

function localeOf(req: PayloadRequest): 'cn' | 'en' {
  return req.i18n?.language === 'en' ? 'en' : 'cn'
}

function normalisedEmail(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase().slice(0, 254) : null
}

/** 429 with Retry-After (Payload's error response keeps req.responseHeaders) and a localized message. */
function tooMany(req: PayloadRequest, waitMs: number, key: string): APIError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('retry-after', String(seconds))
  return new APIError(translate(localeOf(req), key, { minutes: Math.ceil(seconds / 60) }), 429, null, true)
}

/** beforeOperation 'login': address budget, pair lock, pessimistic failure count, equal cost for unknown e-mails. */
export async function guardStaffLogin(req: PayloadRequest, data: { email?: unknown; password?: unknown }) {
  const email = normalisedEmail(data.email)
  if (!email || typeof data.password !== 'string' || data.password === '') return // Payload's own 400
  const ip = clientSubject(req.headers ?? new Headers())
  const locked = await lockedFor(pairKey(ip, email))
  if (locked > 0) throw tooMany(req, locked, 'api.staffLoginLocked')
  const wait = await hitAll([[STAFF_LOGIN_IP, ip]])
  if (wait > 0) throw tooMany(req, wait, 'api.staffLoginTooMany')
  await recordFailure(pairKey(ip, email))
  const user = await req.payload.db.findOne({ collection: 'users', req, where: { email: { equals: email } } })
  if (!user) {
    await pbkdf2Async(data.password, DUMMY_SALT, PAYLOAD_ITERATIONS, PAYLOAD_KEY_LENGTH, 'sha256')
    throw new AuthenticationError(req.t)
  }
}

/** afterLogin: the right password takes back this attempt's failure, and the pair's earlier ones. */
export async function clearStaffFailures(req: PayloadRequest, email: unknown) {
  const normalised = normalisedEmail(email)
  if (!normalised) return
  await clearFailures(pairKey(clientSubject(req.headers ?? new Headers()), normalised))
}

/** beforeOperation 'forgotPassword': per address and per e-mail (known or not, so nothing is revealed). */
export async function guardStaffForgotPassword(req: PayloadRequest, data: { email?: unknown }) {
  const email = normalisedEmail(data.email)
  const checks: Array<[LimitRule, string]> = [[STAFF_FORGOT_IP, clientSubject(req.headers ?? new Headers())]]
  if (email) checks.push([STAFF_FORGOT_EMAIL, email])
  const wait = await hitAll(checks)
  if (wait > 0) throw tooMany(req, wait, 'api.staffForgotTooMany')
}
