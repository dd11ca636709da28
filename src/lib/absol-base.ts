/**
 * The second API base ('absol', spec section 7). Next's file routing needs a fixed folder, so the handler lives
 * at ABSOL_INTERNAL_BASE (src/app/api/absol/[...path]/route.ts) and the proxy (src/proxy.ts) rewrites the
 * configured public base, ABSOL_API_BASE (default /absol/api), onto it at request time: changing the variable
 * and restarting moves the API without a rebuild. The configured base must not start with /api/, /admin or
 * /_next (the proxy does not see those paths), except /api/absol itself, which needs no rewrite.
 */
export const ABSOL_INTERNAL_BASE = '/api/absol'
export const DEFAULT_ABSOL_BASE = '/absol/api'

export function absolApiBase(): string {
  const configured = (process.env.ABSOL_API_BASE ?? '').trim().replace(/\/+$/, '')
  if (!configured || !/^\/[A-Za-z0-9._~/-]+$/.test(configured) || configured.includes('//')) return DEFAULT_ABSOL_BASE
  return configured
}

/** True when `pathname` is under `base` (the base itself or a path below it). */
export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`)
}
