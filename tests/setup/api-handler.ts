import type http from 'node:http'
import { handleEndpoints } from 'payload'
import { stampClientAddress } from '../../scripts/client-address.mjs'

/**
 * The app's APIs as one Node request listener, without Next.js: /api/v1 (ours), the second base
 * (ABSOL_API_BASE, default /absol/api) and /api/cms (Payload's REST). Used by the integration tests' in-process
 * server (server.ts) and by the fault test's server process (tests/fault/api-server.ts).
 */
export async function apiRequestListener(options: { trustedProxyHops?: number } = {}): Promise<http.RequestListener> {
  const { handleApi } = await import('../../src/api/router')
  const { handleAbsolApi } = await import('../../src/api/absol/handler')
  const { absolApiBase, ABSOL_INTERNAL_BASE, isUnder } = await import('../../src/lib/absol-base')
  const { default: config } = await import('../../src/payload.config')
  const { handleCmsRequest } = await import('../../src/api/cms-gate')
  const { guardedCmsHandler } = await import('../../src/api/cms-rest')
  // The production server's guard for what Next.js cannot take (malformed escapes, TRACE): scripts/server.mjs.
  const { guardRequest } = await import('../../scripts/request-guard.mjs')
  // …and its security headers (HSTS and Secure cookies when TRUSTED_PROXY_HOPS > 0 and X-Forwarded-Proto: https).
  const { hashPageScripts, setSecurityHeaders } = await import('../../scripts/security-headers.mjs')
  // As the Next.js route does (src/app/(payload)/api/cms/[...slug]/route.ts): malformed requests refused, the
  // gate (same-site writes, bounded reads), then Payload.
  const cmsRest = guardedCmsHandler((request: Request) =>
    handleCmsRequest(request, (r) => handleEndpoints({ config, request: r, path: new URL(r.url).pathname })),
  )
  // As scripts/server.mjs: request id, log line and metrics of every request (docs/adr/0024-operations.md).
  const { observeRequests } = await import('../../scripts/observe-requests.mjs')
  return observeRequests(async (req, res) => {
    try {
      const security = setSecurityHeaders(req, res)
      if (guardRequest(req, res)) return
      hashPageScripts(res, security)
      const url = `http://${req.headers.host}${req.url}`
      const headers = new Headers()
      // As scripts/server.mjs: the visitor's address from the socket, or from X-Forwarded-For only when the
      // test opted in (trustedProxyHops: 1 makes the test client a trusted proxy, so it can simulate many clients).
      stampClientAddress(req, { hops: options.trustedProxyHops ?? 0, header: 'x-forwarded-for' })
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(key, value)
        else if (Array.isArray(value)) headers.set(key, value.join(', '))
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      const body = hasBody ? Buffer.concat(await req.toArray()) : undefined
      // Dispatched on the path as sent (`/api/v1/%2e%2e` stays under /api/v1, as in Next's router).
      const pathname = (req.url ?? '/').split('?')[0] as string
      const request = new Request(url, { method: req.method, headers, body })
      let response: Response
      if (pathname.startsWith('/api/v1') || pathname.startsWith('/en/api/v1')) {
        response = await handleApi(request)
      } else if (isUnder(pathname, absolApiBase()) || isUnder(pathname, ABSOL_INTERNAL_BASE)) {
        response = await handleAbsolApi(request)
      } else if (pathname.startsWith('/api/cms')) {
        response = await cmsRest(request)
      } else {
        response = new Response('not found', { status: 404 })
      }
      const outHeaders: Record<string, string | string[]> = Object.fromEntries(response.headers)
      const cookies = response.headers.getSetCookie()
      if (cookies.length > 0) outHeaders['set-cookie'] = cookies
      res.writeHead(response.status, outHeaders)
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      console.error(error)
      res.writeHead(500)
      res.end()
    }
  })
}
