import { now } from '../clock'
import { kv } from '../kv/kv'

/**
 * Sliding-window request budgets ("at most `limit` in any `windowMs` for this subject"), kept as event logs in
 * the shared key-value store, so several processes share them when REDIS_URL is set. Only accepted requests are
 * counted: a refused flood does not extend its own wait. Every code, login and form path declares its rules next
 * to its handler; `enforce` in src/api/rate-limit-guard.ts turns a refusal into 429 with Retry-After.
 */
export interface LimitRule {
  /** Stable name, part of the log's key, e.g. 'code-target-minute'. */
  name: string
  limit: number
  windowMs: number
}

export interface LimitResult {
  allowed: boolean
  /** Events in the window, this one included when allowed. */
  count: number
  /** Milliseconds until the oldest event leaves the window (meaningful when refused). */
  retryAfterMs: number
}

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

const keyOf = (rule: LimitRule, subject: string) => `rl:${rule.name}:${subject}`

/**
 * Checks every rule and, when all allow it, counts the request on each, in one atomic step of the store (a Lua
 * script on Redis): returns 0 then, otherwise the longest wait among the refusing rules (and counts nothing).
 */
export async function hitAll(checks: Array<[LimitRule, string]>): Promise<number> {
  return kv().windowHit(
    checks.map(([rule, subject]) => ({ key: keyOf(rule, subject), limit: rule.limit, windowMs: rule.windowMs })),
    now(),
  )
}

/** One rule, one subject: counts the request when allowed. */
export async function hit(rule: LimitRule, subject: string): Promise<LimitResult> {
  const wait = await hitAll([[rule, subject]])
  const { count } = await kv().windowCount(keyOf(rule, subject), now(), rule.windowMs)
  return { allowed: wait === 0, count, retryAfterMs: wait }
}

/** How many requests the rule counted for this subject in its window so far (nothing is counted by asking). */
export async function countOf(rule: LimitRule, subject: string): Promise<number> {
  return (await kv().windowCount(keyOf(rule, subject), now(), rule.windowMs)).count
}
