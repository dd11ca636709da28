import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { hashPageScripts, inlineScriptHashes, setSecurityHeaders } from '../../scripts/security-headers.mjs'
import { SEED_ADMIN, startServer } from '../setup/server'

/**
 * Issue 15, point 7, at the handler level: the security headers the production server adds to every answer
 * (scripts/security-headers.mjs, also run by the test server), HSTS and `Secure` cookies only when the request
 * came over https through a trusted proxy (TRUSTED_PROXY_HOPS > 0 and X-Forwarded-Proto: https), and the page
 * policy's script hashes. The real server, pages and the browser: e2e/security-headers.e2e.ts.
 */
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})
afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS
})

const staffLogin = (headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(SEED_ADMIN),
  })
const memberLogout = (headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/api/v1/auth`, { method: 'DELETE', headers })

describe('security headers on the APIs', () => {
  it('every API answer carries nosniff, Referrer-Policy, Permissions-Policy, a deny-all CSP and no framing', async () => {
    for (const path of ['/api/v1/health', '/api/v1/no-such-route', '/absol/api/nope', '/api/cms/users/me']) {
      const res = await fetch(server.baseUrl + path)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()')
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
      expect(res.headers.get('strict-transport-security'), path).toBeNull()
    }
  })
})

describe('https behind a trusted proxy', () => {
  it('with TRUSTED_PROXY_HOPS=1 and X-Forwarded-Proto: https: HSTS, and the staff and member cookies are Secure', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    const https = { 'x-forwarded-proto': 'https' }
    const staff = await staffLogin(https)
    expect(staff.status).toBe(200)
    expect(staff.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    const staffCookie = staff.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
    expect(staffCookie).toMatch(/;\s*Secure/i)
    const member = await memberLogout(https)
    expect(member.status).toBe(200)
    expect(member.headers.getSetCookie().find((c) => c.startsWith('member_session='))).toMatch(/;\s*Secure/i)
  })

  it('without a trusted proxy the same header is ignored: no HSTS, cookies without Secure', async () => {
    for (const hops of [undefined, '0']) {
      if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS
      else process.env.TRUSTED_PROXY_HOPS = hops
      const https = { 'x-forwarded-proto': 'https' }
      const staff = await staffLogin(https)
      expect(staff.headers.get('strict-transport-security')).toBeNull()
      expect(staff.headers.getSetCookie().find((c) => c.startsWith('payload-token='))).not.toMatch(/;\s*Secure/i)
      const member = await memberLogout(https)
      expect(member.headers.getSetCookie().find((c) => c.startsWith('member_session='))).not.toMatch(/;\s*Secure/i)
    }
  })

  it('over plain http behind a trusted proxy: no HSTS, no Secure', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    const staff = await staffLogin({ 'x-forwarded-proto': 'http' })
    expect(staff.headers.get('strict-transport-security')).toBeNull()
    expect(staff.headers.getSetCookie().find((c) => c.startsWith('payload-token='))).not.toMatch(/;\s*Secure/i)
  })
})

/** A server that answers `html` through the production server's header code. */
async function htmlServer(html: string) {
  const s = http.createServer((req, res) => {
    const security = setSecurityHeaders(req, res)
    hashPageScripts(res, security)
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.write(html.slice(0, 40))
    res.end(html.slice(40))
  })
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, close: () => s.close() }
}

describe('the page policy', () => {
  const flight = 'self.__next_f.push([1,"0:{\\"a\\":1}\\n"])'
  const injected = 'alert(document.cookie)'
  const lookalike = 'self.__next_f.push([1,"x"]);alert(1)'

  it("allows Next's own inline scripts by hash and never an injected one, even one shaped almost like Next's", async () => {
    const html = `<!DOCTYPE html><html><head><script>${flight}</script></head><body><script>${injected}</script><script>${lookalike}</script><script type="application/ld+json">{"@type":"Product"}</script></body></html>`
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(1)
    const s = await htmlServer(html)
    try {
      const res = await fetch(s.url)
      expect(await res.text()).toBe(html)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain(`'sha256-${hashes[0]}'`)
      expect(csp.match(/'sha256-/g)).toHaveLength(1)
      expect(csp).not.toContain('unsafe-eval')
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(csp).toContain("frame-ancestors 'self'")
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    } finally {
      s.close()
    }
  })
})
