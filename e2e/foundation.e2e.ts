import { describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser, watchExternalRequests } from './browser'
import { logInToBackOffice } from './staff'

/** Issue 2 in a real browser: the seeded site in both languages, the 404 page and the back office. */
const browser = suiteBrowser()

describe('the seeded site', () => {
  it('serves the Chinese home page at / with seeded banners and products', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' })
    const page = await context.newPage()
    const res = await page.goto(`${baseUrl}/`)
    expect(res?.status()).toBe(200)
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN')
    await expect.poll(() => page.locator('text=CD002').count()).toBeGreaterThan(0)
    expect(await page.locator('main').textContent()).toMatch(/[\u4e00-\u9fff]/)
    await context.close()
  })

  it('serves the English home page at /en', async () => {
    const page = await browser.newPage()
    const res = await page.goto(`${baseUrl}/en`)
    expect(res?.status()).toBe(200)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    // The site's icon (no /favicon.ico 404 on every first visit).
    const icon = await page.locator('link[rel="icon"]').first().getAttribute('href')
    const iconRes = await fetch(new URL(String(icon), baseUrl))
    expect(iconRes.status).toBe(200)
    expect(iconRes.headers.get('content-type')).toContain('image/svg+xml')
    await expect.poll(() => page.getByRole('heading', { name: 'Popular Products' }).count()).toBeGreaterThan(0)
    await expect.poll(() => page.locator('text=CD002').count()).toBeGreaterThan(0)
    await page.close()
  })

  it("sends the page's scripts precompressed: Brotli to Chrome, gzip to gzip-only clients, and they run", async () => {
    const page = await browser.newPage()
    const encodings = new Map<string, string>()
    page.on('response', async (res) => {
      if (res.url().includes('/_next/static/chunks/') && res.url().endsWith('.js')) {
        encodings.set(res.url(), (await res.allHeaders())['content-encoding'] ?? 'identity')
      }
    })
    await page.goto(`${baseUrl}/en`)
    // Hydrated: the footer form marks itself ready.
    await page.locator('form[data-ready]').first().waitFor()
    const scripts = [...encodings]
    expect(scripts.length).toBeGreaterThan(0)
    const [script] = scripts.find(([, encoding]) => encoding === 'br') ?? []
    expect(script, JSON.stringify(scripts)).toBeDefined()
    await page.close()

    const gzipOnly = await fetch(String(script), { headers: { 'accept-encoding': 'gzip' } })
    expect(gzipOnly.status).toBe(200)
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip')
    expect(gzipOnly.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await gzipOnly.text()).length).toBeGreaterThan(1000)
  })

  it('sends an English browser from / to /en, unless it chose Chinese before (cookie)', async () => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`)
    expect(new URL(page.url()).pathname).toBe('/en')
    await context.addCookies([{ name: 'i18n_redirected', value: 'cn', url: baseUrl }])
    await page.goto(`${baseUrl}/`)
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN')
    await context.close()
  })

  it('answers an unknown route with 404 and the spec text, in both languages', async () => {
    const page = await browser.newPage()
    for (const path of ['/no-such-page', '/en/no-such-page']) {
      const res = await page.goto(`${baseUrl}${path}`)
      expect(res?.status(), path).toBe(404)
      expect(await page.locator('h1').textContent()).toContain(
        path.startsWith('/en') ? 'This page could not be found' : '页面不存在',
      )
      expect(await page.locator('a[href="/"], a[href="/en"]').count()).toBeGreaterThan(0)
    }
    await page.close()
  })
})

describe('the back office', () => {
  it('accepts the demo staff login, in Chinese, with nothing loaded from outside hosts', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' })
    const page = await context.newPage()
    const external = watchExternalRequests(page)
    await logInToBackOffice(page)
    await expect.poll(() => page.locator('text=产品').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    // Searched by catalog number: the first page of the list holds whatever products the other tests made last.
    await page.goto(`${baseUrl}/admin/collections/products?search=CD002`)
    await expect.poll(() => page.locator('text=CD002').count(), { timeout: 30_000 }).toBeGreaterThan(0)
    expect(external).toEqual([])
    await context.close()
  })
})
