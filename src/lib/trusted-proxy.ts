/**
 * Forwarded headers (`X-Forwarded-Host`, `X-Forwarded-Proto`) are believed only behind a proxy we run:
 * TRUSTED_PROXY_HOPS > 0, the same switch as the client address (scripts/client-address.mjs, docs/adr/0010).
 * Without it a client could name any host it likes and be taken for the site (issue 31, point 8).
 */
export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0)
  return Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0
}

/**
 * The nearest proxy's value of a forwarded header (the last entry: a proxy that appends adds its own there, and
 * a client cannot forge what our proxy adds), or null without a trusted proxy or without the header.
 */
export function forwardedValue(
  headers: Pick<Headers, 'get'>,
  name: 'x-forwarded-host' | 'x-forwarded-proto',
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  if (trustedProxyHops(env) <= 0) return null
  const value = headers.get(name)
  const last = value?.split(',').at(-1)?.trim()
  return last ? last : null
}
