import http from 'node:http'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import cn from '../src/i18n/messages/cn.json'
import en from '../src/i18n/messages/en.json'
import { generateRequests, runAll, sendRaw } from '../tests/security/fuzz-requests'
import { baseUrl, suiteBrowser } from './browser'
import { shellReady } from './member'
import { logInToBackOffice } from './staff'

/**
 * Issue 15, points 7 and 12, through the real production server (scripts/server.mjs, Next.js, the proxy): the
 * security headers on pages, static files, APIs and the back office; a browser that loads the site and the back
 * office under their Content-Security-Policy without a single violation; malformed escapes answered with the
 * envelope or the localized error page; and a fuzz pass through Next's own router.
 */
const browser = suiteBrowser()

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

async function headersOf(path: string, init: RequestInit = {}) {
  const res = await fetch(baseUrl + path, { redirect: 'manual', ...init })
  const text = await res.text()
  return { status: res.status, headers: res.headers, text }
}

describe('headers on every response', () => {
  it('pages: a hash-based CSP without unsafe-eval or unsafe-inline scripts, framing by the site only', async () => {
    for (const path of [
      '/',
      '/en',
      '/en/product-detail?catalogNumber=CD002',
      '/en/search?keyword=IL-2',
      '/en/no-such-page',
    ]) {
      const { headers, text } = await headersOf(path)
      for (const [name, value] of Object.entries(COMMON)) expect(headers.get(name), `${path} ${name}`).toBe(value)
      expect(headers.get('permissions-policy'), path).toContain('camera=()')
      const csp = headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("frame-ancestors 'self'")
      expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
      expect(csp, path).not.toContain('unsafe-eval')
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expect(headers.get('strict-transport-security'), path).toBeNull()
      expect(text).toContain('self.__next_f')
    }
  })

  it('static files, the APIs and the back office', async () => {
    const home = await headersOf('/en')
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home.text)?.[1] as string
    expect(script).toBeTruthy()
    for (const [path, init] of [
      [script, { headers: { 'accept-encoding': 'br' } }],
      [script, { headers: { 'accept-encoding': 'identity' } }],
      ['/icon.svg', {}],
      ['/api/v1/health', {}],
      ['/absol/api/nope', {}],
      ['/api/cms/users/me', {}],
    ] as const) {
      const { headers } = await headersOf(path, init)
      for (const [name, value] of Object.entries(COMMON)) expect(headers.get(name), `${path} ${name}`).toBe(value)
      expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
    }
    const admin = await headersOf('/admin/login')
    expect(admin.status).toBe(200)
    for (const [name, value] of Object.entries(COMMON)) expect(admin.headers.get(name), name).toBe(value)
    expect(admin.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(admin.headers.get('x-frame-options')).toBe('DENY')
  })

  it('X-Forwarded-Proto from an untrusted client (TRUSTED_PROXY_HOPS unset) brings no HSTS and no Secure cookie', async () => {
    const res = await fetch(`${baseUrl}/api/cms/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: process.env.SEED_ADMIN_EMAIL, password: process.env.SEED_ADMIN_PASSWORD }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('strict-transport-security')).toBeNull()
    expect(res.headers.getSetCookie().join('\n')).not.toMatch(/;\s*Secure/i)
  })
})

describe('malformed escapes', () => {
  it('/api/v1/order/%E0%A4%A answers 400 with the envelope; /absol and /api/cms in their error shapes', async () => {
    const v1 = await headersOf('/api/v1/order/%E0%A4%A')
    expect(v1.status).toBe(400)
    expect(JSON.parse(v1.text)).toMatchObject({ code: 'E0400', data: null })
    const en = await headersOf('/en/api/v1/order/%E0%A4%A')
    expect(JSON.parse(en.text)).toEqual({ code: 'E0400', data: null, msg: 'Invalid request parameters' })
    const absol = await headersOf('/absol/api/%E0%A4%A')
    expect(JSON.parse(absol.text)).toMatchObject({ code: 'E0400' })
    const cms = await headersOf('/api/cms/products/%E0%A4%A')
    expect(cms.status).toBe(400)
    expect(JSON.parse(cms.text).errors[0].message).toBeTruthy()
  })

  it('/en/%E0%A4%A and /%E0%A4%A answer the localized not-found page (English, Chinese), 404', async () => {
    for (const [path, messages] of [
      ['/en/%E0%A4%A', en],
      ['/%E0%A4%A', cn],
      ['/en/a%25b', en],
    ] as const) {
      const { status, headers, text } = await headersOf(path)
      expect(status, path).toBe(404)
      expect(headers.get('content-type'), path).toContain('text/html')
      expect(text, path).toContain(messages.errors.notFound)
    }
  })

  it('a text/plain PATCH and an invalid JSON POST to /api/cms answer a JSON 4xx', async () => {
    const login = await fetch(`${baseUrl}/api/cms/users/login?token=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: process.env.SEED_ADMIN_EMAIL, password: process.env.SEED_ADMIN_PASSWORD }),
    })
    const auth = `JWT ${((await login.json()) as { token: string }).token}`
    for (const [method, type, body] of [
      ['PATCH', 'text/plain', '{"title":"x"}'],
      ['POST', 'application/json', '{"title":'],
      [
        'PATCH',
        'application/json',
        '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
      ],
    ]) {
      const path = method === 'PATCH' ? '/api/cms/articles/1' : '/api/cms/articles'
      const { status, text } = await headersOf(path, {
        method,
        headers: { 'content-type': type as string, authorization: auth },
        body,
      })
      expect(status, `${method} ${type}`).toBeGreaterThanOrEqual(400)
      expect(status, `${method} ${type}`).toBeLessThan(500)
      expect(Array.isArray(JSON.parse(text).errors), text).toBe(true)
    }
  })
})

