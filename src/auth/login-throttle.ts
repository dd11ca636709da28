import { kv } from '../services/kv/kv'

/**
 * Account lockout (issue 6): five failed logins for one account within 15 minutes lock it, and every further
 * failure locks it again for twice as long (1, 2, 4 … minutes, at most an hour). While locked, even the right
 * password is refused with 429 and Retry-After. The key is the account as typed (normalised e-mail or phone),
 * whether or not such an account exists, so the answers do not tell which accounts exist.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000
export const FAILURES_BEFORE_LOCK = 5
const FIRST_LOCK_MS = 60_000
const MAX_LOCK_MS = 60 * 60_000

/** Milliseconds the account stays locked, 0 when it is not. */
export async function lockedFor(accountKey: string): Promise<number> {
  return kv().ttl(`login-lock:${accountKey}`)
}

/** Counts a failure; returns the lock it caused in milliseconds (0 while below the threshold). */
export async function recordFailure(accountKey: string): Promise<number> {
  const failures = await kv().incr(`login-fail:${accountKey}`, FAILURE_WINDOW_MS)
  if (failures < FAILURES_BEFORE_LOCK) return 0
  const lock = Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - FAILURES_BEFORE_LOCK))
  await kv().set(`login-lock:${accountKey}`, '1', lock)
  return lock
}

/** Forgets the failures and any lock (a right password). */
export async function clearFailures(accountKey: string): Promise<void> {
  await kv().del(`login-fail:${accountKey}`)
  await kv().del(`login-lock:${accountKey}`)
}
