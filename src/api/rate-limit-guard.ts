import { clientSubject } from '../lib/client-ip'
import { hitAll, type LimitRule } from '../services/rate-limit/rate-limit'
import { ApiError } from './envelope'
import type { ApiContext } from './handler-types'

/**
 * Refuses the request with E0429 (HTTP 429, Retry-After in seconds) when any of the rules is exhausted for its
 * subject. Subjects are strings the caller chooses: the client IP, a phone, an account id.
 */
export async function enforce(checks: Array<[LimitRule, string]>, msgKey?: string): Promise<void> {
  const wait = await hitAll(checks)
  if (wait > 0) throw new ApiError('E0429', { retryAfter: Math.max(1, Math.ceil(wait / 1000)), msgKey })
}

/** Shorthand for the most common check: one or more per-IP rules. */
export async function enforcePerIp(ctx: Pick<ApiContext, 'request'>, ...rules: LimitRule[]): Promise<void> {
  const ip = clientSubject(ctx.request.headers)
  await enforce(rules.map((rule) => [rule, ip] as [LimitRule, string]))
}
