import type { Locator, Page } from 'playwright-core'

/** The browser suite's shared member helpers: the seeded demo member and the shell's "ready" mark. */
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