describe('generated malformed requests through Next.js', () => {
  it('2,000 of them over the APIs: no 5xx, every answer in its API’s error shape', async () => {
    const { routes } = await import('../src/api/routes')
    const { absolRoutes } = await import('../src/api/absol/routes')
    const envelope = [
      ...routes.flatMap((r) => [`/api/v1${r.path}`, `/en/api/v1${r.path}`]),
      ...absolRoutes.map((r) => `/absol/api${r.path}`),
    ]
    const cms = ['products', 'articles', 'users', 'members', 'orders', 'media'].flatMap((slug) => [
      `/api/cms/${slug}`,
      `/api/cms/${slug}/:id`,
      `/api/cms/${slug}/versions/:id`,
    ])
    // Without a staff login: the integration suite covers the staff side with Payload's handlers directly.
    const requests = generateRequests(
      { envelope, cms },
      2000,
      Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
    ).filter((r) => !r.staff)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
    const problems = await runAll(requests, 8, (request) => sendRaw(baseUrl, request, agent))
    agent.destroy()
    expect(problems.slice(0, 30), `${problems.length} problems`).toEqual([])
  }, 600_000)
})

/** Collects the page's CSP violations (the event and Chrome's console report). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      )
    })
  })
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text())
  })
  return violations
}

describe('the browser under the policy', () => {
  it('home, product detail, search and a search submit raise no CSP violation, and the app runs', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const violations = await watchCsp(page)
    await page.goto(`${baseUrl}/en`)
    await page.waitForLoadState('networkidle')
    await page.goto(`${baseUrl}/en/product-detail?catalogNumber=CD002`)
    await page.waitForLoadState('networkidle')
    // The results page itself (IL-2 names several products, no exact catalogue number: no redirect).
    await page.goto(`${baseUrl}/en/search?keywords=IL-2`)
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe('/en/search')
    expect(await page.locator('main h1').textContent()).toContain('IL-2')
    // Hydrated under the policy: the shell's effects ran (they mark <html data-shell="ready">).
    await shellReady(page)
    // A mark that lives only as long as this document: a client-side navigation keeps it, a full load drops it.
    await page.evaluate(() => {
      ;(window as unknown as { __sameDocument?: boolean }).__sameDocument = true
    })
    // The desktop search bar (shown from 1280 px wide).
    const input = page.getByTestId('search-bar').locator('input[name="keywords"]')
    await input.fill('CD002')
    await input.press('Enter')
    // An exact catalogue number goes on to its product page: its path, not the search URL (which holds CD002 too).
    await page.waitForURL(
      (url) => url.pathname === '/en/product-detail' && url.searchParams.get('catalogNumber') === 'CD002',
      { timeout: 15_000 },
    )
    await page.waitForLoadState('networkidle')
    await page.getByText('CD002').first().waitFor({ timeout: 15_000 })
    // … by the client-side router (React's submit handler ran), not the form's plain GET without script.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    expect(violations).toEqual([])
    await context.close()
  })

  it('the back office: login, list, edit and save raise no CSP violation', async () => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    const violations = await watchCsp(page)
    await logInToBackOffice(page)
    await page.goto(`${baseUrl}/admin/collections/distributors`)
    await page.locator('table tbody tr a').first().waitFor({ timeout: 30_000 })
    // Opened in the language it is edited in: without `?locale`, the record switches to the admin language (English)
    // once loaded, and a value read before the switch was saved into the other language (refused: 400).
    const href = (await page.locator('table tbody tr a').first().getAttribute('href')) as string
    await page.goto(`${baseUrl}${href}?locale=en`)
    const saved = page.waitForResponse(
      (r) => /\/api\/cms\/distributors\/\d+/.test(r.url()) && r.request().method() === 'PATCH',
      { timeout: 30_000 },
    )
    const field = page.locator('input[type="text"]').first()
    await field.waitFor({ timeout: 30_000 })
    const value = await field.inputValue()
    await field.fill(`${value} `)
    await field.fill(value)
    await field.fill(`${value}.`)
    await page.keyboard.press('Control+s')
    expect((await saved).status()).toBe(200)
    const restored = page.waitForResponse(
      (r) => /\/api\/cms\/distributors\/\d+/.test(r.url()) && r.request().method() === 'PATCH',
      { timeout: 30_000 },
    )
    await field.fill(value)
    await page.keyboard.press('Control+s')
    expect((await restored).status()).toBe(200)
    expect(violations).toEqual([])
    await context.close()
  })
})
