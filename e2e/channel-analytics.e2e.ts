import type { BrowserContext, Page, Route } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, suiteBrowser } from './browser'
import { logInToBackOffice, staffAuth } from './staff'

/**
 * Channel analytics in a real browser (spec sections 3, 7, 9): a visit from Google that views a product,
 * searches and adds to the cart is recorded with its source and operate types and shows in the staff report;
 * and the page never waits for analytics, even when the ingestion endpoint hangs or fails.
 *
 * Member login and the cart API are other issues: the member (GET /api/v1/users/info) and the cart
 * (/api/v1/order) are answered by the test, at the HTTP level, as those endpoints will answer.
 */
const browser = suiteBrowser()
let auth = ''
const PRODUCT = 'CD002'
const KEYWORDS = '白介素6'

beforeAll(async () => {
  auth = await staffAuth()
})

const envelope = (data: unknown) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ code: 'E0001', data, msg: 'ok' }),
})

/** A logged-in member with an empty cart whose adds succeed. */
async function asMember(context: BrowserContext): Promise<void> {
  await context.route('**/api/v1/users/info', (route) =>
    route.fulfill(envelope({ id: 7, account: 'e2e-member@example.edu.cn', name: 'E2E 会员' })),
  )
  await context.route('**/api/v1/order**', (route) =>
    route.fulfill(envelope(route.request().method() === 'GET' ? { list: [], total: 0 } : { id: 1 })),
  )
}

async function shellReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', null, { timeout: 30_000 })
}

/** Product page from Google, search from the search bar, open a result, add it to the cart. */
async function visit(page: Page): Promise<void> {
  const res = await page.goto(`${baseUrl}/product-detail?catalogNumber=${PRODUCT}`, {
    referer: 'https://www.google.com/',
    waitUntil: 'load',
  })
  expect(res?.status()).toBe(200)
  await shellReady(page)
  const input = page.locator('[data-testid="search-bar"] input[type="search"]')
  await input.fill(KEYWORDS)
  await input.press('Enter')
  await page.waitForURL(/\/search\?keywords=/, { timeout: 30_000 })
  await page.locator('main table tbody tr a').first().click()
  await page.waitForURL(/\/product-detail\?catalogNumber=/, { timeout: 30_000 })
  await shellReady(page)
  await page.getByRole('button', { name: '加入购物车' }).click()
  await expect.poll(() => page.getByText('加入购物车成功！').count(), { timeout: 15_000 }).toBeGreaterThan(0)
}

async function cms<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/cms${path}`, { headers: { authorization: auth } })
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

describe('channel analytics', () => {
  it('records a visit from Google (product viewed, search, added to cart) and the report shows the session', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
    await asMember(context)
    const page = await context.newPage()
    await visit(page)
    const cartProduct = new URL(page.url()).searchParams.get('catalogNumber')
    const sessionId = await page.evaluate(() => sessionStorage.getItem('sessionStorageId'))
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/)
    const q = `where[sessionStorageId][equals]=${sessionId}`

    await expect
      .poll(async () => (await cms<{ docs: Array<Record<string, string>> }>(`/channel-sessions?${q}`)).docs[0], {
        timeout: 20_000,
      })
      .toMatchObject({ source: 'google', sourceValue: 'www.google.com', userType: 'platform', userName: 'E2E 会员' })
    const events = async () =>
      (await cms<{ docs: Array<Record<string, string>> }>(`/channel-events?${q}&sort=createdAt&limit=50`)).docs.map(
        (e) => [e.operateType, e.operateTypeId, e.source],
      )
    await expect.poll(events, { timeout: 20_000 }).toEqual(
      expect.arrayContaining([
        ['view_product', PRODUCT, 'https://www.google.com'],
        ['search', KEYWORDS, 'https://www.google.com'],
        ['view_product', cartProduct, 'https://www.google.com'],
        ['add_cart', cartProduct, 'https://www.google.com'],
      ]),
    )

    // The staff report: the session's source in the totals, and its path.
    const admin = await context.newPage()
    await logInToBackOffice(admin)
    await admin.goto(`${baseUrl}/admin/channel-report?session=${sessionId}`)
    const report = admin.locator('[data-channel-report]')
    await expect.poll(() => report.locator('[data-totals] tr[data-source="google"]').count()).toBe(1)
    expect(await report.locator('svg[role="img"]').count()).toBe(2)
    const path = report.locator('[data-session-path] li')
    expect(await path.evaluateAll((items) => items.map((li) => li.getAttribute('data-operate-type')))).toEqual(
      expect.arrayContaining(['view_product', 'search', 'add_cart']),
    )
    expect(await report.locator('[data-session-path]').textContent()).toContain('谷歌')
    // The export link answers an XLSX file for the signed-in admin.
    const href = await report.getByRole('link', { name: '导出 XLSX' }).getAttribute('href')
    const file = await admin.request.get(`${baseUrl}${href}`)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toContain('spreadsheetml')
    await context.close()
  })

  it.each([
    ['hangs', (_route: Route) => undefined],
    ['fails', (route: Route) => route.abort('failed')],
    ['answers 500', (route: Route) => route.fulfill({ status: 500, body: 'down' })],
  ])('never makes the page wait or show an error when ingestion %s', async (_name, handler) => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
    await asMember(context)
    let attempts = 0
    await context.route('**/absol/api/**', (route) => {
      attempts++
      return handler(route)
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // the whole visit completes: loads, the search, the next page, the cart toast
    await visit(page)
    await expect.poll(() => attempts, { timeout: 15_000 }).toBeGreaterThan(0)
    // and one more navigation after the beacons went out
    await page.goto(`${baseUrl}/products`, { waitUntil: 'load' })
    await shellReady(page)
    expect(await page.locator('main h1').first().isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})
