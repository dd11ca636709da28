import type { Page } from 'playwright-core'

/** The browser suite's shared member helpers: the seeded demo member and the shell's "ready" mark. */
export const SLOW = { timeout: 15_000 }
export const DEMO_MEMBER = { username: 'demo_member@example.com', password: 'Demo-Member-2026' }

/** Waits until the page's shell has hydrated (it sets `data-shell="ready"` on <html>). */
export async function shellReady(page: Page, options: { timeout: number } = SLOW): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', null, options)
}
