import { now } from '../clock'
import { kv } from '../kv/kv'

/**
 * Fixed-window request budgets ("at most `limit` per `windowMs` for this subject"), counted in the shared
 * key-value store so several processes share them when REDIS_URL is set. Every code, login and form path
 * declares its rules next to its handler; `enforce` in src/api/rate-limit-guard.ts turns a refusal into 429.
 */
export interface LimitRule {
  /** Stable name, part of the counter key, e.g. 'sms-phone-minute'. */
  name: string
  limit: number
  windowMs: number
}

export interface LimitResult {
  allowed: boolean
  /** Count in the current window after this hit. */
  count: number
  /** Milliseconds until the window resets (meaningful when refused). */
  retryAfterMs: number
}

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

function windowKey(rule: LimitRule, subject: string, t: number): { key: string; resetsAt: number } {
  const index = Math.floor(t / rule.windowMs)
  return { key: `rl:${rule.name}:${subject}:${index}`, resetsAt: (index + 1) * rule.windowMs }
}

/** Counts one hit against a rule for a subject (an IP, a phone, an account) and says whether it is allowed. */
export async function hit(rule: LimitRule, subject: string): Promise<LimitResult> {
  const t = now()
  const { key, resetsAt } = windowKey(rule, subject, t)
  const count = await kv().incr(key, resetsAt - t + 1000)
  return { allowed: count <= rule.limit, count, retryAfterMs: Math.max(0, resetsAt - t) }
}

/** The current count of a rule for a subject, without counting a hit. */
export async function peek(rule: LimitRule, subject: string): Promise<LimitResult> {
  const t = now()
  const { key, resetsAt } = windowKey(rule, subject, t)
  const count = Number((await kv().get(key)) ?? 0)
  return { allowed: count < rule.limit, count, retryAfterMs: Math.max(0, resetsAt - t) }
}

/**
 * Counts a hit on every rule and returns the longest wait among the refused ones, or 0 when all allow it.
 * All rules are counted even when one refuses, so a flood cannot slip through the other windows.
 */
export async function hitAll(checks: Array<[LimitRule, string]>): Promise<number> {
  let wait = 0
  for (const [rule, subject] of checks) {
    const result = await hit(rule, subject)
    if (!result.allowed) wait = Math.max(wait, result.retryAfterMs)
  }
  return wait
}
