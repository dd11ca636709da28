import { forwardedValue } from './trusted-proxy'

/**
 * Cross-site protection for mutating endpoints: a request whose Origin header is present must come from the
 * site itself, i.e. the host the request was sent to (Host; X-Forwarded-Host only behind a trusted proxy,
 * TRUSTED_PROXY_HOPS > 0: src/lib/trusted-proxy.ts) or the configured public origin (SITE_URL). A request
 * without Origin passes (server-to-server clients, old browsers) unless the browser says where it came from:
 * `Sec-Fetch-Site` other than `same-origin` or `none` (a user's own navigation) is refused (issue 31, point 8).
 */
export function isSameSite(request: Pick<Request, 'headers'>, env: NodeJS.ProcessEnv = process.env): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) {
    const fetchSite = request.headers.get('sec-fetch-site')?.trim().toLowerCase()
    return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none'
  }
  let originUrl: URL
  try {
    originUrl = new URL(origin)
  } catch {
    return false // "null" (sandboxed frames, privacy redirects) or garbage
  }
  if (!['http:', 'https:'].includes(originUrl.protocol)) return false
  const hosts = [request.headers.get('host'), forwardedValue(request.headers, 'x-forwarded-host', env)]
    .map((h) => h?.trim().toLowerCase())
    .filter((h): h is string => Boolean(h))
  if (hosts.includes(originUrl.host.toLowerCase())) return true
  const site = env.SITE_URL
  if (!site) return false
  try {
    return new URL(site).origin === originUrl.origin
  } catch {
    return false
  }
}
