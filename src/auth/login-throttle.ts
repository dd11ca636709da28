import { kv } from '../services/kv/kv'

/**
 * Login lockout (issue 6, keyed per address since issue 31): five failed logins for one key within 15 minutes
 * lock it, and every further failure locks it again for twice as long (1, 2, 4 … minutes, at most an hour). While
 * locked, even the right password is refused with 429 and Retry-After. The key is (client address, account as
 * typed: normalised e-mail or phone), whether or not such an account exists, so the answers do not tell which
 * accounts exist, and nobody can lock the owner out from another address.
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

/**
 * Member logins (issue 31, point 3). The lock above is keyed on (client address, account), as the staff login's:
 * five wrong passwords from one address lock that address out of that account, never the owner elsewhere.
 * Against a guesser spread over many addresses the account also has a slower backoff: from the 20th failure
 * within an hour (any addresses), 1 minute, doubling with every further 10 failures (at most an hour). During it
 * an address that has failed on this account within 15 minutes is refused, whatever the password; an address
 * that has not failed is never refused by it, so the owner logs in while a stranger's guessing is slowed to one
 * try per new address.
 */
export const ACCOUNT_WINDOW_MS = 60 * 60_000
export const ACCOUNT_FAILURES_BEFORE_BACKOFF = 20
const ACCOUNT_FAILURES_PER_DOUBLING = 10

export const memberPairKey = (subject: string, account: string) => `member:${subject}:${account}`

/** Milliseconds this address must wait before trying this account again, 0 when it may try now. */
export async function memberLoginWait(subject: string, account: string): Promise<number> {
  const pair = memberPairKey(subject, account)
  const locked = await lockedFor(pair)
  if (locked > 0) return locked
  const backoff = await kv().ttl(`login-backoff:${account}`)
  if (backoff <= 0) return 0
  // Only an address with a failure of its own on this account waits for the account's backoff.
  return (await kv().get(`login-fail:${pair}`)) === null ? 0 : backoff
}

/** Counts a failed member login on the pair and on the account; returns the pair's new lock (0 below 5). */
export async function recordMemberFailure(subject: string, account: string): Promise<number> {
  const failures = await kv().incr(`login-acct-fail:${account}`, ACCOUNT_WINDOW_MS)
  if (failures >= ACCOUNT_FAILURES_BEFORE_BACKOFF) {
    const doublings = Math.floor((failures - ACCOUNT_FAILURES_BEFORE_BACKOFF) / ACCOUNT_FAILURES_PER_DOUBLING)
    await kv().set(`login-backoff:${account}`, '1', Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** doublings))
  }
  return recordFailure(memberPairKey(subject, account))
}

/** A right password: forgets this pair's failures and lock (the account's count runs out by itself). */
export async function clearMemberFailures(subject: string, account: string): Promise<void> {
  await clearFailures(memberPairKey(subject, account))
}
