/**
 * The origins Payload accepts cookie-authenticated requests from (`csrf`) and answers CORS for (`cors`):
 * the public origin (SITE_URL) when set, and in development (`next dev`) the local addresses of its port.
 * Without SITE_URL in production the list is empty, so Payload itself checks nothing: src/api/cms-gate.ts then
 * compares Origin with the host the request was sent to (the request's own origin) for every /api/cms write.
 */
export function siteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = new Set<string>()
  if (env.SITE_URL) {
    try {
      origins.add(new URL(env.SITE_URL).origin)
    } catch {
      // not a URL: no origin to allow (the site's absolute links will show the mistake)
    }
  }
  if (env.NODE_ENV === 'development') {
    const port = env.PORT || '3000'
    origins.add(`http://localhost:${port}`)
    origins.add(`http://127.0.0.1:${port}`)
  }
  return [...origins]
}
