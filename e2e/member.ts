import type { Locator, Page } from 'playwright-core'
import { baseUrl } from './browser'

/**
 * The browser suite's shared member helpers: the seeded demo member, the shell's "ready" mark, the demo member's
 * login, the API as the page's member and an empty cart.
 */
export const SLOW = { timeout: 15_000 }
export const DEMO_MEMBER = { username: 'demo_member@example.com', password: 'Demo-Member-2026' }

/** Waits until the page's shell has hydrated (it sets `data-shell="ready"` on <html>). */
export async function shellReady(page: Page, options: { timeout: number } = SLOW): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', null, options)
}

/**
 * Clicks an add-to-cart button until the page sends the add (POST /api/v1/order): on a loaded machine a click can
 * land while the price block is still taking over the server's HTML and is then lost, which no visitor repeats
 * as fast as a test. Waits for the answer of the add that was sent.
 */
export async function clickAddToCart(page: Page, button: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const sent = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname.endsWith('/api/v1/order'),
      { timeout: 10_000 },
    )
    await button.click()
    try {
      await sent
      return
    } catch (error) {
      if (attempt >= 3) throw error
    }
  }
}

/** Logs the seeded demo member in through the English login form; it returns to the English home page. */
export async function logInDemoMember(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/en/login`)
  await shellReady(page)
  const form = page.getByTestId('email-login')
  await form.locator('input[type=email]').fill(DEMO_MEMBER.username)
  await form.locator('input[type=password]').fill(DEMO_MEMBER.password)
  await form.locator('button[type=submit]').click()
  await page.waitForURL(`${baseUrl}/en`)
  await shellReady(page)
}

/** The API as the page's member (same cookies), for set-up and checks; `body` is sent as JSON. */
export async function apiInPage<T>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ code: string; data: T }> {
  return page.evaluate(
    async ([m, u, b]) => {
      const res = await fetch(u as string, {
        method: m as string,
        credentials: 'same-origin',
        headers: b === undefined ? {} : { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      })
      return res.json()
    },
    [method, url, body] as const,
  )
}

/** Empties the page's member's cart through the API (a known starting point). */
export async function emptyCart(page: Page): Promise<void> {
  const cart = await apiInPage<{ list: { id: number }[] }>(page, 'GET', '/api/v1/order?size=-1')
  if (cart.code !== 'E0001') throw new Error(`the cart did not load: ${JSON.stringify(cart)}`)
  if (cart.data.list.length > 0)
    await apiInPage(page, 'DELETE', `/api/v1/order/batch?idList=${cart.data.list.map((l) => l.id).join(',')}`)
}
